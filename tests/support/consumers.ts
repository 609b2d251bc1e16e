/**
 * The apps under tests/consumers/ that install the packed package as a user would: only the
 * tarball goes into each app's node_modules (offline); Vite, React, Vue and the type-checkers
 * resolve from the repository's node_modules, above the app (Node's upward resolution).
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { build } from 'esbuild';
import webpack from 'webpack';
import { poll } from './poll.ts';

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

/** What `npm pack --json` says of the tarball it wrote. */
export interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

/**
 * `npm pack` in a fresh copy of the repository, as a clean clone has it (the files git tracks,
 * and those it would track, none it ignores: no dist/), with the repository's dependencies
 * linked in: the package's `prepack` must build dist/ itself. Returns the tarball (written to
 * `into`) and what npm said of it.
 */
export function packFreshCopy(into: string): { tarball: string; packed: Packed } {
  const copy = mkdtempSync(join(tmpdir(), 'portfolio-clone-'));
  try {
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    for (const file of files.split('\0')) {
      // A file deleted in the working tree and not yet committed as gone.
      if (!file || !existsSync(join(ROOT, file))) continue;
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(ROOT, file), join(copy, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', into], {
      cwd: copy,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // The build's own output comes first; npm's answer is the JSON array that ends it.
    const packed = (JSON.parse(stdout.slice(stdout.lastIndexOf('\n[\n') + 1)) as Packed[])[0]!;
    return { tarball: join(into, packed.filename), packed };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A webpack 5 app with an entry and nothing else (index.html loads its dist/main.js). */
export const WEBPACK_APP = { name: 'webpack', dir: join(ROOT, 'tests/consumers/webpack') };
/** An app bundled by esbuild, which copies no file: it names a copy of dist/ (setBasePath). */
export const ESBUILD_APP = { name: 'esbuild', dir: join(ROOT, 'tests/consumers/esbuild') };
/** A Next.js App Router app using the package as docs/frameworks.md shows. */
export const NEXT_APP = { name: 'next', dir: join(ROOT, 'tests/consumers/next') };

/** The documented recipe for setBasePath(): `cp -r node_modules/portfolio-elements/dist <to>`. */
export function copyDist(app: { dir: string }, to: string): void {
  rmSync(join(app.dir, to), { recursive: true, force: true });
  cpSync(join(app.dir, 'node_modules/portfolio-elements/dist'), join(app.dir, to), {
    recursive: true,
  });
}

/** `npm install` of the tarball alone, from the local cache: the app's package.json is kept. */
export async function installTarball(app: { dir: string }, tarball: string): Promise<void> {
  for (const built of ['node_modules', 'dist', '.next', 'out']) {
    rmSync(join(app.dir, built), { recursive: true, force: true });
  }
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

/**
 * webpack's production build of the app with nothing but its entry (webpack's defaults:
 * src/index.js to dist/main.js); its warnings and errors as webpack prints them.
 */
export function webpackBuild(app: { dir: string }): Promise<string> {
  // The CLI's defaults, which resolve against the app's folder (the API's, against the process's).
  const compiler = webpack({
    context: app.dir,
    entry: './src/index.js',
    output: { path: join(app.dir, 'dist') },
    mode: 'production',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('webpack gave no stats'));
      const output = stats.toString({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) return reject(new Error(output));
      resolve(output);
    }),
  );
}

/** esbuild's bundle of each page's script (src/*.js to out/), split as a browser loads it. */
export async function esbuildBuild(app: { dir: string }): Promise<void> {
  rmSync(join(app.dir, 'out'), { recursive: true, force: true });
  await build({
    absWorkingDir: app.dir,
    entryPoints: ['src/with-base-path.js', 'src/without-base-path.js'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    logLevel: 'error',
  });
}

/**
 * Next.js's command line, as the app's `npx next` would run it, without its telemetry, and
 * without the NODE_ENV another tool set in this process (Vite's dev server sets
 * `development`): Next.js sets its own, and a build under another renders with two Reacts.
 */
function next(app: { dir: string }, args: string[]): ChildProcess {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
  );
  env.NEXT_TELEMETRY_DISABLED = '1';
  return spawn(process.execPath, [BIN('next/dist/bin/next'), ...args], {
    cwd: app.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `next build` (Turbopack, Next.js's default, or webpack); what it printed. */
export async function nextBuild(app: { dir: string }, bundler: 'turbopack' | 'webpack') {
  rmSync(join(app.dir, '.next'), { recursive: true, force: true });
  const child = next(app, bundler === 'webpack' ? ['build', '--webpack'] : ['build']);
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data));
  child.stderr!.on('data', (data: Buffer) => (output += data));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`next build (${bundler}) exited ${code}:\n${output}`);
  return output;
}

/** A free port on 127.0.0.1, for a server that takes its port as an argument. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * `next start` on the last build, or `next dev` (Turbopack), on 127.0.0.1: ready once its page
 * answers (the dev server compiles the page on that first request).
 */
export async function nextServe(app: { dir: string }, mode: 'start' | 'dev'): Promise<RunningApp> {
  if (mode === 'dev') rmSync(join(app.dir, '.next'), { recursive: true, force: true });
  const port = await freePort();
  const child = next(app, [mode, '-H', '127.0.0.1', '-p', String(port)]);
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data));
  child.stderr!.on('data', (data: Buffer) => (output += data));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const answered = await poll(
    () =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
    (ok) => ok || child.exitCode !== null,
    { timeout: 240_000, every: 500 },
  );
  const close = async () => {
    child.kill();
    await exited;
  };
  if (!answered) {
    await close();
    throw new Error(`next ${mode} did not answer at ${url}:\n${output}`);
  }
  return { url, close };
}
