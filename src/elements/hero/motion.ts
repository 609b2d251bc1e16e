/**
 * The hero's motion as pure functions of time, so the render loop only reads them and tests
 * can check them without a clock.
 */

/**
 * Moves `current` toward `target`, frame-rate independent: after `smoothTime` seconds about
 * 63% of the distance is covered, whatever the frame rate. Never overshoots.
 */
export function approach(current: number, target: number, smoothTime: number, dt: number): number {
  if (smoothTime <= 0) return target;
  return target + (current - target) * Math.exp(-dt / smoothTime);
}

function easeInOutSine(t: number): number {
  return (1 - Math.cos(Math.PI * t)) / 2;
}

/** Height above the rest position: up `amplitude` over `halfPeriod` seconds, down again, forever. */
export function bobOffset(t: number, amplitude: number, halfPeriod: number): number {
  const phase = (t / halfPeriod) % 2;
  const p = phase <= 1 ? phase : 2 - phase;
  return amplitude * easeInOutSine(p);
}

export type SpinEase = 'linear' | 'in-out';

/**
 * Turns completed by `t`: one turn per `cycle` seconds, then still for `repeatDelay` seconds.
 * Never decreases, so a loop can add the difference between two frames in either direction.
 */
export function spinTurns(
  t: number,
  cycle: number,
  repeatDelay = 0,
  ease: SpinEase = 'linear',
): number {
  const period = cycle + repeatDelay;
  const done = Math.floor(t / period);
  const within = Math.min((t - done * period) / cycle, 1);
  return done + (ease === 'linear' ? within : easeInOutSine(within));
}
