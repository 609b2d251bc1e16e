import { NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import {
  AnimationMixer,
  Bone,
  Box3,
  PropertyBinding,
  Quaternion,
  type SkinnedMesh,
  Vector3,
} from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { models } from '../character.model.ts';
import { exportCompressedGlb } from '../export.ts';
import { createCharacter } from './character.ts';
import { CLIP_NAMES, createClip, type ClipName } from './clips.ts';
import { BONE_NAMES, HEAD_CENTER, HEAD_RADII, joint } from './rig.ts';

/** The character downloads behind a lazy section: keep it light. */
const MAX_CHARACTER_BYTES = 300 * 1024;
const MAX_CLIP_BYTES = 40 * 1024;

/** The bones a clip may drive: the trunk, then each side's arm and leg. */
const sideBones = (side: 'L' | 'R') =>
  ['shoulder', 'upperArm', 'lowerArm', 'hand', 'upperLeg', 'lowerLeg', 'foot'].map(
    (bone) => `${bone}${side}`,
  );
const REQUIRED_BONES = [
  'hips',
  'spine',
  'chest',
  'neck',
  'head',
  ...sideBones('L'),
  ...sideBones('R'),
];

const clips = Object.fromEntries(CLIP_NAMES.map((name) => [name, createClip(name)]));

/** The character posed at `time` seconds into `clip`. */
function posed(clip: ClipName, time: number) {
  const { group, rig } = createCharacter();
  const mixer = new AnimationMixer(group);
  mixer.clipAction(clips[clip]!).play();
  mixer.setTime(time);
  group.updateMatrixWorld(true);
  const at = (bone: (typeof BONE_NAMES)[number]) => rig.bones[bone].getWorldPosition(new Vector3());
  return { group, rig, at };
}

describe('character rig', () => {
  it('has every named bone in one skeleton shared by all skinned meshes', () => {
    const { group, rig } = createCharacter();
    expect(rig.skeleton.bones.map((b) => b.name)).toEqual(expect.arrayContaining(REQUIRED_BONES));
    const meshes: SkinnedMesh[] = [];
    group.traverse((o) => {
      if ((o as SkinnedMesh).isSkinnedMesh) meshes.push(o as SkinnedMesh);
    });
    expect(meshes.length).toBeGreaterThan(5);
    for (const mesh of meshes) expect(mesh.skeleton).toBe(rig.skeleton);
  });

  it('gives every vertex valid skin weights summing to one', () => {
    const { group } = createCharacter();
    group.traverse((o) => {
      const mesh = o as SkinnedMesh;
      if (!mesh.isSkinnedMesh) return;
      const weights = mesh.geometry.getAttribute('skinWeight');
      const indices = mesh.geometry.getAttribute('skinIndex');
      for (let i = 0; i < weights.count; i++) {
        const sum = weights.getX(i) + weights.getY(i) + weights.getZ(i) + weights.getW(i);
        expect(sum).toBeCloseTo(1, 4);
        expect(indices.getX(i)).toBeLessThan(BONE_NAMES.length);
      }
    });
  });

  it('stands on the floor, head up, about one and a half units tall', () => {
    const bounds = new Box3().setFromObject(createCharacter().group);
    expect(bounds.min.y).toBeCloseTo(0, 2);
    expect(bounds.max.y).toBeGreaterThan(1.4);
    expect(bounds.max.y).toBeLessThan(1.7);
  });
});

describe('character clips', () => {
  it.each(CLIP_NAMES)('%s validates, has a sane duration and keys every bone', (name) => {
    const clip = clips[name]!;
    expect(clip.name).toBe(name);
    expect(clip.validate()).toBe(true);
    expect(clip.duration).toBeGreaterThanOrEqual(1);
    expect(clip.duration).toBeLessThanOrEqual(6);
    const rotated = clip.tracks.filter((t) => t.name.endsWith('.quaternion')).map((t) => t.name);
    expect(rotated).toEqual(BONE_NAMES.map((bone) => `${bone}.quaternion`));
  });

  it.each(CLIP_NAMES)('every %s track binds to a bone of the rig', (name) => {
    const { group, rig } = createCharacter();
    for (const track of clips[name]!.tracks) {
      const parsed = PropertyBinding.parseTrackName(track.name);
      const node = PropertyBinding.findNode(group, parsed.nodeName);
      expect(node, track.name).toBeInstanceOf(Bone);
      expect(rig.skeleton.bones).toContain(node);
      const binding = new PropertyBinding(group, track.name);
      binding.bind();
      expect(binding.node, track.name).toBe(node);
      const property = (node as unknown as Record<string, { toArray(): number[] } | undefined>)[
        parsed.propertyName
      ];
      expect(property?.toArray(), track.name).toHaveLength(track.getValueSize());
    }
  });

  it.each(CLIP_NAMES)('%s loops: it ends in the pose it starts with', (name) => {
    for (const track of clips[name]!.tracks) {
      const size = track.getValueSize();
      const first = Array.from(track.values.slice(0, size));
      const last = Array.from(track.values.slice(-size));
      const sign = track.name.endsWith('.quaternion') && first[3]! * last[3]! < 0 ? -1 : 1;
      first.forEach((value, i) => expect(last[i]! * sign, track.name).toBeCloseTo(value, 2));
    }
  });
});

describe('character poses', () => {
  it('idle stands with both feet on the floor and hands at the sides', () => {
    const { at } = posed('idle', 1);
    expect(at('footL').y).toBeCloseTo(0.1, 2);
    expect(at('footR').y).toBeCloseTo(0.1, 2);
    expect(at('handL').y).toBeLessThan(at('hips').y);
    expect(at('handR').y).toBeLessThan(at('hips').y);
  });

  it('salute brings the right hand to the brow and leaves the left at the side', () => {
    const { at, rig } = posed('salute', 0.3);
    // The mitt's centre, in the head's bind-pose frame (bones bind with identity rotations).
    const mitt = rig.bones.handR.localToWorld(new Vector3(0, -0.056, 0));
    const local = rig.bones.head.worldToLocal(mitt).add(joint('head'));
    const [cx, cy, cz] = HEAD_CENTER;
    const [rx, ry, rz] = HEAD_RADII;
    const k = Math.hypot((local.x - cx) / rx, (local.y - cy) / ry, (local.z - cz) / rz);
    expect((k - 1) * rx).toBeLessThan(0.07);
    expect(local.y).toBeGreaterThan(joint('eyeR').y);
    expect(local.x).toBeLessThan(0);
    expect(local.z).toBeGreaterThan(cz);
    expect(at('handL').y).toBeLessThan(at('hips').y);
  });

  it('clapping brings the hands together and apart again', () => {
    const together = posed('clapping', 0).at;
    const apart = posed('clapping', 0.25).at;
    const gap = (p: typeof together) => p('handL').distanceTo(p('handR'));
    expect(gap(together)).toBeLessThan(0.1);
    expect(gap(apart)).toBeGreaterThan(gap(together) + 0.12);
    expect(together('handL').z).toBeGreaterThan(0.2);
  });

  it('victory raises both hands above the head and leaves the floor', () => {
    const standing = posed('victory', 0).at;
    expect(standing('handL').y).toBeGreaterThan(standing('head').y + 0.2);
    expect(standing('handR').y).toBeGreaterThan(standing('head').y + 0.2);
    const apex = posed('victory', 0.56).at;
    expect(apex('footL').y).toBeGreaterThan(0.15);
    expect(apex('hips').y).toBeGreaterThan(standing('hips').y + 0.08);
  });

  it('elbows fold forward and knees fold back, about their hinge axis', () => {
    const down = new Vector3(0, -1, 0);
    const clap = posed('clapping', 0.1).rig.bones;
    for (const side of ['L', 'R'] as const) {
      const forearm = down.clone().applyQuaternion(clap[`lowerArm${side}`].quaternion);
      expect(forearm.z).toBeGreaterThan(0.5);
      expect(Math.abs(forearm.x)).toBeLessThan(1e-3);
    }
    const crouch = posed('victory', 0.25).rig.bones;
    for (const side of ['L', 'R'] as const) {
      const q = crouch[`lowerLeg${side}`].quaternion;
      const shin = down.clone().applyQuaternion(q);
      expect(shin.z).toBeLessThan(-0.2);
      expect(q.angleTo(new Quaternion())).toBeGreaterThan(0.3);
    }
  });
});

describe('character GLB files', () => {
  let io: NodeIO;
  beforeAll(async () => {
    await MeshoptDecoder.ready;
    io = new NodeIO()
      .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  });

  it('declares the character and one file per clip', () => {
    expect(models.map((m) => m.file)).toEqual([
      'character.glb',
      'animations/idle.glb',
      'animations/salute.glb',
      'animations/clapping.glb',
      'animations/victory.glb',
    ]);
  });

  it('character.glb holds the skinned, compressed figure and the idle clip', async () => {
    const spec = models[0]!;
    const bytes = await exportCompressedGlb(spec.create(), { clips: spec.clips!() });
    console.log(`character.glb: ${(bytes.byteLength / 1024).toFixed(1)} KiB`);
    expect(bytes.byteLength).toBeLessThan(MAX_CHARACTER_BYTES);
    const root = (await io.readBinary(bytes)).getRoot();
    expect(root.listExtensionsUsed().map((e) => e.extensionName)).toContain(
      'EXT_meshopt_compression',
    );
    const skin = root.listSkins()[0]!;
    expect(skin.listJoints().map((j) => j.getName())).toEqual(
      expect.arrayContaining(REQUIRED_BONES),
    );
    const skinned = root.listNodes().filter((n) => n.getSkin() && n.getMesh());
    expect(skinned.length).toBeGreaterThan(5);
    for (const node of skinned) {
      const primitive = node.getMesh()!.listPrimitives()[0]!;
      expect(primitive.getAttribute('JOINTS_0')).not.toBeNull();
      expect(primitive.getAttribute('WEIGHTS_0')).not.toBeNull();
    }
    expect(root.listAnimations().map((a) => a.getName())).toEqual(['idle']);
  });

  it.each(CLIP_NAMES)('animations/%s.glb holds that clip on the bare skeleton', async (name) => {
    const spec = models.find((m) => m.file === `animations/${name}.glb`)!;
    expect(spec.animationOnly).toBe(true);
    const bytes = await exportCompressedGlb(spec.create(), {
      clips: spec.clips!(),
      animationOnly: true,
    });
    expect(bytes.byteLength).toBeLessThan(MAX_CLIP_BYTES);
    const root = (await io.readBinary(bytes)).getRoot();
    expect(root.listMeshes()).toHaveLength(0);
    const [animation] = root.listAnimations();
    expect(animation!.getName()).toBe(name);
    const targets = new Set(animation!.listChannels().map((c) => c.getTargetNode()!.getName()));
    expect([...targets].sort()).toEqual([...BONE_NAMES].sort());
  });
});
