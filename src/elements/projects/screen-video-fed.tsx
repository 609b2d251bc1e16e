/**
 * A video whose frames the page posts (useVideoFeed, then videoFeed in the stage): each frame
 * replaces the one before on the screen.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { SRGBColorSpace, VideoFrameTexture } from 'three';
import { videoFeed } from '../../three/runtime/video-feed.ts';
import { SCREEN_OFF, showOnScreen, type VideoSource } from './screen-picture.ts';

/**
 * The video's frames as the page posts them to the worker (videoFeed): each replaces the one
 * before on the screen, which is closed (a frame holds a decoder's buffer).
 */
export function FedScreenVideo({ src, material, aspect, onShown }: VideoSource) {
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
        showOnScreen(texture, frame.displayWidth, frame.displayHeight, material, aspect);
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
