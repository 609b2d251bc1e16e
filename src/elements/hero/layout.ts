import {
  BREAKPOINT_MOBILE,
  BREAKPOINT_SMALL,
  DESK_SCALE_LARGE,
  DESK_SCALE_MEDIUM,
  DESK_SCALE_SMALL,
} from '../../lib/constants.ts';

/**
 * Where the hero's 3D pieces sit at each breakpoint. Pure: the scene passes the canvas width
 * in, the tests check every breakpoint's numbers without a browser.
 */

export type Vec3 = [number, number, number];
export type Breakpoint = 'small' | 'medium' | 'large';
export type LogoId = 'react' | 'python' | 'git' | 'javascript';

/**
 * The desk model is in metres (glTF's unit); the spec's desk scales (1.5 / 2 / 3) are relative
 * sizes in a scene seen from 30 units away, where a 3x desk should fill about four fifths of
 * the stage's height on a laptop.
 */
export const DESK_UNITS_PER_METRE = 4;

/** Vertical field of view of the hero camera, in degrees. */
export const HERO_FOV = 45;

export interface LogoPlacement {
  position: Vec3;
  scale: number;
}

export interface HeroLayout {
  breakpoint: Breakpoint;
  /** The spec's desk scale for this breakpoint. */
  deskScale: number;
  deskPosition: Vec3;
  logos: Record<LogoId, LogoPlacement>;
  /** Narrowest width/height the composition fits at full size (see fitScale). */
  minAspect: number;
  /** Whether the scene tilts to follow the pointer (not on phones and tablets). */
  tilt: boolean;
}

/** The desk turned a little away and tipped forward, so its top and the screen both read. */
export const DESK_ROTATION: Vec3 = [0.2, -0.38, 0];

export function breakpointOf(width: number): Breakpoint {
  if (width <= BREAKPOINT_SMALL) return 'small';
  if (width <= BREAKPOINT_MOBILE) return 'medium';
  return 'large';
}

const LAYOUTS: Record<Breakpoint, Omit<HeroLayout, 'breakpoint' | 'tilt'>> = {
  small: {
    deskScale: DESK_SCALE_SMALL,
    deskPosition: [0.1, -3, 0],
    minAspect: 0.7,
    logos: {
      react: { position: [6.3, 7, 0], scale: 2.8 },
      git: { position: [-6.4, 7.4, 0], scale: 2.6 },
      python: { position: [-6.5, -6.8, 1], scale: 2.8 },
      javascript: { position: [6.7, -6.4, 1], scale: 2.6 },
    },
  },
  medium: {
    deskScale: DESK_SCALE_MEDIUM,
    deskPosition: [0.2, -3.9, 0],
    minAspect: 1.02,
    logos: {
      react: { position: [9.6, 7.6, 0], scale: 3.2 },
      git: { position: [-9.6, 8.2, 0], scale: 3 },
      python: { position: [-9.8, -7.8, 1], scale: 3.2 },
      javascript: { position: [10, -7.4, 1], scale: 3 },
    },
  },
  large: {
    deskScale: DESK_SCALE_LARGE,
    deskPosition: [0.4, -5.8, 0],
    minAspect: 1.55,
    logos: {
      react: { position: [15.5, 5.4, 0], scale: 3.6 },
      git: { position: [-15.5, 6, 0], scale: 3.3 },
      python: { position: [-14, -4.4, 2], scale: 3.6 },
      javascript: { position: [14.6, -4, 2], scale: 3.3 },
    },
  },
};

export function heroLayout(width: number): HeroLayout {
  const breakpoint = breakpointOf(width);
  return { breakpoint, ...LAYOUTS[breakpoint], tilt: breakpoint === 'large' };
}

/**
 * How much the whole scene shrinks in a canvas narrower than its breakpoint was composed for
 * (a 1024x1366 tablet is "large" but portrait): the camera's field of view is vertical, so
 * the frame loses width, and the scene follows it down to keep the same margins.
 */
export function fitScale(layout: HeroLayout, aspect: number): number {
  if (!(aspect > 0)) return 1;
  return Math.min(1, aspect / layout.minAspect);
}
