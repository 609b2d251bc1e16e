/**
 * Lands an import in the owner's files: merges it into the content, checks the result with the
 * build's own validation, then writes the pictures and the content (the previous content kept
 * as `<file>.bak`), or, for a dry run, only prints. Nothing is written when nothing changes.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isPlainObject, type JsonObject } from '../../src/content/config-layers.ts';
import { loadSample } from '../content/sample-left.ts';
import { dropSampleLocales, type DroppedLocale } from '../content/sample-locales.ts';
import { validateContentText } from '../content/validate.ts';
import {
  type Change,
  type ContentPatch,
  changes,
  mergeContent,
} from '../../src/content/import/merge.ts';
import { ImportError } from '../../src/content/import/import-error.ts';
import { stillSample } from './still-sample.ts';

const SCHEMA = join(import.meta.dirname, '../../dist/portfolio.schema.json');

export interface Target {
  /** The content file (content/portfolio.json or PORTFOLIO_CONTENT). */
  file: string;
  /** The owner's files folder, which the build copies to dist/ (demo/public or PORTFOLIO_PUBLIC). */
  publicDir: string;
}

export interface Outcome {
  text: string;
  changes: Change[];
  /** Picture files written or rewritten, relative to the owner's folder. */
  files: string[];
  stillSample: string[];
  /** The sample's locales, or the sample's values in a locale, that the import took out. */
  droppedLocales: DroppedLocale[];
  /** Where the previous content was kept, when the file was rewritten. */
  backup?: string;
}

/** The content file as it is; a file that is not there is an empty document. */
export function readContent(file: string): JsonObject {
  if (!existsSync(file)) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ImportError(`${file} is not JSON (${(error as Error).message}): fix it first`);
  }
  if (!isPlainObject(value)) throw new ImportError(`${file} is not a JSON object: fix it first`);
  return value;
}

/** Every string in the content, to keep only the pictures it points at. */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => strings(item, out));
  return out;
}

/** Formatted as the owner's Prettier config says (Prettier loads here, where a write needs it). */
async function format(file: string, content: JsonObject): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(content), { ...options, parser: 'json', filepath: file });
}

/** Merges `patch` and its pictures; writes unless `dryRun`. Throws ImportError when invalid. */
export async function applyImport(
  target: Target,
  patch: ContentPatch,
  pictures: ReadonlyMap<string, string>,
  dryRun: boolean,
): Promise<Outcome> {
  const old = readContent(target.file);
  // A new file points editors at the schema, as the sample's does.
  const start = existsSync(target.file) ? old : { $schema: relative(dirname(target.file), SCHEMA) };
  // The sample's translations speak of the sample person: they go as the owner's words come in.
  const sample = await loadSample();
  const { content: merged, dropped } = dropSampleLocales(mergeContent(start, patch, sample));
  const text = await format(target.file, merged);
  const used = strings(merged);
  const files = [...pictures].filter(
    ([path, svg]) =>
      used.has(path) &&
      !(
        existsSync(join(target.publicDir, path)) &&
        readFileSync(join(target.publicDir, path), 'utf8') === svg
      ),
  );
  const made = new Set(files.map(([path]) => path));
  // The pictures about to be written are not there yet.
  const problems = validateContentText(text, target.publicDir).filter(
    (problem) => ![...made].some((path) => problem.message.startsWith(`File not found: "${path}"`)),
  );
  if (problems.length) {
    const lines = problems.map((p) => `  ${p.path}: ${p.message}`);
    throw new ImportError(`The imported content would not build:\n${lines.join('\n')}`);
  }
  const outcome: Outcome = {
    text,
    changes: changes(old, merged),
    files: files.map(([path]) => path),
    stillSample: stillSample(merged, sample),
    droppedLocales: dropped,
  };
  if (dryRun || (isDeepStrictEqual(old, merged) && !files.length)) return outcome;
  for (const [path, svg] of files) {
    const out = join(target.publicDir, path);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, svg);
  }
  if (!isDeepStrictEqual(old, merged)) {
    mkdirSync(dirname(target.file), { recursive: true });
    if (existsSync(target.file)) {
      outcome.backup = `${target.file}.bak`;
      writeFileSync(outcome.backup, readFileSync(target.file));
    }
    // Written beside it and renamed: a crash never leaves half a file.
    writeFileSync(`${target.file}.tmp`, text);
    renameSync(`${target.file}.tmp`, target.file);
  }
  return outcome;
}
