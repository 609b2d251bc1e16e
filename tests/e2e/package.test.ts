import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: ROOT, encoding: 'utf8' }),
)[0] as { files: { path: string }[] };
const files = new Set(packed.files.map((file) => file.path));
const TAGS = Object.keys(
  (await import('../../elements.config.ts')).ELEMENT_ENTRIES as Record<string, string>,
);

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
    'dist/decoders/draco/draco_decoder.js',
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

test('the declarations type-check DOM and React 19 JSX usage', () => {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tests/fixtures/types'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
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

test('importing the package and each element on a server (Node, no DOM) throws nothing', () => {
  const entries = [pkg.exports['.'].default, ...TAGS.map((tag) => `./dist/elements/${tag}.js`)];
  const script = `await Promise.all(${JSON.stringify(entries)}.map((entry) => import(entry)));`;
  // A child process of its own: the imports may not see this process's globals.
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT });
});

test('the package needs nothing at run time: dist/ bundles it all (React types an optional peer)', () => {
  assert.deepEqual(pkg.dependencies ?? {}, {});
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    assert.equal(pkg.peerDependenciesMeta?.[peer]?.optional, true, `${peer} is not optional`);
  }
});
