import type { ThreeElements } from '@react-three/fiber';
import { Suspense, useEffect, useMemo } from 'react';
import {
  Mesh,
  MeshBasicMaterial,
  Vector3,
  type BufferAttribute,
  type InterleavedBufferAttribute,
  type Material,
  type Object3D,
} from 'three';
import { useGltf } from '../../three/assets.ts';
import { uvAspect } from '../../three/screen-fit.ts';
import { ScreenImage } from './screen-image.tsx';
import { SCREEN_OFF } from './screen-picture.ts';
import { ScreenPlaceholder } from './screen-placeholder.tsx';
import { ScreenVideo } from './screen-video.tsx';

/** Name of the display mesh (or of its material) in the default model and in an owner's own. */
export const SCREEN_NAME = 'screen';

export type DemoComputerProps = Omit<ThreeElements['group'], 'ref'> & {
  /** URL of the computer model (glTF/GLB). */
  src: string;
  /** The current project's screenshot; without one, its title shows on the screen. */
  spotlight?: string | undefined;
  /** The current project's title, for the screen's placeholder. */
  title?: string;
  /** A video to show instead of the screenshot. */
  video?: string | undefined;
  /** The page plays the video and posts its frames (else it is played here). */
  videoFed?: boolean;
  /** What a picture that failed says on the screen, in the page's language. */
  unavailable: string;
  /** Videos play only while this is true (on screen, motion welcome). */
  playing?: boolean;
  /** Called with the URL now on the screen, and why when its placeholder shows instead. */
  onScreen?: (src: string, problem?: string) => void;
};

function isScreen(object: Object3D): object is Mesh {
  if (!(object instanceof Mesh)) return false;
  const material = object.material as Material | Material[];
  const names = Array.isArray(material) ? material.map((m) => m.name) : [material.name];
  return object.name === SCREEN_NAME || names.includes(SCREEN_NAME);
}

function findScreen(root: Object3D): Mesh | null {
  let found: Mesh | null = null;
  root.traverse((object) => {
    if (!found && isScreen(object)) found = object;
  });
  return found;
}

/** Plain numbers: a compressed model stores quantized, normalized integers. */
function values(attribute: BufferAttribute | InterleavedBufferAttribute): number[] {
  const out: number[] = [];
  for (let i = 0; i < attribute.count; i++) {
    for (let c = 0; c < attribute.itemSize; c++) out.push(attribute.getComponent(i, c));
  }
  return out;
}

/**
 * The display's width / height. Positions go through the mesh's own transform, which is where
 * quantization puts the scale that turns its integers back into lengths.
 */
function measure(screen: Mesh): number {
  const { geometry } = screen;
  const uv = geometry.getAttribute('uv');
  if (!uv) return 1;
  screen.updateMatrix();
  const position = geometry.getAttribute('position');
  const point = new Vector3();
  const positions: number[] = [];
  for (let i = 0; i < position.count; i++) {
    point.fromBufferAttribute(position, i).applyMatrix4(screen.matrix);
    positions.push(point.x, point.y, point.z);
  }
  const index = geometry.index ? Array.from(geometry.index.array) : null;
  return uvAspect(positions, values(uv), index);
}

const ignore = () => undefined;

/**
 * The demo computer with a project on its screen. The model is cloned (the loaded one is shared
 * by URL) and its `screen` mesh gets an unlit material, so the picture shows its true colours
 * under any light, as a lit display does.
 */
export function DemoComputer({
  src,
  spotlight,
  video,
  videoFed = false,
  unavailable,
  title = '',
  playing = true,
  onScreen = ignore,
  ...props
}: DemoComputerProps) {
  const gltf = useGltf(src);
  const { scene, screen } = useMemo(() => {
    const clone = gltf.scene.clone(true);
    return { scene: clone, screen: findScreen(clone) };
  }, [gltf]);
  const aspect = useMemo(() => (screen ? measure(screen) : 1), [screen]);
  const material = useMemo(
    () => new MeshBasicMaterial({ name: SCREEN_NAME, color: SCREEN_OFF, toneMapped: false }),
    [],
  );

  useEffect(() => {
    if (!screen) {
      console.warn(`portfolio-projects: ${src} has no mesh named "${SCREEN_NAME}"`);
      return;
    }
    const original = screen.material;
    screen.material = material;
    return () => {
      screen.material = original;
    };
  }, [screen, material, src]);

  useEffect(() => () => material.dispose(), [material]);

  const picture = { material, aspect, onShown: onScreen, unavailable };
  return (
    <group {...props}>
      <primitive object={scene} />
      {screen && (
        <Suspense fallback={null}>
          {video ? (
            <ScreenVideo
              src={video}
              fed={videoFed}
              fallback={spotlight}
              title={title}
              playing={playing}
              {...picture}
            />
          ) : spotlight ? (
            <ScreenImage src={spotlight} title={title} {...picture} />
          ) : (
            <ScreenPlaceholder kind="none" title={title} {...picture} />
          )}
        </Suspense>
      )}
    </group>
  );
}
