import { useFrame, useThree, type ThreeElements } from '@react-three/fiber';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { type AnimationClip, Box3, type Group, type Mesh, type Object3D, Vector3 } from 'three';
import type { GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { clone } from 'three/examples/jsm/utils/SkeletonUtils.js';
import type { CharacterLook } from '../../content/types.ts';
import { CHARACTER_ANIMATION_FADE_S } from '../../lib/constants.ts';
import { useGltf } from '../../three/assets.ts';
import { applyLook } from './character-look.ts';
import { CharacterPlayer, pickClips } from './character-player.ts';
import { CharacterShadow } from './character-shadow.tsx';
import type { CharacterAnimation } from './work-animation.ts';

/** Every character is scaled to this height (scene units) with its feet on y = 0. */
export const CHARACTER_HEIGHT = 1.52;
/** Turned a little toward the job list beside the stage. */
const FACING_YAW = 0.32;
/** Frames can be long after a tab switch: never jump the clips further than this. */
const MAX_FRAME_S = 0.25;
/** The generated model's default look: short hair, no glasses, its own colours. */
const NO_LOOK: CharacterLook = {};

export interface ClipFiles {
  idle: string;
  salute: string;
  clapping: string;
  victory: string;
}

export type WorkSceneProps = Omit<ThreeElements['group'], 'ref'> & {
  /** The character model (glTF/GLB with a skinned rig). */
  modelSrc: string;
  /** Separate clip files; omitted for an owner's model, whose clips travel inside it. */
  clipFiles?: ClipFiles | undefined;
  /** Colours, hair style and glasses of the generated model; an owner's model ignores it. */
  look?: CharacterLook | undefined;
  animation: CharacterAnimation;
  reducedMotion?: boolean;
  /** Called with the clip that actually plays after each change (idle for a missing one). */
  onAnimation?: (name: string) => void;
};

/** Starts a download early, so the model and clip files load in parallel, not in turn. */
function Prefetch({ url }: { url: string }) {
  useGltf(url);
  return null;
}

interface CharacterProps {
  model: GLTF;
  clips: readonly AnimationClip[];
  animation: CharacterAnimation;
  reducedMotion: boolean;
  onAnimation?: ((name: string) => void) | undefined;
  /** Applied to the generated model only (it names its materials and optional parts). */
  look?: CharacterLook | undefined;
}

/** Scale and lift that make `object` CHARACTER_HEIGHT tall, standing on the floor. */
function fit(object: Object3D): { scale: number; lift: number } {
  object.updateMatrixWorld(true);
  const box = new Box3().setFromObject(object);
  const height = box.max.y - box.min.y;
  const scale = height > 0 ? CHARACTER_HEIGHT / height : 1;
  return { scale, lift: -box.min.y * scale };
}

function Character({ model, clips, animation, reducedMotion, onAnimation, look }: CharacterProps) {
  const invalidate = useThree((state) => state.invalidate);
  // A skinned clone: the cached GLTF may be on another stage of the page at the same time.
  const scene = useMemo(() => {
    const copy = clone(model.scene);
    copy.traverse((node) => {
      if ((node as Mesh).isMesh) node.frustumCulled = false;
    });
    return copy;
  }, [model]);
  // Dresses the clone (its own material copies, the chosen parts shown); undone on change.
  const disposeLook = useMemo(() => (look ? applyLook(scene, look) : null), [scene, look]);
  const placement = useMemo(() => fit(scene), [scene]);
  const player = useMemo(
    () => new CharacterPlayer(scene, pickClips([...model.animations, ...clips])),
    [scene, model, clips],
  );
  const hips = useMemo(() => scene.getObjectByName('hips') ?? null, [scene]);
  const rest = useRef<number | null>(null);
  const shadow = useRef<Group>(null);

  useEffect(() => () => player.dispose(), [player]);
  useEffect(() => {
    invalidate();
    return () => disposeLook?.();
  }, [disposeLook, invalidate]);

  useEffect(() => {
    const playing = player.play(animation, CHARACTER_ANIMATION_FADE_S, reducedMotion);
    onAnimation?.(playing ?? 'none');
    invalidate();
  }, [player, animation, reducedMotion, onAnimation, invalidate]);

  useFrame((_, delta) => {
    if (reducedMotion) return;
    player.update(Math.min(delta, MAX_FRAME_S));
    // The contact shadow shrinks and fades as the character leaves the floor.
    if (hips && shadow.current) {
      const height = hips.getWorldPosition(new Vector3()).y;
      rest.current ??= height;
      const lift = Math.max(0, height - rest.current);
      shadow.current.scale.setScalar(1 - Math.min(0.5, lift * 2));
    }
  });

  return (
    <group rotation-y={FACING_YAW}>
      <primitive object={scene} scale={placement.scale} position-y={placement.lift} />
      <group ref={shadow}>
        <CharacterShadow />
      </group>
    </group>
  );
}

function DefaultCharacter({
  modelSrc,
  clipFiles,
  look = NO_LOOK,
  ...props
}: WorkSceneProps & { clipFiles: ClipFiles }) {
  const model = useGltf(modelSrc);
  const idle = useGltf(clipFiles.idle);
  const salute = useGltf(clipFiles.salute);
  const clapping = useGltf(clipFiles.clapping);
  const victory = useGltf(clipFiles.victory);
  const clips = useMemo(
    () => [idle, salute, clapping, victory].flatMap((file) => file.animations),
    [idle, salute, clapping, victory],
  );
  return <Character model={model} clips={clips} reducedMotion={false} look={look} {...props} />;
}

function OwnCharacter({ modelSrc, ...props }: WorkSceneProps) {
  const model = useGltf(modelSrc);
  return <Character model={model} clips={[]} reducedMotion={false} {...props} />;
}

/**
 * The work section's 3D content: the character standing on a soft shadow, playing the
 * animation the job list asks for through an AnimationMixer.
 */
export function WorkScene({
  modelSrc,
  clipFiles,
  animation,
  reducedMotion = false,
  onAnimation,
  look,
  ...props
}: WorkSceneProps) {
  const urls = [modelSrc, ...(clipFiles ? Object.values(clipFiles) : [])];
  const shared = { modelSrc, animation, reducedMotion, onAnimation };
  return (
    <group {...props}>
      {urls.map((url) => (
        <Suspense key={url} fallback={null}>
          <Prefetch url={url} />
        </Suspense>
      ))}
      {clipFiles ? (
        <DefaultCharacter {...shared} clipFiles={clipFiles} look={look} />
      ) : (
        <OwnCharacter {...shared} />
      )}
    </group>
  );
}
