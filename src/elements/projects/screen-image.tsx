/**
 * A picture on a screen, loaded through the stage's tracker; where it fails, the placeholder
 * that says so.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { useTextureSettled } from '../../three/assets.ts';
import { showOnScreen, type ScreenPictureProps } from './screen-picture.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

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
    showOnScreen(texture, image.width, image.height, material, aspect);
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
