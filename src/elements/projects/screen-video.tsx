/**
 * A project's video on the screen, played where it can be: the page plays it and posts its
 * frames (screen-video-fed.tsx), or, where the page cannot, the stage plays it itself on the
 * page's thread (screen-video-played.tsx).
 */
import type { VideoSource } from './screen-picture.ts';
import { FedScreenVideo } from './screen-video-fed.tsx';
import { PlayedVideo } from './screen-video-played.tsx';

export interface ScreenVideoProps extends VideoSource {
  /**
   * The page plays the video and posts its frames (a worker has no `<video>`, and the page's
   * thread takes the same path); where the page cannot (no `VideoFrame`), the stage is drawn on
   * the page's thread, which plays it itself.
   */
  fed: boolean;
}

/**
 * A looping, muted video on the screen; the spotlight replaces it if it fails to load. The page
 * plays it and posts its frames (useVideoFeed), or, where it cannot, it plays here.
 */
export function ScreenVideo({ fed, ...props }: ScreenVideoProps) {
  return fed ? <FedScreenVideo {...props} /> : <PlayedVideo {...props} />;
}
