// @vitest-environment jsdom
import * as simpleIcons from 'simple-icons';
import { Box3, Color, Mesh, MeshStandardMaterial, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { extrudeIcon, logoColour } from './icon-model.ts';

const luminance = (c: Color) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;

describe('logoColour', () => {
  it('keeps a brand colour that reads on the dark stage', () => {
    expect(logoColour('2496ED').getHexString()).toBe('2496ed');
    expect(logoColour('F24E1E').getHexString()).toBe('f24e1e');
  });

  it('draws a black or near-black mark light', () => {
    for (const hex of ['000000', '181717']) {
      expect(luminance(logoColour(hex))).toBeGreaterThan(0.6);
    }
  });

  it('lifts a dark coloured mark, keeping its hue', () => {
    for (const hex of ['1B1F5C', '2A2A8A', '5A0F0F']) {
      const lifted = logoColour(hex);
      expect(luminance(lifted)).toBeGreaterThanOrEqual(0.06);
      expect(luminance(lifted)).toBeLessThan(0.1);
      const hue = (c: Color) => c.getHSL({ h: 0, s: 0, l: 0 }).h;
      expect(hue(lifted)).toBeCloseTo(hue(new Color(`#${hex}`)), 2);
    }
  });
});

describe('extrudeIcon', () => {
  it('makes the icon solid, 1 unit across and centred, in its brand colour', async () => {
    const { siTypescript } = simpleIcons;
    const group = await extrudeIcon('typescript', siTypescript);
    const mesh = group.getObjectByName('typescript-logo') as Mesh;
    const size = new Box3().setFromObject(group).getSize(new Vector3());
    expect(size.x).toBeCloseTo(1, 1);
    expect(size.y).toBeCloseTo(1, 1);
    expect(size.z).toBeGreaterThan(0.1);
    expect(mesh.geometry.getAttribute('position').count).toBeGreaterThan(300);
    expect((mesh.material as MeshStandardMaterial).color.getHexString()).toBe('3178c6');
    expect(performance.getEntriesByName('portfolio-hero logo typescript')).toHaveLength(1);
  });
});
