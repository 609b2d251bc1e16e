/**
 * The package as npm packs it, and as apps install it: the tarball is packed once, from a fresh
 * copy of the repository (its `prepack` builds dist/); its file list is checked, and it is
 * installed (alone, offline) into the apps under tests/consumers/: Vite + React and Vue (which
 * type-check, build, and run on Vite's dev server), webpack 5, and Next.js (built with
 * Turbopack and with webpack, and on its dev server). Each shows its sections in Chromium with
 * every stage drawn in a worker and no request failed (tests/support/consumers.ts).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import {
  ESBUILD_APP,
  NEXT_APP,
  REACT_APP,
  ROOT,
  VUE_APP,
  WEBPACK_APP,
  copyDist,
  esbuildBuild,
  installTarball,
  nextBuild,
  nextServe,
  packFreshCopy,
  sectionText,
  typeErrors,
  viteBuild,
  watchRequests,
  webpackBuild,
  type ConsumerApp,
} from '../support/consumers.ts';
import {
  launchChromium,
  newPage,
  recordEvents,
  recorded,
  serveDist,
  STAGE_TIMEOUT_MS,
  stageIn,
  type TestPage,
} from '../support/e2e.ts';
import type { RunningServer } from '../../server/server.ts';
import { ICON_SHARDS } from '../../src/elements/hero/icon-shards.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const PACKED_TO = mkdtempSync(join(tmpdir(), 'portfolio-pack-'));
// npm pack in a clean clone, as `npm publish` would run it: no dist/ until prepack builds it.
const { tarball: TARBALL, packed } = packFreshCopy(PACKED_TO);
const files = new Set(packed.files.map((file) => file.path));
// The tarball's own files, as an app's node_modules has them.
execFileSync('tar', ['-xzf', TARBALL, '-C', PACKED_TO]);
const PACKAGE = join(PACKED_TO, 'package');
const { ELEMENT_ENTRIES } = await import('../../elements.config.ts');
const TAGS = Object.keys(ELEMENT_ENTRIES);

function target(path: string): string {
  return path.replace(/^\.\//, '');
}

test('the package ships the loader, every element, the manifest, types, schema and embeds', () => {
  for (const file of [
    'dist/portfolio-elements.js',
    'dist/portfolio-elements.d.ts',
    'dist/custom-elements.json',
    'dist/portfolio.schema.json',
    'dist/embed.js',
    'dist/embed-page.js',
    'dist/decoders/draco/draco_wasm_wrapper.js',
    'dist/decoders/draco/draco_decoder.wasm',
    'README.md',
  ]) {
    assert.ok(files.has(file), `${file} is not in the package`);
  }
  for (const tag of TAGS) {
    assert.ok(files.has(`dist/elements/${tag}.js`), `dist/elements/${tag}.js missing`);
    assert.ok(
      files.has(`dist/embed/${tag.replace('portfolio-', '')}.html`),
      `${tag} embed missing`,
    );
  }
  assert.ok(
    [...files].some((file) => file.startsWith('dist/models/')),
    'no models shipped',
  );
  assert.ok(![...files].some((file) => file.startsWith('src/') || file.startsWith('tests/')));
});

test('package.json points exports, types and the CDN fields at shipped files', () => {
  assert.equal(pkg.name, 'portfolio-elements');
  for (const field of ['main', 'module', 'types', 'unpkg', 'jsdelivr', 'customElements']) {
    assert.ok(files.has(target(pkg[field])), `${field} -> ${pkg[field]} is not shipped`);
  }
  assert.equal(target(pkg.exports['.'].default), 'dist/portfolio-elements.js');
  assert.ok(files.has(target(pkg.exports['.'].types)));
  assert.ok(files.has(target(pkg.exports['./custom-elements.json'])));
  assert.ok(files.has(target(pkg.exports['./portfolio.schema.json'])));
  assert.ok(files.has(target(pkg.exports['./embed'])));
  for (const tag of TAGS) {
    const resolved = target(pkg.exports['./elements/*'].default.replace('*', tag));
    assert.ok(files.has(resolved), `${resolved} missing`);
  }
});

test('the declarations type-check DOM, React 19 and Preact JSX usage, and refuse wrong values', () => {
  for (const fixture of ['tests/fixtures/types', 'tests/fixtures/types-preact']) {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', fixture], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  }
});

test('the declarations map every tag for DOM and React JSX', () => {
  const types = readFileSync(join(PACKAGE, 'dist/portfolio-elements.d.ts'), 'utf8');
  assert.ok(existsSync(join(PACKAGE, 'dist/portfolio-elements.d.ts')));
  assert.match(types, /interface HTMLElementTagNameMap/);
  assert.match(types, /namespace JSX/);
  for (const tag of TAGS) {
    assert.match(types, new RegExp(`'${tag}': Portfolio\\w+Element;`));
    assert.match(types, new RegExp(`'${tag}': React\\.DetailedHTMLProps`));
  }
});

test('importing the package and each element on a server (Node, no DOM) throws nothing, nor does setBasePath', () => {
  const entries = [pkg.exports['.'].default, ...TAGS.map((tag) => `./dist/elements/${tag}.js`)];
  // A 'use client' module of Next.js runs on the server too: setBasePath at its top included.
  const script = `for (const entry of ${JSON.stringify(entries)}) {
    const { setBasePath } = await import(entry);
    if (typeof setBasePath !== 'function') throw new Error(entry + ' exports no setBasePath');
    setBasePath('/portfolio/');
  }`;
  // A child process of its own: the imports may not see this process's globals.
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: PACKAGE });
});

test('the package needs nothing at run time: dist/ bundles it all (React types an optional peer)', () => {
  assert.deepEqual(pkg.dependencies ?? {}, {});
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    assert.equal(pkg.peerDependenciesMeta?.[peer]?.optional, true, `${peer} is not optional`);
  }
});

test("the built chunks name the stage worker, the models, the decoder and the icon shards as an app's bundler reads them, and nothing by the chunk's own URL", () => {
  // src/three/dist-url.ts: Vite, webpack and Turbopack follow only these literal forms. The
  // elements' chunks name the worker and the models; the stage runtime's chunks the decoder,
  // which only they use.
  const chunks = packed.files
    .filter((file) => /^dist\/chunks\/[^/]+\.js$/.test(file.path))
    .map((file) => readFileSync(join(PACKAGE, file.path), 'utf8'));
  const named = (reference: string | RegExp) =>
    chunks.some((code) =>
      typeof reference === 'string' ? code.includes(reference) : reference.test(code),
    );
  assert.ok(
    named(/new Worker\(new URL\(`\.\.\/stage-worker\.js`,import\.meta\.url\),\{type:`module`/),
    'the stage worker',
  );
  for (const model of ['desk', 'demo-computer', 'character', 'animations/idle', 'react']) {
    assert.ok(named(`new URL(\`../models/${model}.glb\`,import.meta.url)`), model);
  }
  for (const decoder of ['draco_wasm_wrapper.js', 'draco_decoder.wasm']) {
    assert.ok(named(`new URL(\`../decoders/draco/${decoder}\`,import.meta.url)`), decoder);
  }
  for (const shard of ['00', '7f']) {
    assert.ok(
      named(`new URL(\`../icons/${shard}.json.gz\`,import.meta.url)`),
      `icon shard ${shard}`,
    );
  }
  const loader = readFileSync(join(PACKAGE, 'dist/portfolio-elements.js'), 'utf8');
  for (const tag of Object.keys(ELEMENT_ENTRIES)) {
    assert.ok(loader.includes(`import(\`./elements/${tag}.js\`)`), tag);
  }
  // A stage the page draws itself: the runtime, in steps (src/stage-steps.ts).
  assert.ok(named('import(`../stage-steps.js`)'), 'no chunk imports ../stage-steps.js');
  const steps = readFileSync(join(PACKAGE, 'dist/stage-steps.js'), 'utf8');
  assert.ok(steps.includes('import(`./stage-worker.js`)'), 'the steps import ./stage-worker.js');
  // webpack writes the path of the file on the machine building the app for a bare
  // import.meta.url: every one in the package is a file's literal reference.
  const scripts = packed.files.filter((file) => /^dist\/.*\.js$/.test(file.path));
  for (const { path } of scripts) {
    const code = readFileSync(join(PACKAGE, path), 'utf8');
    const bare = code.replace(/new URL\(`[^`]+`,import\.meta\.url\)/g, '');
    assert.doesNotMatch(bare, /import\.meta\.url/, `${path} reads its own URL`);
    // '../' from a file at dist/'s top would leave dist/: the references sit in chunks/.
    if (/^dist\/[^/]+\.js$/.test(path)) {
      assert.doesNotMatch(
        code,
        /new URL\(`\.\.\/[^`]*`,import\.meta\.url\)/,
        `${path} names a file outside dist/`,
      );
    }
  }
});

test('one Draco decoder ships (the glTF WebAssembly build), and the icons in their shards', () => {
  const draco = [...files].filter((file) => /draco/i.test(file)).sort();
  assert.deepEqual(draco, [
    'dist/decoders/draco/draco_decoder.wasm',
    'dist/decoders/draco/draco_wasm_wrapper.js',
  ]);
  const icons = [...files].filter((file) => file.startsWith('dist/icons/'));
  assert.equal(icons.length, ICON_SHARDS);
  assert.ok(
    icons.every((file) => /^dist\/icons\/[0-9a-f]{2}\.json\.gz$/.test(file)),
    icons[0],
  );
});

/** The committed budget of the packed file list (tests/package-budget.json). */
const BUDGET = JSON.parse(readFileSync(join(ROOT, 'tests/package-budget.json'), 'utf8')) as {
  files: number;
  packedBytes: number;
  unpackedBytes: number;
};

