import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, SOFTWARE_START_PIXELS, softwareStartRatio } from './renderer-caps.ts';

describe('isSoftwareRenderer', () => {
  it('knows the CPU rasterisers browsers fall back to', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'softpipe',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it('leaves GPUs, and names it cannot read, alone', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
      'Adreno (TM) 730',
      'Mali-G78',
      'Intel(R) Iris(R) Xe Graphics',
      'WebKit WebGL',
      '',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });
});

describe('softwareStartRatio', () => {
  it('fills the same drawing-buffer pixels whatever the stage size', () => {
    for (const [width, height] of [
      [1264, 390],
      [412, 496],
      [326, 326],
      [600, 660],
    ] as const) {
      const ratio = softwareStartRatio(width * height);
      const pixels = width * ratio * height * ratio;
      expect(Math.abs(pixels / SOFTWARE_START_PIXELS - 1), `${width}x${height}`).toBeLessThan(0.03);
    }
  });

  it('is larger for a smaller stage, or for a stage that asks for more pixels', () => {
    expect(softwareStartRatio(200 * 200)).toBeGreaterThan(softwareStartRatio(400 * 400));
    expect(softwareStartRatio(326 * 326, 120_000)).toBeGreaterThan(1);
  });
});
