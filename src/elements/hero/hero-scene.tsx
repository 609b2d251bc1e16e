import { useThree } from '@react-three/fiber';
import {
  JS_LOGO_REPEAT_DELAY_S,
  JS_LOGO_SPIN_S,
  PYTHON_LOGO_SPIN_S,
  REACT_LOGO_BOB_S,
  REACT_LOGO_BOB_UNITS,
} from '../../lib/constants.ts';
import { useLook } from '../../platform/look.tsx';
import { ContactShadow } from '../../three/ContactShadow.tsx';
import { STAGE_LOOKS } from '../../three/stage-look.ts';
import { HeroDesk } from './hero-desk.tsx';
import { HeroLogo, type LogoMotion } from './hero-logo.tsx';
import { HeroRig } from './hero-rig.tsx';
import {
  DESK_ROTATION,
  DESK_UNITS_PER_METRE,
  fitScale,
  heroLayout,
  type LogoId,
  type Vec3,
} from './layout.ts';

export interface HeroSceneProps {
  /** The desk model (the default desk.glb or the owner's own). */
  deskUrl: string;
  photoUrl?: string | undefined;
  /** Told when the photo is on the desk's screen, and why when its placeholder is instead. */
  onPhoto?: ((src: string, problem?: string) => void) | undefined;
  /** What a photo that failed says on the screen, in the page's language. */
  unavailable?: string;
  /** Up to four simple-icons slugs, placed in the slots the default logos fill. */
  logos: readonly string[];
  reducedMotion?: boolean;
}

const MOTIONS: Record<LogoId, LogoMotion> = {
  react: { kind: 'bob', amplitude: REACT_LOGO_BOB_UNITS, halfPeriod: REACT_LOGO_BOB_S },
  python: { kind: 'spin', cycle: PYTHON_LOGO_SPIN_S, reverseOnEnter: true },
  javascript: {
    kind: 'spin',
    cycle: JS_LOGO_SPIN_S,
    repeatDelay: JS_LOGO_REPEAT_DELAY_S,
    ease: 'in-out',
    axes: [1, 1],
    reverseOnEnter: true,
  },
  git: { kind: 'still' },
};

/** Resting poses: turned a little toward the middle, so the still scene (and reduced motion) reads. */
const POSES: Record<LogoId, Vec3> = {
  react: [0.15, -0.35, 0.08],
  python: [0.1, 0.45, 0],
  javascript: [0.25, -0.5, 0.08],
  git: [0.1, 0.4, -0.12],
};

/**
 * The desk never moves relative to its shadow, so the shadow is drawn for the first frames only
 * (a few, not one: the first frames can run before the suspended scene is shown), then kept.
 */
const SHADOW_FRAMES = 12;

/**
 * The contact shadow in desk metres: a plane over the desk's footprint, just above the floor,
 * seeing only below the desk top (0.7 m), so the leg and the pedestal cast it and the top
 * does not lay a flat dark rectangle over the whole plinth.
 */
const SHADOW = { width: 2.4, depth: 1.6, lift: 0.002, far: 0.6 } as const;

/**
 * Where an owner's logos go, in order: each slot is named for the default logo that fills it
 * and keeps that logo's place, pose and motion (the first bobs, the third rests).
 */
const SLOTS: LogoId[] = ['react', 'python', 'git', 'javascript'];

/** Scales a point about the origin (the fit to narrow canvases). */
function times(v: Vec3, f: number): Vec3 {
  return [v[0] * f, v[1] * f, v[2] * f];
}

/**
 * The desk on its soft shadow, with up to four logos floating around it. Sizes are applied to
 * each piece, never through a scaled parent: three leaves scale out of a camera's view matrix,
 * so the contact shadow's camera would see a 1/scale-sized frustum inside one.
 */
export function HeroScene({
  deskUrl,
  photoUrl,
  onPhoto,
  unavailable,
  logos,
  reducedMotion = false,
}: HeroSceneProps) {
  const size = useThree((state) => state.size);
  const layout = heroLayout(size.width);
  const fit = fitScale(layout, size.width / Math.max(1, size.height));
  const deskScale = layout.deskScale * DESK_UNITS_PER_METRE * fit;
  const { shadow } = STAGE_LOOKS[useLook().tone];

  return (
    <HeroRig tilt={layout.tilt} reducedMotion={reducedMotion}>
      <group position={times(layout.deskPosition, fit)} rotation={DESK_ROTATION}>
        <HeroDesk
          url={deskUrl}
          photoUrl={photoUrl}
          onPhoto={onPhoto}
          {...(unavailable ? { unavailable } : {})}
          scale={deskScale}
        />
        <ContactShadow
          position={[0, SHADOW.lift * deskScale, 0]}
          scale={[SHADOW.width * deskScale, SHADOW.depth * deskScale]}
          far={SHADOW.far * deskScale}
          blur={3}
          opacity={0.75 * shadow.opacity}
          resolution={256}
          frames={SHADOW_FRAMES}
          color={shadow.color}
        />
      </group>
      {logos.slice(0, SLOTS.length).map((slug, i) => {
        const slot = SLOTS[i]!;
        const { position, scale } = layout.logos[slot];
        return (
          <HeroLogo
            key={slug}
            name={slug}
            slug={slug}
            motion={MOTIONS[slot]}
            reducedMotion={reducedMotion}
            position={times(position, fit)}
            rotation={POSES[slot]}
            scale={scale * fit}
          />
        );
      })}
    </HeroRig>
  );
}
