/**
 * What every picture on a screen shares (the projects' computer, the hero's desk): the props
 * each kind is given (an image, its placeholder, a video), the colour of a screen showing none,
 * and putting a texture on the screen's material, cropped to cover it.
 */
import type { MeshBasicMaterial, Texture } from 'three';
import { coverFit } from '../../three/screen-fit.ts';

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

/** A video on the screen, wherever it plays (screen-video.tsx picks). */
export interface VideoSource extends ScreenPictureProps {
  src: string;
  /** Shown instead when the video cannot play: the spotlight, or the title's placeholder. */
  fallback: string | undefined;
  title: string;
  /** Play only while the stage is on screen and motion is welcome. */
  playing: boolean;
}

/** Puts `texture` on the screen, cropped to cover it. */
export function showOnScreen(
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
