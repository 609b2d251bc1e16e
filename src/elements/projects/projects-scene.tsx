import { OrbitControls } from '@react-three/drei';
import { useFrame, type ThreeElements } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useTextureSettled } from '../../three/assets.ts';
import { useLook } from '../../platform/look.tsx';
import { ContactShadow } from '../../three/ContactShadow.tsx';
import { STAGE_LOOKS } from '../../three/stage-look.ts';
import { DemoComputer } from './demo-computer.tsx';
import { ORBIT_TARGET, type CameraView } from './projects-camera.ts';

/** Look from a little above the display, never from below the desk or from straight above. */
const MIN_POLAR = Math.PI * 0.3;
const MAX_POLAR = Math.PI * 0.5;
/** Turn far enough to see the shell's profile, not so far that the screen leaves the view. */
const MAX_AZIMUTH = Math.PI * 0.3;
/** Idle float: a slow, small bob and sway, enough to feel alive beside still text. */
const FLOAT_HEIGHT = 0.06;
const FLOAT_PERIOD_S = 4;
const SWAY_RADIANS = 0.06;
/** The model faces +Z; a quarter turn to the left shows its depth from the start. */
const REST_YAW = -0.22;

export type ProjectsSceneProps = Omit<ThreeElements['group'], 'ref'> & {
  modelSrc: string;
  spotlight?: string | undefined;
  /** The project's title: what the screen shows without a picture. */
  title?: string;
  video?: string | undefined;
  /** The page plays the video and posts its frames (else the scene plays it itself). */
  videoFed?: boolean;
  /** What a picture that failed says on the screen, in the page's language. */
  unavailable?: string;
  /** Every project's screenshot, loaded up front so the screen changes without a wait. */
  preload?: readonly string[];
  reducedMotion?: boolean;
  /** The stage is on screen (videos pause when it is not). */
  active?: boolean;
  onScreen?: (src: string, problem?: string) => void;
  /** Called with the camera's distance to the orbit target and its azimuth (radians) whenever
   * the view changes. */
  onCameraChange?: (view: CameraView) => void;
};

function viewOf(orbit: OrbitControlsImpl): CameraView {
  return { distance: orbit.getDistance(), azimuth: orbit.getAzimuthalAngle() };
}

/** Loads a screenshot ahead; one that fails is its project's to show, when it is shown. */
function Preload({ url }: { url: string }) {
  useTextureSettled(url);
  return null;
}

/** The demo computer, its contact shadow and the drag-to-orbit controls (no zoom, no pan). */
export function ProjectsScene({
  modelSrc,
  spotlight,
  title,
  video,
  videoFed = false,
  unavailable = 'Image unavailable',
  preload = [],
  reducedMotion = false,
  active = true,
  onScreen,
  onCameraChange,
  ...props
}: ProjectsSceneProps) {
  const floatRef = useRef<Group>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const { shadow } = STAGE_LOOKS[useLook().tone];

  useFrame(({ clock }) => {
    const group = floatRef.current;
    if (!group || reducedMotion) return;
    const phase = (clock.elapsedTime / FLOAT_PERIOD_S) * Math.PI * 2;
    group.position.y = Math.sin(phase) * FLOAT_HEIGHT;
    group.rotation.y = REST_YAW + Math.sin(phase * 0.5) * SWAY_RADIANS;
  });

  // Reduced motion: the still rest pose, whatever the float had reached.
  useEffect(() => {
    const group = floatRef.current;
    if (!group || !reducedMotion) return;
    group.position.y = 0;
    group.rotation.y = REST_YAW;
  }, [reducedMotion]);

  useEffect(() => {
    const orbit = controls.current;
    if (!orbit) return;
    // Vertical swipes on a phone scroll the page; sideways drags still turn the computer.
    orbit.domElement?.style.setProperty('touch-action', 'pan-y');
    onCameraChange?.(viewOf(orbit));
  }, [onCameraChange]);

  return (
    <group {...props}>
      {preload.map((url) => (
        <Preload key={url} url={url} />
      ))}
      <group ref={floatRef} rotation-y={REST_YAW}>
        <DemoComputer
          src={modelSrc}
          spotlight={spotlight}
          title={title ?? ''}
          video={video}
          videoFed={videoFed}
          unavailable={unavailable}
          playing={active && !reducedMotion}
          onScreen={onScreen}
        />
      </group>
      <ContactShadow
        position={[0, -0.01, 0.3]}
        scale={[9, 9]}
        far={1.6}
        blur={2.2}
        opacity={shadow.opacity}
        resolution={512}
        frames={1}
        color={shadow.color}
      />
      <OrbitControls
        ref={controls}
        target={ORBIT_TARGET}
        enableZoom={false}
        enablePan={false}
        enableDamping={!reducedMotion}
        minPolarAngle={MIN_POLAR}
        maxPolarAngle={MAX_POLAR}
        minAzimuthAngle={-MAX_AZIMUTH}
        maxAzimuthAngle={MAX_AZIMUTH}
        onChange={(event) => {
          const orbit = event?.target as OrbitControlsImpl | undefined;
          if (orbit) onCameraChange?.(viewOf(orbit));
        }}
      />
    </group>
  );
}
