/**
 * What the build wrote to dist/, read as files: no browser. The 3D shell (src/three/Scene3D.tsx)
 * is what every 3D element loads first, for its poster, progress and fallback; three and
 * react-three-fiber come later, when a stage mounts.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST } from '../support/e2e.ts';

test('the 3D shell chunk imports three and react-three-fiber only when a stage mounts', () => {
  const chunks = readdirSync(join(DIST, 'chunks'));
  const shell = chunks.filter((name) => /^Scene3D-[\w-]{8}\.js$/.test(name));
  assert.equal(shell.length, 1, `one Scene3D chunk: ${shell.join(', ')}`);
  const code = readFileSync(join(DIST, 'chunks', shell[0]!), 'utf8');
  const staticImports = [...code.matchAll(/\bimport\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  assert.ok(staticImports.length > 0, 'the static imports were found');
  assert.deepEqual(
    staticImports.filter((name) => /^(three\.|events-[\w-]+\.esm|react-three-fiber)/.test(name)),
    [],
    `static imports: ${staticImports.join(', ')}`,
  );
});

/** The chunks `name` imports statically, and theirs in turn. */
function staticClosure(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const code = readFileSync(join(DIST, 'chunks', name), 'utf8');
  for (const [, imported] of code.matchAll(/\bimport\s*(?:\{[^}]*\}\s*from\s*)?"\.\/([^"]+)"/g)) {
    staticClosure(imported!, seen);
  }
  return seen;
}

test('the page loads three and react-three-fiber only for a stage it draws itself (PageCanvas, on demand)', () => {
  const chunks = readdirSync(join(DIST, 'chunks'));
  const source = (name: string) => readFileSync(join(DIST, 'chunks', name), 'utf8');
  const loader = chunks.filter((name) =>
    /\bimport\(\s*[`"]\.\/PageCanvas-[\w-]+\.js/.test(source(name)),
  );
  assert.equal(
    loader.length,
    1,
    `one chunk loads the page's canvas on demand: ${loader.join(', ')}`,
  );
  const page = chunks.filter((name) => /^PageCanvas-[\w-]{8}\.js$/.test(name));
  assert.equal(page.length, 1);
  const loaded = [...staticClosure(page[0]!)];
  // three and React Three Fiber: the bundler names their chunk after r3f's first module.
  assert.ok(
    loaded.some((name) => /^(events-[\w-]+\.esm|react-three-fiber)/.test(name)),
    loaded.join(', '),
  );
});

test('the stage chunks load no 3D library on the page (a worker draws them)', () => {
  const chunks = readdirSync(join(DIST, 'chunks'));
  for (const stage of [
    /^hero-canvas-[\w-]{8}\.js$/,
    /^globe-stage-[\w-]{8}\.js$/,
    /^work-canvas-[\w-]{8}\.js$/,
    /^projects-canvas-[\w-]{8}\.js$/,
  ]) {
    const found = chunks.filter((name) => stage.test(name));
    assert.equal(found.length, 1, `one chunk for ${stage}: ${found.join(', ')}`);
    const loaded = [...staticClosure(found[0]!)];
    assert.ok(loaded.length > 1, `${found[0]} imports its helpers`);
    assert.deepEqual(
      loaded.filter((name) =>
        /^(three\.|events-[\w-]+\.esm|react-three-fiber|PageCanvas)/.test(name),
      ),
      [],
      `${found[0]} loads ${loaded.join(', ')}`,
    );
  }
});

test("an English page loads no other language: each table is one JSON file, fetched by both builds' elements on demand", () => {
  const tables = readdirSync(join(DIST, 'assets')).filter((name) =>
    /^(es|pt|de|fr|ar)-[\w-]{8}\.json$/.test(name),
  );
  assert.equal(tables.length, 5, `one table per language: ${tables.join(', ')}`);
  const entries = readdirSync(join(DIST, 'elements')).filter((name) => name.endsWith('.js'));
  for (const entry of entries) {
    const code = readFileSync(join(DIST, 'elements', entry), 'utf8');
    const loaded = new Set<string>();
    for (const [, imported] of code.matchAll(
      /\bimport\s*(?:\{[^}]*\}\s*from\s*)?"\.\.\/chunks\/([^"]+)"/g,
    )) {
      staticClosure(imported!, loaded);
    }
    const text = [
      code,
      ...[...loaded].map((name) => readFileSync(join(DIST, 'chunks', name), 'utf8')),
    ].join('');
    // The imports were followed: the English words every element shows are there.
    assert.ok(text.includes('error.title'), `${entry}: its English words`);
    // Another language's words only in its table, the Arabic face only in its own chunk.
    assert.ok(!text.includes('Mensagem enviada') && !text.includes('noto-sans-arabic'), entry);
    assert.ok(!/\b(es|pt|de|fr|ar)-[\w-]{8}\.json/.test(text), `${entry}: no table's address`);
    // The light elements' imports on demand preload nothing, so they carry no preload helper.
    if (/^portfolio-(nav|contact|footer)\.js$/.test(entry)) {
      assert.ok(!text.includes('vite:preloadError'), `${entry} carries Vite's preload helper`);
    }
  }
});
