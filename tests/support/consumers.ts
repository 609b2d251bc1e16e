/**
 * The apps under tests/consumers/ that install the packed package as a user would: only the
 * tarball goes into each app's node_modules (offline); Vite, React, Vue and the type-checkers
 * resolve from the repository's node_modules, above the app (Node's upward resolution).
 */
import { execFile } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

const run = promisify(execFile);

export const ROOT = join(import.meta.dirname, '../..');
const BIN = (path: string) => join(ROOT, 'node_modules', path);

export interface ConsumerApp {
  name: string;
  dir: string;
  /** The type-checker's script (tsc or vue-tsc), run on `tsconfig.check.json`. */
  checker: string;
  /** The fixture kept to fail type-checking, and the error it must give. */
  wrong: { file: string; error: RegExp };
}

export const REACT_APP: ConsumerApp = {
  name: 'react-vite',
  dir: join(ROOT, 'tests/consumers/react-vite'),
  checker: BIN('typescript/bin/tsc'),
  wrong: {
    file: 'src/wrong-attribute.tsx',
    error: /TS2322: Type '"neon"' is not assignable to type '(?=[^']*"dark")(?=[^']*"auto")[^']*'/,
  },
};

export const VUE_APP: ConsumerApp = {
  name: 'vue-vite',
  dir: join(ROOT, 'tests/consumers/vue-vite'),
  checker: BIN('vue-tsc/bin/vue-tsc.js'),
  wrong: {
    file: 'src/WrongAttribute.vue',
    error:
      /TS2820: Type '"lazily"' is not assignable to type '(?=[^']*"lazy")(?=[^']*"eager")[^']*'/,
  },
};

/** The documented recipe for setBasePath(): `cp -r node_modules/portfolio-elements/dist <to>`. */
export function copyDist(app: ConsumerApp, to: string): void {
  rmSync(join(app.dir, to), { recursive: true, force: true });
  cpSync(join(app.dir, 'node_modules/portfolio-elements/dist'), join(app.dir, to), {
    recursive: true,
  });
}

/** `npm install` of the tarball alone, from the local cache: the app's package.json is kept. */
export async function installTarball(app: ConsumerApp, tarball: string): Promise<void> {
  rmSync(join(app.dir, 'node_modules'), { recursive: true, force: true });
  rmSync(join(app.dir, 'dist'), { recursive: true, force: true });
  await run(
    'npm',
    ['install', '--offline', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', tarball],
    { cwd: app.dir },
  );
}

/**
 * Type-checks the app with its wrong fixture in one run (`tsconfig.check.json` takes both):
 * the errors it prints, which must be the fixture's alone.
 */
export async function typeErrors(app: ConsumerApp): Promise<string[]> {
  const output = await run(process.execPath, [app.checker, '-p', 'tsconfig.check.json'], {
    cwd: app.dir,
  }).then(
    () => '',
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  );
  return output.split('\n').filter((line) => /error TS\d+/.test(line));
}

/** `vite build` with the app's own config, Vite resolved from above the app. */
export async function viteBuild(app: ConsumerApp): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [BIN('vite/bin/vite.js'), 'build'], {
    cwd: app.dir,
  });
  return stdout + stderr;
}

/** A file the page needs that a static host or Vite's dev server answered with its index page. */
const NOT_HTML = /\.(js|mjs|glb|gltf|json|wasm|woff2|svg|png|webp)(\?|$)/;

/**
 * Records what went wrong with the page's requests: a 404 (or any error status), a request that
 * failed, and a model, script or font answered with HTML (an index.html fallback).
 */
export function watchRequests(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400) problems.push(`${response.status()} ${url}`);
    const type = response.headers()['content-type'] ?? '';
    if (type.startsWith('text/html') && NOT_HTML.test(new URL(url).pathname))
      problems.push(`HTML for ${url}`);
  });
  page.on('requestfailed', (request) => {
    // A page that moves on cancels what it no longer needs; nothing here navigates.
    problems.push(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  return problems;
}

/** The text of `tag`'s shadow root, once it has rendered `expected`. */
export async function sectionText(page: Page, tag: string, expected: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    ([t, source]) => {
      const text = document.querySelector(t)?.shadowRoot?.textContent ?? '';
      return new RegExp(source).test(text) ? text : false;
    },
    [tag, expected.source] as const,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as string;
}
