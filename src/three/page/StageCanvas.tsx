import { useCallback, useRef, useState } from 'react';
import { emit } from '../../lib/events.ts';
import type { StageCanvasProps, Thread } from './stage-canvas-types.ts';
import { noWorkerHere, WORKER_DECLINED } from './start-stage.ts';
import { StageThread } from './StageThread.tsx';

/**
 * A section's 3D stage, the one component the page draws a stage with: it keeps the canvas
 * element and the stage's DOM, and talks in messages (protocol.ts) to the runtime that draws
 * the scene (runtime/serve-stage.ts). The runtime runs in a worker wherever one can start,
 * else on the page's thread behind an in-page port: the same module, the same messages, the same
 * look and inputs. The page's side reports progress, context loss and what the scene shows,
 * paces the pixel ratio, keeps the frame copies, and forwards size and pointer.
 *
 * In order: this picks the thread (and falls back to the page's when a worker cannot draw);
 * StageThread keeps the canvas for it; once the page's pictures are decoded, use-stage-link.ts
 * starts the runtime and hands it the canvas; hear-stage.ts answers what the runtime sends.
 */
export function StageCanvas<Props, Report>({
  onPageBecause = null,
  ...props
}: StageCanvasProps<Props, Report>) {
  const [thread, setThread] = useState<Thread>(() =>
    WORKER_DECLINED || onPageBecause || noWorkerHere() ? 'page' : 'worker',
  );
  const ref = useRef<HTMLDivElement>(null);
  // Why the page draws this stage: told once it draws there (where the page cannot either, the
  // stage's failure says so instead). ?worker=off asks for it: nothing to tell.
  const why = useRef<string | null>(onPageBecause ?? noWorkerHere());
  const onPageDrawing = useCallback(() => {
    const host = ref.current?.getRootNode();
    const reason = why.current;
    why.current = null;
    if (!reason || WORKER_DECLINED || !(host instanceof ShadowRoot)) return;
    const message = `<${host.host.localName}> draws its 3D stage on the page's thread: ${reason}`;
    console.warn(message);
    emit(host.host as HTMLElement, 'portfolio-error', { source: 'worker', message });
  }, []);
  const onUnavailable = useCallback((reason: string) => {
    why.current = reason;
    setThread('page');
  }, []);
  return (
    <div
      ref={ref}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      <StageThread
        key={thread}
        thread={thread}
        onUnavailable={onUnavailable}
        onPageDrawing={onPageDrawing}
        {...props}
      />
    </div>
  );
}
