/**
 * A video the stage plays itself, on the page's thread (where the page cannot post frames):
 * an element of its own as the screen's texture, the spotlight or placeholder if it fails.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { SRGBColorSpace, VideoTexture } from 'three';
import { ScreenImage } from './screen-image.tsx';
import { showOnScreen, type VideoSource } from './screen-picture.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/** The video played here, on the page's thread. */
export function PlayedVideo({ src, fallback, title, playing, ...props }: VideoSource) {
  const [failed, setFailed] = useState<string | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  const { material, aspect, onShown } = props;

  useEffect(() => {
    const element = document.createElement('video');
    Object.assign(element, { muted: true, loop: true, playsInline: true, preload: 'auto' });
    element.crossOrigin = 'anonymous';
    element.src = src;
    const texture = new VideoTexture(element);
    texture.colorSpace = SRGBColorSpace;
    const onData = () => {
      showOnScreen(texture, element.videoWidth, element.videoHeight, material, aspect);
      onShown(src);
      invalidate();
    };
    const onError = () => {
      console.warn(`portfolio-projects: video ${src} could not play; showing the spotlight`);
      setFailed(src);
    };
    element.addEventListener('loadeddata', onData);
    element.addEventListener('error', onError);
    setVideo(element);
    return () => {
      element.removeEventListener('loadeddata', onData);
      element.removeEventListener('error', onError);
      element.pause();
      element.removeAttribute('src');
      element.load();
      texture.dispose();
    };
  }, [src, material, aspect, onShown, invalidate]);

  useEffect(() => {
    if (!video) return;
    if (playing) video.play().catch(() => undefined);
    else video.pause();
  }, [video, playing]);

  if (failed !== src) return null;
  return fallback ? (
    <ScreenImage src={fallback} title={title} {...props} />
  ) : (
    <ScreenPlaceholder kind="none" title={title} {...props} />
  );
}
