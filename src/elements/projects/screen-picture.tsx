import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useState } from 'react';
import {
  SRGBColorSpace,
  VideoFrameTexture,
  VideoTexture,
  type MeshBasicMaterial,
  type Texture,
} from 'three';
import { useTextureSettled } from '../../three/assets.ts';
import { coverFit } from '../../three/screen-fit.ts';
import { videoFeed } from '../../three/runtime/video-feed.ts';
import {
  PLACEHOLDER_SIZE,
  placeholderTexture,
  type PlaceholderKind,
} from './screen-placeholder.ts';

/** What the display shows before its first picture arrives: a switched-off panel. */
export const SCREEN_OFF = '#0b1018';

export interface ScreenPictureProps {
  /** The screen's own material: its map is what the display shows. */
  material: MeshBasicMaterial;
  /** Width / height of the display, so pictures of any shape cover it without stretching. */
  aspect: number;
  /**
   * Called with the URL once it is on the screen ('' for a project with none), and with why
   * when its placeholder is shown instead.
   */
  onShown: (src: string, problem?: string) => void;
  /** What a picture that failed says, in the page's language. */
  unavailable: string;
}

/** Puts `texture` on the screen, cropped to cover it. */
function show(
  texture: Texture,
  width: number,
  height: number,
  material: MeshBasicMaterial,
  aspect: number,
) {
  const fit = coverFit(width / height, aspect);
  // glTF UVs put v = 0 at the top, so pictures are not flipped on upload.
  texture.flipY = false;
  texture.repeat.set(...fit.repeat);
  texture.offset.set(...fit.offset);
  texture.needsUpdate = true;
  material.map = texture;
  material.color.set('#ffffff');
  material.needsUpdate = true;
}

/**
 * A picture on a screen (a project's screenshot, the hero's photo). Loaded through the stage's
 * tracker, so it counts in progress; one that fails shows the "Image unavailable" placeholder
 * and says why, the stage unharmed.
 */
export function ScreenImage({
  src,
  title,
  material,
  aspect,
  onShown,
  unavailable,
}: ScreenPictureProps & { src: string; title: string }) {
  const loaded = useTextureSettled(src);
  const invalidate = useThree((state) => state.invalidate);
  // A layout effect: the picture is on the screen's material when the stage precompiles.
  useLayoutEffect(() => {
    if (!loaded.ok) return;
    // The loaded texture is shared by URL; this screen's crop lives on its own copy.
    const texture = loaded.value.clone();
    const image = loaded.value.image as { width: number; height: number };
    show(texture, image.width, image.height, material, aspect);
    onShown(src);
    invalidate();
    return () => texture.dispose();
  }, [loaded, src, material, aspect, onShown, invalidate]);
  if (!loaded.ok) {
    return (
      <ScreenPlaceholder
        kind="failed"
        title={title}
        src={src}
        problem={loaded.error.message}
        material={material}
        aspect={aspect}
        onShown={onShown}
        unavailable={unavailable}
      />
    );
  }
  return null;
}

export interface ScreenPlaceholderProps extends ScreenPictureProps {
  kind: PlaceholderKind;
  /** The project's title, written on the placeholder. */
  title: string;
  /** The picture it stands for, if any, and why it is not shown. */
  src?: string | undefined;
  problem?: string | undefined;
}

/** The screen without a picture: the project's title, or the failed picture's placeholder. */
export function ScreenPlaceholder({
  kind,
  title,
  src,
  problem,
  material,
  aspect,
  onShown,
  unavailable,
}: ScreenPlaceholderProps) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const texture = placeholderTexture(kind, title, unavailable);
    show(texture, PLACEHOLDER_SIZE.width, PLACEHOLDER_SIZE.height, material, aspect);
    onShown(src ?? '', problem);
    invalidate();
    return () => texture.dispose();
  }, [kind, title, unavailable, src, problem, material, aspect, onShown, invalidate]);
  return null;
}

export interface ScreenVideoProps extends ScreenPictureProps {
  src: string;
  /**
   * The page plays the video and posts its frames (a worker has no `<video>`, and the page's
   * thread takes the same path); where the page cannot (no `VideoFrame`), the stage is drawn on
   * the page's thread, which plays it itself.
   */
  fed: boolean;
  /** Shown instead when the video cannot play: the spotlight, or the title's placeholder. */
  fallback: string | undefined;
  title: string;
  /** Play only while the stage is on screen and motion is welcome. */
  playing: boolean;
}

/**
 * A looping, muted video on the screen; the spotlight replaces it if it fails to load. The page
 * plays it and posts its frames (useVideoFeed), or, where it cannot, it plays here.
 */
export function ScreenVideo({ fed, ...props }: ScreenVideoProps) {
  return fed ? <FedScreenVideo {...props} /> : <PlayedVideo {...props} />;
}

type VideoSource = Omit<ScreenVideoProps, 'fed'>;

/** The video played here, on the page's thread. */
function PlayedVideo({ src, fallback, title, playing, ...props }: VideoSource) {
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
      show(texture, element.videoWidth, element.videoHeight, material, aspect);
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

/**
 * The video's frames as the page posts them to the worker (videoFeed): each replaces the one
 * before on the screen, which is closed (a frame holds a decoder's buffer).
 */
function FedScreenVideo({ src, material, aspect, onShown }: VideoSource) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const texture = new VideoFrameTexture();
    texture.colorSpace = SRGBColorSpace;
    let shown: VideoFrame | null = null;
    const stop = videoFeed.listen(src, (frame) => {
      const first = !shown;
      shown?.close();
      shown = frame;
      texture.setFrame(frame);
      if (first) {
        show(texture, frame.displayWidth, frame.displayHeight, material, aspect);
        onShown(src);
      }
      invalidate();
    });
    return () => {
      stop();
      // Its last frame is closed: the screen is off until the next picture is on it.
      if (material.map === texture) {
        material.map = null;
        material.color.set(SCREEN_OFF);
        material.needsUpdate = true;
      }
      shown?.close();
      texture.dispose();
    };
  }, [src, material, aspect, onShown, invalidate]);
  return null;
}
