/**
 * Turns a three.js scene made in code into a meshopt-compressed GLB, at build time in Node.
 * GLTFExporter does the scene graph, skins and animation clips; glTF-Transform then
 * deduplicates, quantizes and compresses with meshopt (decoded in the browser by three's
 * bundled MeshoptDecoder, so nothing is fetched from another host).
 */
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, weld } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer';
import type { AnimationClip, Object3D } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

/** GLTFExporter reads its output Blob with FileReader, which Node 20 lacks. */
function installFileReader(): void {
  if ('FileReader' in globalThis) return;
  class NodeFileReader {
    result: ArrayBuffer | string | null = null;
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    readAsArrayBuffer(blob: Blob) {
      void blob.arrayBuffer().then((buffer) => {
        this.result = buffer;
        this.onload?.();
        this.onloadend?.();
      });
    }
    readAsDataURL(blob: Blob) {
      void blob.arrayBuffer().then((buffer) => {
        this.result = `data:${blob.type};base64,${Buffer.from(buffer).toString('base64')}`;
        this.onload?.();
        this.onloadend?.();
      });
    }
  }
  (globalThis as Record<string, unknown>).FileReader = NodeFileReader;
}

export interface ExportOptions {
  clips?: AnimationClip[];
  /** Skip geometry work for files that hold only animation clips. */
  animationOnly?: boolean;
}

/** Exports `object` (and clips) as an uncompressed GLB. */
export async function toGlb(object: Object3D, clips: AnimationClip[] = []): Promise<Uint8Array> {
  installFileReader();
  const exporter = new GLTFExporter();
  const result = await exporter.parseAsync(object, {
    binary: true,
    animations: clips,
    onlyVisible: true,
  });
  return new Uint8Array(result as ArrayBuffer);
}

/** Exports and compresses: the bytes of a file for dist/models/. */
export async function exportCompressedGlb(
  object: Object3D,
  { clips = [], animationOnly = false }: ExportOptions = {},
): Promise<Uint8Array> {
  await MeshoptEncoder.ready;
  // Every extension glTF-Transform knows, so material extensions GLTFExporter writes
  // (clearcoat, emissive strength...) survive the round trip instead of being dropped.
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  const document = await io.readBinary(await toGlb(object, clips));
  if (animationOnly) {
    await document.transform(dedup(), prune());
  } else {
    await document.transform(
      dedup(),
      weld(),
      // Screens get their texture at run time, so their UVs look unused here: keep them.
      // Models drop the UVs they do not need before export.
      prune({ keepAttributes: true }),
      meshopt({ encoder: MeshoptEncoder, level: 'medium' }),
    );
  }
  return io.writeBinary(document);
}
