/**
 * `npm run check`'s look at the owner's own files: sizes, compression, the character's clips;
 * and `--fix`, which writes optimised copies beside the originals.
 */
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, textureCompress, weld } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { drawnByStage, remoteFindings, svgFindings } from './image-checks.ts';
import type { AssetReference } from './validate.ts';

/** Over this, an image is worth resizing or re-encoding. */
export const IMAGE_LIMIT_BYTES = 500_000;
/** Over this, a model must have compressed geometry. */
export const MODEL_LIMIT_BYTES = 2_000_000;
/** The clips the work section's character plays. */
export const CHARACTER_CLIPS = ['idle', 'salute', 'clapping', 'victory'] as const;
/** Textures larger than this on a side are resized by --fix. */
export const TEXTURE_MAX_PX = 2048;

const COMPRESSIONS = ['EXT_meshopt_compression', 'KHR_draco_mesh_compression'];

export interface AssetReport extends AssetReference {
  bytes?: number;
  problems: string[];
  /** Worth knowing, not wrong: shown beside "ok". */
  notes?: string[];
}

interface GltfJson {
  extensionsUsed?: string[];
  animations?: { name?: string }[];
}

/** The JSON chunk of a GLB, or a .gltf file's JSON. */
export function readGltfJson(bytes: Uint8Array): GltfJson {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isGlb = bytes.byteLength >= 20 && view.getUint32(0, true) === 0x46546c67; // 'glTF'
  if (!isGlb) return JSON.parse(new TextDecoder().decode(bytes)) as GltfJson;
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length))) as GltfJson;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * What is wrong with one referenced file. A remote one is asked for as a page on another
 * origin would: its status, its CORS header where a 3D stage draws it, an SVG's size.
 */
export async function inspectAsset(asset: AssetReference): Promise<AssetReport> {
  if (!asset.file) {
    if (!/^https?:/i.test(asset.url) || (asset.kind !== 'image' && !drawnByStage(asset.path))) {
      return { ...asset, problems: [] };
    }
    return { ...asset, ...(await remoteFindings(asset.url, asset.path)) };
  }
  if (!existsSync(asset.file)) return { ...asset, problems: ['file not found'] };
  const bytes = statSync(asset.file).size;
  const problems: string[] = [];
  const notes: string[] = [];
  if (asset.kind === 'image' && /\.svg$/i.test(asset.file)) {
    const found = svgFindings(readFileSync(asset.file, 'utf8'));
    problems.push(...found.problems);
    notes.push(...found.notes);
  }
  if (asset.kind === 'image' && bytes > IMAGE_LIMIT_BYTES) {
    problems.push(`image over ${kb(IMAGE_LIMIT_BYTES)}: resize it or save it as WebP`);
  }
  if (asset.kind === 'model') {
    let json: GltfJson;
    try {
      json = readGltfJson(readFileSync(asset.file));
    } catch (error) {
      return { ...asset, bytes, problems: [`not a glTF/GLB file (${(error as Error).message})`] };
    }
    const compressed = COMPRESSIONS.some((name) => json.extensionsUsed?.includes(name));
    if (bytes > MODEL_LIMIT_BYTES && !compressed) {
      problems.push(
        `model over ${kb(MODEL_LIMIT_BYTES)} without meshopt or Draco compression: run npm run check -- --fix`,
      );
    }
    if (asset.path === 'work.characterSrc') {
      const clips = (json.animations ?? []).map((clip) => clip.name ?? '(unnamed)');
      const missing = CHARACTER_CLIPS.filter((name) => !clips.includes(name));
      if (missing.length) {
        problems.push(
          `missing clips ${missing.join(', ')}; it has ${clips.length ? clips.join(', ') : 'none'}`,
        );
      }
    }
  }
  return { ...asset, bytes, problems, notes };
}

function status(report: AssetReport): string {
  if (report.problems.length) return report.problems.join('; ');
  const notes = report.notes ?? [];
  if (notes.length) return `ok (${notes.join('; ')})`;
  return report.file || /^https?:/i.test(report.url) ? 'ok' : 'not checked (remote)';
}

/** The report as one table, a row per file. */
export function assetTable(reports: readonly AssetReport[]): string {
  const rows = reports.map((r) => [
    r.url,
    r.path,
    r.kind,
    r.bytes === undefined ? (r.file ? '-' : 'remote') : kb(r.bytes),
    status(r),
  ]);
  const header = ['file', 'content key', 'kind', 'size', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Where --fix writes a file's optimised copy: beside it, `.optimized` before the extension. */
export const optimizedPath = (file: string) => file.replace(/(\.[^./]+)$/, '.optimized$1');

/**
 * Writes an optimised copy of a model: welded, deduplicated, textures at most 2048 px in WebP,
 * geometry meshopt-compressed (three's GLTFLoader decodes it with the bundled decoder).
 */
export async function optimizeModel(file: string): Promise<{ out: string; bytes: number }> {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    'meshopt.encoder': MeshoptEncoder,
    'meshopt.decoder': MeshoptDecoder,
  });
  const document = await io.read(file);
  await document.transform(
    dedup(),
    prune(),
    weld(),
    textureCompress({
      encoder: sharp,
      targetFormat: 'webp',
      resize: [TEXTURE_MAX_PX, TEXTURE_MAX_PX],
    }),
    meshopt({ encoder: MeshoptEncoder, level: 'medium' }),
  );
  const out = optimizedPath(file);
  await io.write(out, document);
  return { out, bytes: statSync(out).size };
}

/** Writes an optimised copy of an image: at most 2048 px on a side, WebP. */
export async function optimizeImage(file: string): Promise<{ out: string; bytes: number }> {
  const out = optimizedPath(file).replace(/\.[^./]+$/, '.webp');
  await sharp(file)
    .resize(TEXTURE_MAX_PX, TEXTURE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toFile(out);
  return { out, bytes: statSync(out).size };
}
