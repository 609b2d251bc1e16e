import { expect, test } from 'vitest';
import { videoFeed } from './video-feed.ts';

/** A stand-in for a VideoFrame that logs its closing. */
function frame(name: string, log: string[]) {
  return { name, close: () => log.push(`closed ${name}`) } as unknown as VideoFrame;
}

test("a video's frames reach the scene listening for it; a frame posted before it listens waits, the newest one only", () => {
  const log: string[] = [];
  videoFeed.deliver('a.webm', frame('a1', log));
  videoFeed.deliver('a.webm', frame('a2', log));
  videoFeed.deliver('b.webm', frame('b1', log));
  const heard: string[] = [];
  const stop = videoFeed.listen('a.webm', (f) =>
    heard.push((f as unknown as { name: string }).name),
  );
  // The newest waiting frame of its own video; the older one and the other video's are closed.
  expect(heard).toEqual(['a2']);
  expect(log).toEqual(['closed a1', 'closed b1']);
  videoFeed.deliver('a.webm', frame('a3', log));
  expect(heard).toEqual(['a2', 'a3']);
  stop();
  // No one listens: it waits for the next listener.
  videoFeed.deliver('a.webm', frame('a4', log));
  expect(heard).toEqual(['a2', 'a3']);
  const again = videoFeed.listen('a.webm', (f) =>
    heard.push((f as unknown as { name: string }).name),
  );
  expect(heard).toEqual(['a2', 'a3', 'a4']);
  again();
});
