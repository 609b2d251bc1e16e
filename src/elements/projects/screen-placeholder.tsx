/**
 * The screen without a picture: the project's title on a tile, or the failed picture's
 * "Image unavailable" (drawn by placeholder-texture.ts).
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import {
  PLACEHOLDER_SIZE,
  placeholderTexture,
  type PlaceholderKind,
} from './placeholder-texture.ts';
import { showOnScreen, type ScreenPictureProps } from './screen-picture.ts';

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
    showOnScreen(texture, PLACEHOLDER_SIZE.width, PLACEHOLDER_SIZE.height, material, aspect);
    onShown(src ?? '', problem);
    invalidate();
    return () => texture.dispose();
  }, [kind, title, unavailable, src, problem, material, aspect, onShown, invalidate]);
  return null;
}