test('the tarball keeps its budget: file count, packed and unpacked size', () => {
  const measured = `${packed.entryCount} files, ${packed.size} B packed, ${packed.unpackedSize} B unpacked`;
  assert.ok(packed.entryCount <= BUDGET.files, `${measured}: over ${BUDGET.files} files`);
  assert.ok(packed.size <= BUDGET.packedBytes, `${measured}: over ${BUDGET.packedBytes} B packed`);
  assert.ok(
    packed.unpackedSize <= BUDGET.unpackedBytes,
    `${measured}: over ${BUDGET.unpackedBytes} B unpacked`,
  );
  assert.ok(files.has('dist/vue.d.ts') && files.has('dist/preact.d.ts'));
  assert.ok(files.has(target(pkg.customData)) && files.has(target(pkg['web-types'])));
});

let browser: Browser;
let installed: Promise<void>;

before(() => {
  // Every install at once: each is mostly the file system's work.
  installed = Promise.all(
    [REACT_APP, VUE_APP, WEBPACK_APP, NEXT_APP, ESBUILD_APP].map((app) =>
      installTarball(app, TARBALL),
    ),
  ).then(() => undefined);
  return launchChromium().then((launched) => {
    browser = launched;
  });
});

after(async () => {
  await browser?.close();
  rmSync(PACKED_TO, { recursive: true, force: true });
});

