import { useCallback, useEffect, useRef, useState } from 'react';
import type { StagePost } from '../../three/page/stage-canvas-types.ts';

/**
 * Plays a project's video on the page for a worker drawing the computer (a worker has no
 * `<video>`), and posts each new frame to it as a `VideoFrame` (handed over, not copied): the
 * first as soon as there is one, then every frame presented while it plays (only while the stage
 * is on screen and motion is welcome, as on the page). A worker linked later gets the frame
 * showing then. Returns the worker link's callback, and the URL of a video that could not play
 * (the scene shows the spotlight instead).
 */
export function useVideoFeed(src: string | undefined, playing: boolean) {
  const post = useRef<StagePost | null>(null);
  const current = useRef<(() => void) | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (!src) return;
    const element = document.createElement('video');
    Object.assign(element, { muted: true, loop: true, playsInline: true, preload: 'auto' });
    element.crossOrigin = 'anonymous';
    element.src = src;
    let live = true;
    const send = () => {
      if (!post.current || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      const frame = new VideoFrame(element);
      post.current({ type: 'video-frame', src, frame }, [frame]);
    };
    const onFrame = () => {
      if (!live) return;
      send();
      element.requestVideoFrameCallback(onFrame);
    };
    const onError = () => {
      console.warn(`portfolio-projects: video ${src} could not play; showing the spotlight`);
      setFailed(src);
    };
    element.addEventListener('loadeddata', send);
    element.addEventListener('error', onError);
    element.requestVideoFrameCallback(onFrame);
    current.current = send;
    setVideo(element);
    return () => {
      live = false;
      current.current = null;
      element.removeEventListener('loadeddata', send);
      element.removeEventListener('error', onError);
      element.pause();
      element.removeAttribute('src');
      element.load();
    };
  }, [src]);

  useEffect(() => {
    if (!video) return;
    if (playing) video.play().catch(() => undefined);
    else video.pause();
  }, [video, playing]);

  const onLink = useCallback((link: StagePost | null) => {
    post.current = link;
    current.current?.();
  }, []);
  return { onLink, failed };
}
