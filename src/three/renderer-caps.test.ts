import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSoftwareRenderer } from './renderer-caps.ts';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)';

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

/** A 1x1 canvas whose WebGL context names `renderer`, or has no WebGL when it is null. */
function fakeCanvasClass(renderer: string | null) {
  return class {
    width = 0;
    height = 0;
    getContext() {
      if (renderer === null) return null;
      return {
        RENDERER: 1,
        getExtension: (name: string) =>
          name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 2 } : null,
        getParameter: (key: number) => (key === 2 ? renderer : 'masked'),
      };
    }
  };
}

/**
 * A Worker that runs its blob's source text in a scope of its own, as a browser would: only
 * postMessage and OffscreenCanvas reach it, so the probe's source must stand alone.
 */
function installWorker(offscreen: unknown) {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:probe-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const started: string[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(url: string) {
      started.push(url);
      void blobs
        .get(url)!
        .text()
        .then((source) => {
          const post = (data: unknown) => this.onmessage?.({ data });
          new Function('postMessage', 'OffscreenCanvas', source)(post, offscreen);
        });
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', offscreen);
  return started;
}

describe('probeSoftwareWebGL', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('asks a worker, whose answer isSoftwareWebGL then gives without a context of its own', async () => {
    const started = installWorker(fakeCanvasClass(SWIFTSHADER));
    const pageCanvas = vi.fn();
    vi.stubGlobal('document', { createElement: pageCanvas });
    const caps = await import('./renderer-caps.ts');
    expect(await caps.probeSoftwareWebGL()).toBe(true);
    expect(caps.isSoftwareWebGL()).toBe(true);
    expect(started).toHaveLength(1);
    expect(pageCanvas).not.toHaveBeenCalled();
  });

  it('a GPU named by the worker is not software', async () => {
    installWorker(fakeCanvasClass('ANGLE (Apple, ANGLE Metal Renderer: Apple M2)'));
    const caps = await import('./renderer-caps.ts');
    expect(await caps.probeSoftwareWebGL()).toBe(false);
  });

  it('asks on the page when the worker has no WebGL', async () => {
    installWorker(fakeCanvasClass(null));
    const PageCanvas = fakeCanvasClass(SWIFTSHADER);
    vi.stubGlobal('document', { createElement: () => new PageCanvas() });
    const caps = await import('./renderer-caps.ts');
    expect(await caps.probeSoftwareWebGL()).toBe(true);
  });

  it('asks on the page where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const PageCanvas = fakeCanvasClass(SWIFTSHADER);
    vi.stubGlobal('document', { createElement: () => new PageCanvas() });
    const caps = await import('./renderer-caps.ts');
    expect(await caps.probeSoftwareWebGL()).toBe(true);
  });
});