/** Type-checks the app: no error but its wrong fixture's, which must say what is wrong. */
async function assertTypes(app: ConsumerApp): Promise<void> {
  await installed;
  const errors = await typeErrors(app);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.ok(errors[0]!.startsWith(app.wrong.file), errors[0]);
  assert.match(errors[0]!, app.wrong.error);
}

/**
 * A page of the app at `url`, with its request problems (and `events`) recorded. With reduced
 * motion: each stage draws its frame (in its worker, as with motion) and stops, where a moving
 * one would keep a core of software WebGL busy while the next builds run.
 */
async function openApp(
  url: string,
  events: string[] = [],
): Promise<{ page: TestPage; problems: string[] }> {
  const page = await newPage(browser, { reducedMotion: 'reduce' });
  await recordEvents(page, events);
  const problems = watchRequests(page);
  await page.goto(url);
  return { page, problems };
}

/** What the React app shows: its content, its two stages drawn in workers, the form, its events. */
async function assertReactApp(url: string): Promise<void> {
  const { page, problems } = await openApp(url);
  try {
    await sectionText(page, 'portfolio-hero', /Robin/);
    await sectionText(page, 'portfolio-projects', /My Work/);
    for (const tag of ['portfolio-hero', 'portfolio-projects']) {
      const { where, variance } = await stageIn(page, page, tag);
      assert.equal(where, 'worker', `${tag} drawn in the ${where}`);
      assert.ok(variance > 50, `${tag}'s stage looks blank (luma variance ${variance.toFixed(1)})`);
    }
    // The sample's small images, which the app's Vite inlined as data: URLs, are accepted.
    assert.doesNotMatch(await sectionText(page, 'portfolio-projects', /./), /Only https:/);
    await sectionText(page, 'portfolio-contact', /Let's talk/);
    await page.locator('#app-status[data-loaded="true"]').waitFor();
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
}

/** Serves the app's build on 127.0.0.1 (a static host: a missing file is a 404). */
async function serveBuild(app: ConsumerApp): Promise<RunningServer> {
  return serveDist({ root: join(app.dir, 'dist') });
}

test('React + Vite + TypeScript: tsc passes, and refuses theme="neon"', () =>
  assertTypes(REACT_APP));

test('React + Vite: vite build passes, and its build shows each section, 3D in workers, no 404', async () => {
  await installed;
  const output = await viteBuild(REACT_APP);
  assert.doesNotMatch(output, /doesn't exist at build time/);
  const server = await serveBuild(REACT_APP);
  try {
    await assertReactApp(server.url);
  } finally {
    await server.close();
  }
});

test("React + Vite's dev server: each section, 3D in workers, no 404 and no index.html for a file", async () => {
  await installed;
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root: REACT_APP.dir,
      configFile: join(REACT_APP.dir, 'vite.config.ts'),
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    await assertReactApp(server.resolvedUrls!.local[0]!);
  } finally {
    await server?.close();
  }
});

test('Vue + Vite: vue-tsc passes, and refuses loading="lazily"', () => assertTypes(VUE_APP));

test("Vue + Vite, one element's entry each, dist/ copied and named by data-portfolio-base-path: each section shows, the owner's logos too", async () => {
  await installed;
  copyDist(VUE_APP, 'public/portfolio');
  await viteBuild(VUE_APP);
  const server = await serveBuild(VUE_APP);
  const { page, problems } = await openApp(server.url, ['portfolio-error']);
  try {
    await sectionText(page, 'portfolio-hero', /Vera/);
    const { where, variance } = await stageIn(page, page, 'portfolio-hero');
    assert.equal(where, 'worker', `the hero drawn in the ${where}`);
    assert.ok(variance > 50, `the hero's stage looks blank (luma variance ${variance.toFixed(1)})`);
    // Its four logos, three of them icons from the copy: none failed.
    // The owner's initials on the avatar, from the app's public/content.json.
    await sectionText(page, 'portfolio-about', /VV/);
    await sectionText(page, 'portfolio-work', /My Work Experience/);
    for (const tag of ['portfolio-about', 'portfolio-work']) {
      const { where, variance } = await stageIn(page, page, tag);
      assert.equal(where, 'worker', `${tag} drawn in the ${where}`);
      assert.ok(variance > 50, `${tag}'s stage looks blank (luma variance ${variance.toFixed(1)})`);
    }
    await sectionText(page, 'portfolio-footer', /Vera Vue/);
    await page.locator('#app-status[data-loaded="true"]').waitFor();
    assert.deepEqual(await recorded(page, 'portfolio-error'), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
    await server.close();
  }
});

/** The four sections with a 3D stage, as the webpack and Next.js apps show them all. */
const STAGES = ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'];

/**
 * The app's page at `url`: its owner's name, then every stage drawn in a worker (its canvas
 * handed over) and not blank, with no request that failed and no page error.
 */
async function assertStagesInWorkers(url: string, owner: RegExp): Promise<void> {
  const { page, problems } = await openApp(url, ['portfolio-error']);
  try {
    await sectionText(page, 'portfolio-hero', owner);
    for (const tag of STAGES) {
      const { where, variance } = await stageIn(page, page, tag);
      assert.equal(where, 'worker', `${tag} drawn in the ${where}`);
      assert.ok(variance > 50, `${tag}'s stage looks blank (luma variance ${variance.toFixed(1)})`);
    }
    assert.deepEqual(await recorded(page, 'portfolio-error'), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
}

/** Whether any file of the app's build names a place on this machine (the repository's path). */
function machinePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(ROOT));
}

test("webpack 5 with an entry and nothing else: its build shows every section, each stage in a worker (an owner's logos too), no 404 and no path of this machine", async () => {
  await installed;
  await webpackBuild(WEBPACK_APP);
  assert.deepEqual(machinePaths(join(WEBPACK_APP.dir, 'dist')), []);
  const server = await serveDist({ root: WEBPACK_APP.dir });
  try {
    await assertStagesInWorkers(server.url, /Wren/);
  } finally {
    await server.close();
  }
});

test('Next.js with Turbopack: next build and next start show every section, each stage in a worker; setBasePath at the top of a client module prerenders, and takes effect in the browser', async () => {
  await installed;
  copyDist(NEXT_APP, 'public/portfolio');
  await nextBuild(NEXT_APP, 'turbopack');
  assert.deepEqual(machinePaths(join(NEXT_APP.dir, '.next/static')), []);
  const app = await nextServe(NEXT_APP, 'start');
  try {
    await assertStagesInWorkers(app.url, /Nia/);
    // The page that names a copy of dist/: its stage's worker comes from the copy.
    const { page, problems } = await openApp(new URL('copied', app.url).href);
    try {
      const worker = page.waitForEvent('worker');
      assert.equal((await stageIn(page, page, 'portfolio-hero')).where, 'worker');
      assert.equal(new URL((await worker).url()).pathname, '/portfolio/stage-worker.js');
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  } finally {
    await app.close();
  }
});

test('Next.js with webpack: next build --webpack and next start show every section, each stage in a worker', async () => {
  await installed;
  await nextBuild(NEXT_APP, 'webpack');
  assert.deepEqual(machinePaths(join(NEXT_APP.dir, '.next/static')), []);
  const app = await nextServe(NEXT_APP, 'start');
  try {
    await assertStagesInWorkers(app.url, /Nia/);
  } finally {
    await app.close();
  }
});

test("Next.js's dev server (Turbopack): every section, each stage in a worker", async () => {
  await installed;
  const app = await nextServe(NEXT_APP, 'dev');
  try {
    await assertStagesInWorkers(app.url, /Nia/);
  } finally {
    await app.close();
  }
});

test('esbuild, which copies no file: with setBasePath() its stage draws in a worker from the copy of dist/; without, its stage shows the fallback and the element says to call it', async () => {
  await installed;
  await esbuildBuild(ESBUILD_APP);
  copyDist(ESBUILD_APP, 'portfolio');
  const server = await serveDist({ root: ESBUILD_APP.dir });
  try {
    const named = await openApp(new URL('with-base-path.html', server.url).href);
    try {
      const worker = named.page.waitForEvent('worker');
      assert.equal((await stageIn(named.page, named.page, 'portfolio-hero')).where, 'worker');
      assert.equal(new URL((await worker).url()).pathname, '/portfolio/stage-worker.js');
      assert.deepEqual(named.problems, []);
    } finally {
      await named.page.context().close();
    }
    const { page } = await openApp(new URL('without-base-path.html', server.url).href, [
      'portfolio-error',
    ]);
    try {
      // Nothing of dist/ is found: the stage shows its fallback, and says what to call.
      await page.waitForFunction(
        () =>
          document
            .querySelector('portfolio-hero')
            ?.shadowRoot?.querySelector('.stage')
            ?.getAttribute('data-state') === 'error',
        undefined,
        { timeout: STAGE_TIMEOUT_MS },
      );
      const said = await recorded<{ source: string; message: string }>(page, 'portfolio-error');
      const naming = (source: string, what: RegExp) =>
        said.some(
          (error) =>
            error.source === source &&
            what.test(error.message) &&
            error.message.includes('setBasePath()'),
        );
      assert.ok(naming('worker', /did not start/), JSON.stringify(said));
      // The desk and the logos load together: whichever 404s first is the one named.
      assert.ok(naming('asset', /models\/[\w-]+\.glb/), JSON.stringify(said));
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
});
