import { AnimationClip, Group, Object3D, VectorKeyframeTrack } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTER_ANIMATION_FADE_S } from '../../lib/constants.ts';
import { CharacterPlayer, pickClips } from './character-player.ts';

/** A clip that slides the bone along X from `from` to `to` over one second. */
function clip(name: string, from: number, to = from): AnimationClip {
  return new AnimationClip(name, 1, [
    new VectorKeyframeTrack('bone.position', [0, 1], [from, 0, 0, to, 0, 0]),
  ]);
}

function rig() {
  const root = new Group();
  const bone = new Object3D();
  bone.name = 'bone';
  root.add(bone);
  return { root, bone };
}

const ALL = [clip('idle', 0), clip('salute', 10), clip('clapping', 20), clip('victory', 30)];

describe('pickClips', () => {
  it('finds each spec name, ignoring case and an armature prefix', () => {
    const warn = vi.fn();
    const clips = pickClips([clip('Idle', 0), clip('Armature|Salute', 1), ...ALL], warn);
    expect(clips.idle!.name).toBe('Idle');
    expect(clips.salute!.name).toBe('Armature|Salute');
    expect(clips.victory!.name).toBe('victory');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns for each missing clip', () => {
    const warn = vi.fn();
    const clips = pickClips([clip('idle', 0), clip('wave', 1)], warn);
    expect(Object.keys(clips)).toEqual(['idle']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.join(' ')).toMatch(/"salute".*idle plays instead/);
  });
});

describe('CharacterPlayer', () => {
  it('starts on the requested clip at once', () => {
    const { root, bone } = rig();
    const player = new CharacterPlayer(root, pickClips(ALL));
    expect(player.play('idle', CHARACTER_ANIMATION_FADE_S, false)).toBe('idle');
    player.update(0.016);
    expect(player.active).toBe('idle');
    expect(player.weight('idle')).toBe(1);
    expect(bone.position.x).toBeCloseTo(0);
  });

  it('cross-fades over 0.5 s: half way at 0.25 s, complete at 0.5 s', () => {
    const { root, bone } = rig();
    const player = new CharacterPlayer(root, pickClips(ALL));
    player.play('idle', CHARACTER_ANIMATION_FADE_S, false);
    player.update(0.1);
    player.play('salute', CHARACTER_ANIMATION_FADE_S, false);
    expect(player.active).toBe('salute');
    player.update(0.25);
    expect(player.weight('salute')).toBeCloseTo(0.5);
    expect(player.weight('idle')).toBeCloseTo(0.5);
    expect(bone.position.x).toBeCloseTo(5);
    player.update(0.2);
    expect(player.weight('salute')).toBeCloseTo(0.9);
    player.update(0.05);
    expect(player.weight('salute')).toBe(1);
    expect(player.weight('idle')).toBe(0);
    expect(bone.position.x).toBeCloseTo(10);
  });

  it('plays idle for a missing clip', () => {
    const { root, bone } = rig();
    const player = new CharacterPlayer(
      root,
      pickClips([clip('idle', 0)], () => {}),
    );
    player.play('idle', 0.5, false);
    expect(player.play('victory', 0.5, false)).toBe('idle');
    player.update(0.5);
    expect(player.active).toBe('idle');
    expect(bone.position.x).toBeCloseTo(0);
  });

  it('has nothing to play without any clip', () => {
    const { root } = rig();
    const player = new CharacterPlayer(root, {});
    expect(player.play('salute', 0.5, false)).toBeNull();
    expect(player.active).toBeNull();
  });

  it('under reduced motion shows the first frame at once and lets no time run', () => {
    const { root, bone } = rig();
    const moving = [clip('idle', 0, 4), clip('victory', 30, 40)];
    const player = new CharacterPlayer(
      root,
      pickClips(moving, () => {}),
    );
    player.play('idle', 0.5, true);
    expect(bone.position.x).toBeCloseTo(0);
    player.play('victory', 0.5, true);
    expect(player.weight('victory')).toBe(1);
    expect(player.weight('idle')).toBe(0);
    expect(bone.position.x).toBeCloseTo(30);
  });

  it('restarts a clip that had stopped, but not one still fading out', () => {
    const { root } = rig();
    const salute = clip('salute', 0, 10);
    const player = new CharacterPlayer(
      root,
      pickClips([clip('idle', 0), salute], () => {}),
    );
    const action = player.mixer.clipAction(salute);
    player.play('salute', 0.5, false);
    player.update(0.6);
    player.play('idle', 0.5, false);
    player.update(0.1);
    player.play('salute', 0.5, false);
    player.update(0);
    expect(action.time).toBeCloseTo(0.7);
    player.play('idle', 0.5, false);
    player.update(0.6);
    expect(player.weight('salute')).toBe(0);
    player.play('salute', 0.5, false);
    player.update(0);
    expect(action.time).toBeCloseTo(0);
  });
});
