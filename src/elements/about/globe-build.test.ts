import { describe, expect, it } from 'vitest';
import { globeLean } from './globe-build.ts';
import * as stub from './webgpu-stub.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = globeLean();
const resolveId = plugin.resolveId as Hook;
const transform = plugin.transform as Hook;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

const IN_GLOBE = '/app/node_modules/three-globe/dist/three-globe.mjs';
const IN_RENDER_OBJECTS = '/app/node_modules/three-render-objects/dist/three-render-objects.mjs';

describe('globeLean', () => {
  it('points three/webgpu and three/tsl at the stub for the globe packages only', () => {
    expect(resolveId.call(context, 'three/webgpu', IN_RENDER_OBJECTS)).toMatch(/webgpu-stub\.ts$/);
    expect(resolveId.call(context, 'three/tsl', IN_GLOBE)).toMatch(/webgpu-stub\.ts$/);
    expect(resolveId.call(context, 'three/webgpu', '/app/src/my-webgpu-scene.ts')).toBeNull();
    expect(resolveId.call(context, 'three', IN_GLOBE)).toBeNull();
  });

  it('removes the inline <style> injection and nothing else', () => {
    const code =
      'function styleInject(css) {}\nvar css_248z = ".a{}";\nstyleInject(css_248z);\nrun();';
    const out = transform.call(context, code, IN_RENDER_OBJECTS) as { code: string };
    expect(out.code).not.toMatch(/styleInject\(css_248z\)/);
    expect(out.code).toContain('run();');
    expect(transform.call(context, code, '/app/src/other.ts')).toBeNull();
  });

  it('fails the build when a package no longer looks as expected', () => {
    expect(() => transform.call(context, 'run();', IN_RENDER_OBJECTS)).toThrow(/styleInject/);
    const withWebGpu = 'ThreeRenderObjects({ useWebGPU: true }); styleInject(css_1);';
    expect(() =>
      transform.call(context, withWebGpu, '/app/node_modules/globe.gl/dist/globe.gl.mjs'),
    ).toThrow(/useWebGPU/);
  });
});

describe('webgpu stub', () => {
  it('throws a clear error if the globe ever reaches for WebGPU or TSL', () => {
    const Renderer = stub.WebGPURenderer as unknown as new () => unknown;
    expect(() => new Renderer()).toThrow(/not bundled with the portfolio globe/);
    expect(() => stub.Fn()).toThrow(/three\/tsl Fn/);
  });
});
