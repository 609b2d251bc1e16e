import type { Tone } from '../platform/look.tsx';

/**
 * The shared 3D stages' look per theme (hero desk, demo computer, character): the light theme
 * is a warm, bright studio with softer, browner shadows, not the dark stage with the lights up.
 */
export interface StageLook {
  ambient: number;
  /** The sky-and-floor fill that stands in for the room light in software WebGL. */
  fill: { sky: string; ground: string; intensity: number };
  key: { color: string; scale: number };
  rim: { color: string; scale: number };
  /** Contact shadows: their colour, and a factor on each stage's own opacity. */
  shadow: { color: string; opacity: number };
  /** The colour of a model's floor (a mesh named `floor`, the hero's plinth); null keeps its own. */
  floor: string | null;
}

export const STAGE_LOOKS: Record<Tone, StageLook> = {
  dark: {
    ambient: 0.12,
    fill: { sky: '#e8eeff', ground: '#3a3640', intensity: 2.2 },
    key: { color: '#ffe1c2', scale: 1 },
    rim: { color: '#9ccaff', scale: 1 },
    shadow: { color: '#000000', opacity: 1 },
    floor: null,
  },
  light: {
    ambient: 0.55,
    fill: { sky: '#fffaf2', ground: '#d8cbb8', intensity: 2.6 },
    key: { color: '#fff0dc', scale: 1.1 },
    rim: { color: '#cfe4ff', scale: 0.7 },
    shadow: { color: '#3d2a18', opacity: 0.7 },
    floor: '#e2d6c5',
  },
};
