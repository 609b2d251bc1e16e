/**
 * What the build wrote to dist/, read as files: no browser. The elements run on Preact; React,
 * three and react-three-fiber run in the stage runtime (dist/stage-worker.js): in a worker, and
 * on the page only where no worker can draw a stage (imported on demand, in steps, by
 * dist/stage-steps.js).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { DIST } from '../support/e2e.ts';

const source = (file: string) => readFileSync(join(DIST, file), 'utf8');

const STATIC_IMPORT = /\bimport\s*(?:\{[^}]*\}\s*from\s*)?"(\.{1,2}\/[^"]+)"/g;
const ANY_IMPORT =
  /\bimport\s*(?:\{[^}]*\}\s*from\s*)?(?:"(\.{1,2}\/[^"]+)"|\(\s*`(\.{1,2}\/[^`]+)`)/g;

/**
 * The files `file` (in dist/) imports, and theirs in turn, as paths in dist/: statically only,
 * or dynamic imports too, but for the ones `skip` names.
 */
function closure(
  file: string,
  { dynamic = false, skip = [] as string[] } = {},
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file) || skip.includes(file)) return seen;
  seen.add(file);
  for (const match of source(file).matchAll(dynamic ? ANY_IMPORT : STATIC_IMPORT)) {
    const imported = relative(DIST, join(DIST, dirname(file), (match[1] ?? match[2])!));
    closure(imported, { dynamic, skip }, seen);
  }
  return seen;
}

/**
 * React DOM's client (its container key; React's own internals are in every React), three and
 * r3f, known by what their code says rather than by chunk names.
 */
const LIBRARIES: [string, RegExp][] = [
  ['React DOM', /__reactContainer\$/],
  ['three', /THREE\.WebGLRenderer/],
  ['react-three-fiber', /R3F: /],
];

test('no element loads three or r3f on the page but with the stage runtime, on demand, and nothing loads React DOM', () => {
  const elements = readdirSync(join(DIST, 'elements')).map((name) => `elements/${name}`);
  assert.equal(elements.length, 7);
  for (const element of elements) {
    const loaded = closure(element, { dynamic: true, skip: ['stage-steps.js'] });
    assert.ok(loaded.size > 1, `${element} imports its chunks: ${[...loaded].join(', ')}`);
    for (const file of loaded) {
      for (const [library, marker] of LIBRARIES) {
        assert.doesNotMatch(source(file), marker, `${element} loads ${library} in ${file}`);
      }
    }
  }
  const importers = readdirSync(join(DIST, 'chunks')).filter((name) =>
    source(`chunks/${name}`).includes('import(`../stage-steps.js`)'),
  );
  assert.equal(
    importers.length,
    1,
    `one chunk imports dist/stage-steps.js: ${importers.join(', ')}`,
  );
  // The runtime draws with three and r3f, on React's reconciler: not React DOM.
  const runtimeFiles = closure('stage-worker.js');
  const runtime = [...runtimeFiles].map(source).join('\n');
  const [reactDom, ...drawing] = LIBRARIES;
  for (const [library, marker] of drawing) {
    assert.match(runtime, marker, `dist/stage-worker.js loads ${library}`);
  }
  assert.doesNotMatch(runtime, reactDom![1], 'dist/stage-worker.js loads React DOM');
  // The steps load the runtime's own chunks of three and r3f, each apart, then the runtime.
  const steps = [...source('stage-steps.js').matchAll(/import\(`\.\/([^`]+)`\)/g)].map(
    ([, file]) => file!,
  );
  assert.equal(
    steps.at(-1),
    'stage-worker.js',
    `the last step is the runtime: ${steps.join(', ')}`,
  );
  for (const [library, marker] of drawing) {
    const step = steps.filter((file) => marker.test(source(file)));
    assert.equal(step.length, 1, `one step loads ${library}: ${steps.join(', ')}`);
    assert.ok(runtimeFiles.has(step[0]!), `${step[0]} is the runtime's own ${library}`);
  }
});

test('an English page loads no other language: each table is one JSON file, fetched by the elements on demand', () => {
  const tables = readdirSync(join(DIST, 'assets')).filter((name) =>
    /^(es|pt|de|fr|ar)-[\w-]{8}\.json$/.test(name),
  );
  assert.equal(tables.length, 5, `one table per language: ${tables.join(', ')}`);
  const entries = readdirSync(join(DIST, 'elements')).filter((name) => name.endsWith('.js'));
  for (const entry of entries) {
    const text = [...closure(`elements/${entry}`)].map(source).join('');
    // The imports were followed: the English words every element shows are there.
    assert.ok(text.includes('error.title'), `${entry}: its English words`);
    // Another language's words only in its table, the Arabic face only in its own chunk.
    assert.ok(!text.includes('Mensagem enviada') && !text.includes('noto-sans-arabic'), entry);
    assert.ok(!/\b(es|pt|de|fr|ar)-[\w-]{8}\.json/.test(text), `${entry}: no table's address`);
    // The elements' imports on demand preload nothing, so they carry no preload helper.
    assert.ok(!text.includes('vite:preloadError'), `${entry} carries Vite's preload helper`);
  }
});

test("the snippets name dist/'s files relative to dist/, as docs/embedding.md says, after the pages in folders", () => {
  // The build prerenders the language pages (`pt/index.html`, whose files are `../`) before
  // the snippets: each address a host pastes must still be a file of dist/ read from dist/.
  const snippets = [
    'snippet.html',
    ...readdirSync(join(DIST, 'snippets')).map((name) => `snippets/${name}`),
  ];
  const addresses = snippets.flatMap((file) =>
    [...source(file).matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => ({
      file,
      address: match[1]!,
    })),
  );
  const relative = addresses.filter(
    ({ address }) => !/^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(address),
  );
  // The sample's company and project logos at least: the check reads what it should.
  assert.ok(
    relative.filter(({ file }) => file !== 'snippet.html').length >= 4,
    'the sections name files',
  );
  for (const { file, address } of relative) {
    assert.ok(
      !address.startsWith('../') && existsSync(join(DIST, address)),
      `${file}: ${address} is not a file of dist/`,
    );
  }
});
