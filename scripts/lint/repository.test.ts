/**
 * The repository stands alone: nothing reads a file outside it, and the source's layers point
 * one way (eslint.config.js, docs/architecture.md).
 */
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

describe('layers', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const layerErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === 'portfolio/layers').map((m) => m.message);
  };

  it.each([
    ['src/lib/x.ts', "import { resolveContent } from '../content/resolve.ts';"],
    ['src/content/x.ts', "import { emit } from '../platform/create-element.tsx';"],
    ['src/styles/x.ts', "import { defineElement } from '../three/Scene3D.tsx';"],
    ['src/platform/x.ts', "import css from '../three/stage.css?inline';"],
    ['src/three/x.ts', "import { Hero } from '../elements/hero/Hero.tsx';"],
    ['src/elements/hero/x.ts', "import { load } from '../../loader.ts';"],
    // A .js specifier stands for the source, and import() is an import too.
    ['src/three/x.ts', "export const load = () => import('../stage-worker.js');"],
    ['src/three/x.ts', 'export const load = () => import(`../elements/hero/hero-canvas.tsx`);'],
    ['src/platform/x.ts', "export { Scene3D } from '../three/Scene3D.tsx';"],
  ])('refuses an import against the direction in %s', async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('docs/architecture.md');
  });

  it.each([
    ['src/content/x.ts', "import { emit } from '../lib/events.ts';"],
    ['src/platform/x.ts', "import { SAMPLE_CONTENT } from '../content/sample.ts';"],
    ['src/three/x.ts', "import { emit } from '../lib/events.ts';"],
    ['src/elements/hero/x.ts', "import { Scene3D } from '../../three/Scene3D.tsx';"],
    ['src/elements/hero/x.ts', "import { wait } from './wait.ts';"],
    ['src/loader.ts', "import { Hero } from './elements/hero/Hero.tsx';"],
    ['src/elements/x.ts', "export const load = () => import('../stage-worker.js');"],
    ['src/stage-worker.tsx', "import Scene from './elements/hero/hero-stage-scene.tsx';"],
  ])('lets %s import downwards', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

/** Paths written as string literals: `'../x'`, `"../../y"`, joined or imported. */
const RELATIVE_LITERAL = /(['"`])((?:\.\.?\/)+[^'"`$\n]*)\1/g;
/** A literal joined onto a root folder: `join(ROOT, '../x')`, `resolve(root, '..')`. */
const JOINED_TO_ROOT = /\broot\w*\s*,\s*$/i;

/** Each relative path in `text` that would point outside `root`, read from `file`. */
export function escapingPaths(root: string, file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(RELATIVE_LITERAL)) {
    const literal = match[2]!;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    // Paths resolve against their file's folder (imports, import.meta.dirname), or against the
    // repository root where they are joined onto it.
    const bases = JOINED_TO_ROOT.test(before) ? [root] : [dirname(file)];
    const outside = bases.some((base) => relative(root, resolve(base, literal)).startsWith('..'));
    if (outside) found.push(literal);
  }
  return found;
}

describe('the repository stands alone', () => {
  it('finds a path that climbs out, from either base', () => {
    const file = join(ROOT, 'scripts/x.ts');
    expect(escapingPaths(ROOT, file, "readFileSync(join(ROOT, '../outside/file.md'))")).toEqual([
      '../outside/file.md',
    ]);
    expect(escapingPaths(ROOT, file, "import x from '../../y.ts';")).toEqual(['../../y.ts']);
    expect(escapingPaths(ROOT, file, "import x from '../src/y.ts';")).toEqual([]);
    expect(escapingPaths(ROOT, file, "join(import.meta.dirname, '../dist')")).toEqual([]);
  });

  it('reads no file outside it: no source, script, test or config names a path out', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((path) => /\.(ts|tsx|mts|mjs|js|json|sh)$|^\.ci\//.test(path))
      // The lockfile, and this file, whose examples above climb out on purpose.
      .filter((path) => !['package-lock.json', 'scripts/lint/repository.test.ts'].includes(path));
    expect(tracked.length).toBeGreaterThan(100);
    const offenders = tracked.flatMap((path) => {
      const file = join(ROOT, path);
      return escapingPaths(ROOT, file, readFileSync(file, 'utf8')).map((p) => `${path}: ${p}`);
    });
    expect(offenders).toEqual([]);
  });
});
