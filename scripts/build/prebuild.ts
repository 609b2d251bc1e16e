/**
 * Everything Vite's publicDir (.generated/public) must hold before `vite build`: the owner's
 * static files from demo/public/ (or PORTFOLIO_PUBLIC),
 * the default models, generated in code and compressed, the Draco decoder files, and the
 * simple-icons set in a few compressed shards (the icons content may name at run time, a shard
 * fetched only when one of its icons is shown), so that dist/ carries its decoders and icons
 * and nothing is fetched from another host.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gazetteerShardFiles } from '../content/gazetteer.ts';
import { iconShardFiles } from '../content/icon-slugs.ts';
import { CONTENT_FILE, OWNER_DIR } from '../content/validate.ts';
import { GENERATED } from './build-paths.ts';
import { exportCompressedGlb } from '../models/export.ts';
import type { ModelSpec } from '../models/model-spec.ts';
import { builtFaces, contentLanguages, writeBuiltFaces } from '../site/script-fonts.ts';
import { readSiteConfig } from '../site/write-site-files.ts';

const ROOT = join(import.meta.dirname, '../..');
const PUBLIC = join(GENERATED, 'public');
const MODELS_SRC = join(ROOT, 'scripts/models');

async function buildModels(): Promise<void> {
  const files = readdirSync(MODELS_SRC).filter((name) => name.endsWith('.model.ts'));
  for (const name of files.sort()) {
    const module = (await import(pathToFileURL(join(MODELS_SRC, name)).href)) as {
      models: ModelSpec[];
    };
    for (const spec of module.models) {
      const bytes = await exportCompressedGlb(spec.create(), {
        clips: spec.clips?.() ?? [],
        animationOnly: spec.animationOnly ?? false,
      });
      const out = join(PUBLIC, 'models', spec.file);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, bytes);
      console.log(`models/${spec.file}: ${(bytes.byteLength / 1024).toFixed(1)} KiB`);
    }
  }
}

/**
 * Draco's decoder for glTF, its WebAssembly build alone (src/three/dist-url.ts names the two
 * files): every browser that runs the stages has WebAssembly, and one decoder ships, not three.
 */
function copyDecoders(): void {
  const draco = join(ROOT, 'node_modules/three/examples/jsm/libs/draco/gltf');
  const out = join(PUBLIC, 'decoders/draco');
  mkdirSync(out, { recursive: true });
  for (const file of ['draco_wasm_wrapper.js', 'draco_decoder.wasm']) {
    cpSync(join(draco, file), join(out, file));
  }
}

/**
 * dist/icons/<shard>.json.gz: what the page needs to extrude and name a logo or draw a tag it
 * does not bundle, gzip-compressed (the page unpacks it: src/elements/hero/icon-shards.ts).
 */
function writeIcons(): void {
  const out = join(PUBLIC, 'icons');
  mkdirSync(out, { recursive: true });
  const shards = iconShardFiles();
  let icons = 0;
  for (const [name, shard] of shards) {
    writeFileSync(join(out, name), gzipSync(JSON.stringify(shard), { level: 9 }));
    icons += Object.keys(shard).length;
  }
  console.log(`icons/: ${icons} simple-icons icons in ${shards.length} shards`);
}

/**
 * dist/gazetteer/<shard>.txt.gz: the build's gazetteer, for a page whose content the build did
 * not place (src/content/find-place.ts reads one shard for a location).
 */
function writeGazetteer(): void {
  const out = join(PUBLIC, 'gazetteer');
  mkdirSync(out, { recursive: true });
  let bytes = 0;
  const shards = gazetteerShardFiles();
  for (const [name, text] of shards) {
    const packed = gzipSync(text, { level: 9 });
    writeFileSync(join(out, name), packed);
    bytes += packed.byteLength;
  }
  console.log(`gazetteer/: ${shards.length} shards, ${(bytes / 1000).toFixed(0)} KB`);
}

/**
 * dist/fonts/: the Chinese, Japanese and Korean faces of the languages the content names, which
 * the package does not carry (src/styles/script-faces.ts).
 */
function writeFonts(content: unknown): void {
  const written = writeBuiltFaces(builtFaces(contentLanguages(content)), join(PUBLIC, 'fonts'));
  if (written.length) console.log(`fonts/: ${written.join(', ')}`);
}

// A malformed site.url stops the build here, not after the long part (after-build reads it).
readSiteConfig(JSON.parse(readFileSync(CONTENT_FILE, 'utf8')), relative(ROOT, CONTENT_FILE));
rmSync(PUBLIC, { recursive: true, force: true });
mkdirSync(PUBLIC, { recursive: true });
// The owner's own static files (images, favicon) go to dist/ as they are.
cpSync(OWNER_DIR, PUBLIC, { recursive: true });
copyDecoders();
writeIcons();
writeGazetteer();
writeFonts(JSON.parse(readFileSync(CONTENT_FILE, 'utf8')));
await buildModels();
