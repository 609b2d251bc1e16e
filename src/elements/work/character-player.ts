import { type AnimationAction, type AnimationClip, AnimationMixer, type Object3D } from 'three';
import {
  CHARACTER_ANIMATIONS,
  type CharacterAnimation,
  IDLE,
  planFade,
  stepWeights,
} from './work-animation.ts';

/**
 * Plays the character's clips on one AnimationMixer: finds a clip per animation name (a
 * missing one falls back to idle, with a console warning), cross-fades between them with the
 * pure `stepWeights`, and under reduced motion holds the chosen clip's first frame.
 */

export type ClipSet = Partial<Record<CharacterAnimation, AnimationClip>>;

/** Exporters often prefix clip names with the armature's ("Armature|salute"). */
function clipKey(clip: AnimationClip): string {
  return clip.name.toLowerCase().split('|').at(-1)!.trim();
}

/** One clip per spec name, from every clip found (the model's own, then the clip files'). */
export function pickClips(
  found: readonly AnimationClip[],
  warn: (message: string) => void = console.warn,
): ClipSet {
  const byName = new Map<string, AnimationClip>();
  for (const clip of found) if (!byName.has(clipKey(clip))) byName.set(clipKey(clip), clip);
  const clips: ClipSet = {};
  for (const name of CHARACTER_ANIMATIONS) {
    const clip = byName.get(name);
    if (clip) clips[name] = clip;
    else if (name === IDLE)
      warn('portfolio-work: the character has no "idle" clip; it will stand still');
    else warn(`portfolio-work: the character has no "${name}" clip; idle plays instead`);
  }
  return clips;
}

export class CharacterPlayer {
  readonly mixer: AnimationMixer;
  private readonly actions = new Map<CharacterAnimation, AnimationAction>();
  private weights: Partial<Record<CharacterAnimation, number>> = {};
  private target: CharacterAnimation | null = null;
  private fade = 0;

  constructor(root: Object3D, clips: ClipSet) {
    this.mixer = new AnimationMixer(root);
    for (const name of CHARACTER_ANIMATIONS) {
      const clip = clips[name];
      if (clip) this.actions.set(name, this.mixer.clipAction(clip));
    }
  }

  /** The clip that plays for `name`: its own, else idle's, else none. */
  resolve(name: CharacterAnimation): CharacterAnimation | null {
    if (this.actions.has(name)) return name;
    return this.actions.has(IDLE) ? IDLE : null;
  }

  /** The clip now fading in or playing. */
  get active(): CharacterAnimation | null {
    return this.target;
  }

  /** The blend weight of `name`'s clip right now (0 when it is not playing). */
  weight(name: CharacterAnimation): number {
    return this.weights[name] ?? 0;
  }

  /**
   * Switches to `name` over `fadeSeconds`; under `still` the clip's first frame is shown at
   * once and time does not run. Returns the clip that plays (after any fallback).
   */
  play(name: CharacterAnimation, fadeSeconds: number, still: boolean): CharacterAnimation | null {
    const to = this.resolve(name);
    if (!to) return null;
    const plan = planFade(this.target, to, fadeSeconds, still);
    if (to !== this.target) {
      const action = this.actions.get(to)!;
      // A clip still fading out carries on from where it is; a stopped one starts afresh.
      if (!this.weights[to]) action.reset();
      action.play();
    }
    this.target = to;
    this.fade = plan.duration;
    if (still) {
      for (const [key, action] of this.actions) if (key !== to) action.stop();
      this.actions.get(to)!.reset().play();
      this.weights = { [to]: 1 };
      this.apply(0);
    }
    return to;
  }

  /** Advances the cross-fade and the clips by `dt` seconds. */
  update(dt: number): void {
    if (!this.target) return;
    this.weights = stepWeights(this.weights, this.target, dt, this.fade);
    this.apply(dt);
  }

  private apply(dt: number): void {
    for (const [name, action] of this.actions) {
      const weight = this.weights[name] ?? 0;
      if (weight > 0) action.setEffectiveWeight(weight);
      else if (action.isRunning()) action.stop();
    }
    this.mixer.update(dt);
  }

  dispose(): void {
    this.mixer.stopAllAction();
    this.mixer.uncacheRoot(this.mixer.getRoot());
  }
}
