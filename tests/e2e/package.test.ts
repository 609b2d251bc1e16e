/**
 * The package as npm packs it, and as apps install it: the tarball is packed once; its file
 * list is checked, and installed (alone, offline) into the apps under tests/consumers/, which
 * type-check, build with Vite, and show their sections in Chromium, built and on Vite's dev
 * server (tests/support/consumers.ts).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import {
  REACT_APP,
  ROOT,
  VUE_APP,
  copyDist,
  installTarball,
  sectionText,
  typeErrors,
  viteBuild,
  watchRequests,
  type ConsumerApp,
} from '../support/consumers.ts';
import {
  launchChromium,
  newPage,
  recordEvents,
  recorded,
  serveDist,
  stageIn,
  type TestPage,
} from '../support/e2e.ts';
import type { RunningServer } from '../../server/server.ts';
import { ICON_SHARDS } from '../../src/elements/hero/icon-shards.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const PACKED_TO = mkdtempSync(join(tmpdir(), 'portfolio-pack-'));
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', PACKED_TO], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
)[0] as {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
};
const TARBALL = join(PACKED_TO, packed.filename);
const files = new Set(packed.files.map((file) => file.path));
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
  const types = readFileSync(join(ROOT, 'dist/portfolio-elements.d.ts'), 'utf8');
  assert.ok(existsSync(join(ROOT, 'dist/portfolio-elements.d.ts')));
  assert.match(types, /interface HTMLElementTagNameMap/);
  assert.match(types, /namespace JSX/);
  for (const tag of TAGS) {
    assert.match(types, new RegExp(`'${tag}': Portfolio\\w+Element;`));
    assert.match(types, new RegExp(`'${tag}': React\\.DetailedHTMLProps`));
  }
});

test('importing the package and each element on a server (Node, no DOM) throws nothing, and each gives setBasePath', () => {
  const entries = [pkg.exports['.'].default, ...TAGS.map((tag) => `./dist/elements/${tag}.js`)];
  const script = `for (const entry of ${JSON.stringify(entries)}) {
    const { setBasePath } = await import(entry);
    if (typeof setBasePath !== 'function') throw new Error(entry + ' exports no setBasePath');
  }`;
  // A child process of its own: the imports may not see this process's globals.
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
});

test('the package needs nothing at run time: dist/ bundles it all (React types an optional peer)', () => {
  assert.deepEqual(pkg.dependencies ?? {}, {});
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    assert.equal(pkg.peerDependenciesMeta?.[peer]?.optional, true, `${peer} is not optional`);
  }
});

test("the built chunks name the stage worker, the default models and the decoder as an app's bundler reads them", () => {
  // src/three/dist-url.ts: Vite, webpack and Parcel follow only these literal forms. The
  // elements' chunks name the worker and the models; the worker's and the page stage's chunks
  // (dist/page-stage.js) the decoder, which only they use.
  const chunks = packed.files
    .filter((file) => /^dist\/chunks\/[^/]+\.js$/.test(file.path))
    .map((file) => readFileSync(join(ROOT, file.path), 'utf8'));
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
  const loader = readFileSync(join(ROOT, 'dist/portfolio-elements.js'), 'utf8');
  for (const tag of Object.keys(ELEMENT_ENTRIES)) {
    assert.ok(loader.includes(`import(\`./elements/${tag}.js\`)`), tag);
  }
  assert.ok(named('import(`../page-stage.js`)'), 'no chunk imports ../page-stage.js');
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
  // Both installs at once: each is mostly the file system's work.
  installed = Promise.all([REACT_APP, VUE_APP].map((app) => installTarball(app, TARBALL))).then(
    () => undefined,
  );
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

/** A page of the app at `url`, with its request problems (and `events`) recorded. */
async function openApp(
  url: string,
  events: string[] = [],
): Promise<{ page: TestPage; problems: string[] }> {
  const page = await newPage(browser);
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
