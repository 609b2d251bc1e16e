/**
 * Validates the owner's content file for the build, `npm run dev` and `npm run check`: every
 * problem with its JSON path, line and column, and a hint where one is obvious. The elements
 * validate again at run time (CDN tag, embed pages); this is the guard on the owner's own build.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { assetKind, type AssetKind } from '../../src/content/asset-urls.ts';
import { layerProblems } from '../../src/content/content-problems.ts';
import { placeProblems } from './built-content.ts';
import { heroLogoProblems, tagIconProblems } from './icon-slugs.ts';
import {
  JsonSyntaxError,
  duplicateKeys,
  locatePaths,
  positionAt,
  positionOf,
  type TextPosition,
} from '../../src/content/json-locate.ts';

export interface ContentProblem extends TextPosition {
  /** The JSON path, as the run-time error panel names it: `projects.items[0].title`. */
  path: string;
  message: string;
}

export type { AssetKind };

export interface AssetReference {
  path: string;
  url: string;
  kind: AssetKind;
  /** The file in the owner's folder, when the URL is local (relative to the page). */
  file?: string;
}

export { closestKey } from '../../src/content/closest-key.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each image and model the content points at, with the local file where there is one. */
export function assetReferences(content: unknown, publicDir: string): AssetReference[] {
  const found: AssetReference[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else if (typeof value === 'string') {
      // A locale's sections point at files as the main content's do.
      const locale = /^locales\.[^.]+\./.exec(path)?.[0] ?? '';
      const section = path.slice(locale.length);
      const kind = assetKind(section);
      if (!kind) return;
      // A project logo that is not an image names a bundled icon.
      const scope = locale && isObject(content) ? localeOf(content, locale) : content;
      if (section.endsWith('.logo') && isObject(scope) && logoIsIcon(scope, section)) return;
      const local = !/^[a-z][a-z\d+.-]*:|^\/\//i.test(value);
      const relativePath = value.replace(/[?#].*$/, '').replace(/^(\.\/|\/)+/, '');
      found.push({
        path,
        url: value,
        kind,
        ...(local ? { file: join(publicDir, decodeURIComponent(relativePath)) } : {}),
      });
    }
  };
  walk(content, '');
  return found;
}

/** `locales.pt.` -> the pt locale's object. */
function localeOf(content: Record<string, unknown>, prefix: string): unknown {
  const lang = prefix.split('.')[1]!;
  return isObject(content.locales) ? content.locales[lang] : undefined;
}

function logoIsIcon(content: Record<string, unknown>, path: string): boolean {
  const index = Number(/\[(\d+)\]/.exec(path)![1]);
  const projects = content.projects as { items?: { isImage?: boolean }[] } | undefined;
  return projects?.items?.[index]?.isImage === false;
}

/**
 * Every problem in the content file's text: JSON syntax, the schema (unknown keys with a
 * hint, wrong types), a location the gazetteer cannot place, and local files that are not in
 * `publicDir`.
 */
export function validateContentText(text: string, publicDir: string): ContentProblem[] {
  let paths: Map<string, number>;
  try {
    paths = locatePaths(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const message = `Invalid JSON: ${error.message}`;
    return [{ path: '(file)', message, ...positionAt(text, error.offset) }];
  }
  const content: unknown = JSON.parse(text);
  const found: { path: string; message: string }[] = [];
  const twice = duplicateKeys(text).map(({ path, message, offset }) => ({
    path,
    message,
    ...positionAt(text, offset),
  }));
  if (!isObject(content)) found.push({ path: '(root)', message: 'Expected a JSON object' });
  else found.push(...layerProblems(content));
  found.push(...heroLogoProblems(content), ...tagIconProblems(content));
  // In the same run as the rest, unless the location or the marker's coordinates are themselves
  // wrong (the schema's to name): an unknown key beside them stops nothing.
  const placeKeys =
    /^(owner|owner\.location|about|about\.globe|about\.globe\.label(\.(lat|lng))?)$/;
  if (!found.some((p) => placeKeys.test(p.path))) {
    found.push(...placeProblems(content));
  }
  for (const asset of assetReferences(content, publicDir)) {
    if (asset.file && !existsSync(asset.file)) {
      found.push({
        path: asset.path,
        message: `File not found: "${asset.url}" should be in ${relative(process.cwd(), publicDir) || '.'}/`,
      });
    }
  }
  return [
    ...twice,
    ...found.map((problem) => ({ ...problem, ...positionOf(text, paths, problem.path) })),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The owner's content file: `PORTFOLIO_CONTENT` when set (another file, for tests or a second site). */
export const CONTENT_FILE = resolve(
  import.meta.dirname,
  '../..',
  process.env.PORTFOLIO_CONTENT ?? 'content/portfolio.json',
);
/** Where the owner's own files go (`PORTFOLIO_PUBLIC` when set); the build copies them to dist/. */
export const OWNER_DIR = resolve(
  import.meta.dirname,
  '../..',
  process.env.PORTFOLIO_PUBLIC ?? 'demo/public',
);

/** What the build only warns about: a remote image that answers with an error. */
const REMOTE_TIMEOUT_MS = 8_000;

/**
 * Each remote image the content names that answers 4xx or 5xx, as a problem with its path and
 * line; one the network does not reach is left to `npm run check`, which names it.
 */
export async function remoteImageProblems(text: string): Promise<ContentProblem[]> {
  let content: unknown;
  let paths: Map<string, number>;
  try {
    paths = locatePaths(text);
    content = JSON.parse(text);
  } catch {
    return [];
  }
  const remote = assetReferences(content, '.').filter(
    (asset) => asset.kind === 'image' && /^https?:\/\//i.test(asset.url),
  );
  const answers = await Promise.all(
    remote.map(async (asset) => {
      try {
        const response = await fetch(asset.url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
        await response.body?.cancel();
        return response.ok ? null : { asset, status: response.status };
      } catch {
        return null;
      }
    }),
  );
  return answers
    .filter((answer) => answer !== null)
    .map(({ asset, status }) => ({
      path: asset.path,
      message: `${asset.url} answers HTTP ${status}: the page shows a placeholder for it`,
      ...positionOf(text, paths, asset.path),
    }));
}

/** The problems as the terminal and the dev overlay show them, one per line. */
export function formatProblems(
  file: string,
  problems: readonly ContentProblem[],
  noun = 'problem',
): string {
  const count = problems.length === 1 ? `1 ${noun}` : `${problems.length} ${noun}s`;
  const lines = problems.map((p) => `  ${file}:${p.line}:${p.column}  ${p.path}: ${p.message}`);
  return [`${file} has ${count}:`, ...lines].join('\n');
}
