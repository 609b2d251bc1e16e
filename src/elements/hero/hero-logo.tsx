import { useFrame, type ThreeElements } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { bobOffset, spinTurns, type SpinEase } from './motion.ts';
import { useLogoModel } from './use-logo-model.ts';

export type LogoMotion =
  | { kind: 'still' }
  | { kind: 'bob'; amplitude: number; halfPeriod: number }
  | {
      kind: 'spin';
      cycle: number;
      repeatDelay?: number;
      ease?: SpinEase;
      /** Axes the spin turns about (x, y), each a full turn per cycle when 1. */
      axes?: [number, number];
      /** Spin the other way from the first time the pointer enters the logo. */
      reverseOnEnter?: boolean;
    };

export type HeroLogoProps = ThreeElements['group'] & {
  /** A simple-icons slug: the defaults' built models, any other icon extruded in the page. */
  slug: string;
  motion: LogoMotion;
  reducedMotion?: boolean;
};

const TURN = Math.PI * 2;

/**
 * A floating technology logo: loads (or makes) its model and moves as `motion` says, mutating its own
 * group in the render loop. Under reduced motion it holds its resting pose.
 */
export function HeroLogo({ slug, motion, reducedMotion = false, ...props }: HeroLogoProps) {
  const template = useLogoModel(slug);
  const model = useMemo(() => template.clone(true), [template]);
  const moving = useRef<Group>(null);
  // Spin direction: -1 until the pointer first enters, then +1 for good.
  const direction = useRef(-1);
  const started = useRef<number | null>(null);
  const lastTurns = useRef<number | null>(null);

  useFrame(({ clock }) => {
    const group = moving.current;
    if (!group || reducedMotion || motion.kind === 'still') return;
    started.current ??= clock.elapsedTime;
    const t = clock.elapsedTime - started.current;
    if (motion.kind === 'bob') {
      group.position.y = bobOffset(t, motion.amplitude, motion.halfPeriod);
      return;
    }
    const { cycle, repeatDelay = 0, ease = 'linear', axes = [0, 1] } = motion;
    const turns = spinTurns(t, cycle, repeatDelay, ease);
    // Adding each frame's share of the turn lets the direction flip without a jump.
    const delta = (turns - (lastTurns.current ?? turns)) * TURN * direction.current;
    lastTurns.current = turns;
    group.rotation.x += delta * axes[0];
    group.rotation.y += delta * axes[1];
  });

  const reverses = motion.kind === 'spin' && motion.reverseOnEnter === true;
  return (
    <group {...props}>
      <group
        ref={moving}
        onPointerEnter={
          reverses
            ? (event) => {
                event.stopPropagation();
                direction.current = 1;
              }
            : undefined
        }
      >
        <primitive object={model} />
      </group>
    </group>
  );
}
