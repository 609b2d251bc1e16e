import type { ThreeElements } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { Box3, Mesh, MeshBasicMaterial, MeshStandardMaterial, Vector3, type Object3D } from 'three';
import { useLook } from '../../platform/look.tsx';
import { useGltf } from '../../three/assets.ts';
import { STAGE_LOOKS } from '../../three/stage-look.ts';
import { ScreenImage } from '../projects/screen-image.tsx';

/** The mesh (or node above it) an owner's desk model names for the photo, as ours does. */
export const SCREEN_NAME = 'screen';
/** The mesh a desk model names for the floor it stands on (ours: the plinth). */
const FLOOR_NAME = 'floor';

/** Gives the model's floor the theme's colour (a light studio floor), on a copy of its material. */
function useFloorColor(model: Object3D, color: string | null): void {
  useLayoutEffect(() => {
    const floor = model.getObjectByName(FLOOR_NAME);
    if (!color || !(floor instanceof Mesh) || !(floor.material instanceof MeshStandardMaterial)) {
      return;
    }
    const original = floor.material;
    const material = original.clone();
    material.color.set(color);
    floor.material = material;
    return () => {
      floor.material = original;
      material.dispose();
    };
  }, [model, color]);
}

type OnShown = (src: string, problem?: string) => void;

export type HeroDeskProps = ThreeElements['group'] & {
  url: string;
  /** Shown on the screen; the model's own screen material stays without one. */
  photoUrl?: string | undefined;
  /** Told the photo's URL once it is on the screen, and why when its placeholder is instead. */
  onPhoto?: OnShown | undefined;
  /** What a photo that failed says on the screen, in the page's language. */
  unavailable?: string;
};

function findScreen(root: Object3D): Mesh | null {
  const named = root.getObjectByName(SCREEN_NAME);
  let found: Mesh | null = null;
  named?.traverse((object) => {
    if (!found && object instanceof Mesh) found = object;
  });
  return found;
}

/** Width over height of the screen's face: its two largest extents. */
function screenAspect(mesh: Mesh): number {
  mesh.geometry.computeBoundingBox();
  const size = (mesh.geometry.boundingBox ?? new Box3()).getSize(new Vector3());
  const [w, h] = [size.x, size.y, size.z].sort((a, b) => b - a);
  return w! > 0 && h! > 0 ? w! / h! : 1;
}

/**
 * Puts the photo on the screen as a lit display (unlit, not tone-mapped, cropped to cover), as
 * the projects' computer shows a screenshot; a photo that fails shows the same placeholder, and
 * the rest of the desk stays.
 */
function ScreenPhoto({
  screen,
  url,
  onShown,
  unavailable,
}: {
  screen: Mesh;
  url: string;
  onShown: OnShown;
  unavailable: string;
}) {
  const material = useMemo(() => new MeshBasicMaterial({ toneMapped: false }), []);
  // A layout effect, so the photo's material is in place when the section precompiles.
  useLayoutEffect(() => {
    const original = screen.material;
    screen.material = material;
    return () => {
      screen.material = original;
      material.dispose();
    };
  }, [screen, material]);
  return (
    <ScreenImage
      src={url}
      title=""
      material={material}
      aspect={screenAspect(screen)}
      onShown={onShown}
      unavailable={unavailable}
    />
  );
}

/** The desk workspace model, with the owner's photo on its computer's screen. */
export function HeroDesk({
  url,
  photoUrl,
  onPhoto = ignore,
  unavailable = 'Image unavailable',
  ...props
}: HeroDeskProps) {
  const gltf = useGltf(url);
  const model = useMemo(() => gltf.scene.clone(true), [gltf]);
  const screen = useMemo(() => findScreen(model), [model]);
  useFloorColor(model, STAGE_LOOKS[useLook().tone].floor);
  return (
    <group {...props}>
      <primitive object={model} />
      {screen && photoUrl && (
        <ScreenPhoto screen={screen} url={photoUrl} onShown={onPhoto} unavailable={unavailable} />
      )}
    </group>
  );
}

function ignore(): void {}
