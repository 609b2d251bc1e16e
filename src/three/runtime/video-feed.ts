/** Hears the frames of one video, as the page posts them. */
type FrameListener = (frame: VideoFrame) => void;

const listeners = new Map<string, FrameListener>();
/** The last frame of a video no scene listens for yet (the page may post before it mounts). */
const waiting = new Map<string, VideoFrame>();

/**
 * In a worker drawing a stage: the frames of the videos the page plays for it, by URL (a worker
 * has no `<video>`; see useVideoFeed). A frame is closed once a newer one replaces it.
 */
export const videoFeed = {
  deliver(src: string, frame: VideoFrame): void {
    const listener = listeners.get(src);
    if (listener) return listener(frame);
    waiting.get(src)?.close();
    waiting.set(src, frame);
  },
  /** Listens for `src`'s frames, from the last one posted; returns the way to stop. */
  listen(src: string, listener: FrameListener): () => void {
    listeners.set(src, listener);
    for (const [url, frame] of waiting) {
      waiting.delete(url);
      if (url === src) listener(frame);
      else frame.close();
    }
    return () => {
      if (listeners.get(src) === listener) listeners.delete(src);
    };
  },
};
