import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControl, contentType, etagOf, fileFor, isFresh } from './static.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it.each([
    '/chunks/three.core-BpW0a9_x.js',
    '/chunks/light-Contact-DUtHH7q7.js',
    '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    '/assets/draco_decoder-C32yEggz.wasm',
  ])('keeps the content-hashed %s for good', (path) => {
    expect(cacheControl(path)).toBe(IMMUTABLE);
  });

  it.each([
    // The address owners put in their script tag: "-elements" is no hash.
    '/portfolio-elements.js',
    '/embed.js',
    '/embed-page.js',
    '/elements/portfolio-contact.js',
    '/elements/portfolio-projects.js',
    '/embed/contact.html',
    '/index.html',
    '/',
    '/portfolio.schema.json',
    '/custom-elements.json',
    '/portfolio-elements.d.ts',
    // Stable model names an owner may replace, eight letters after a dash or not.
    '/models/demo-computer.glb',
    '/models/animations/clapping.glb',
    '/decoders/draco/draco_decoder.wasm',
    '/icons/3f.json.gz',
  ])('has a cache revalidate the stable address %s', (path) => {
    expect(cacheControl(path)).toBe('no-cache');
  });
});

describe('fileFor', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(root, 'embed'));
  writeFileSync(join(root, 'index.html'), '');
  writeFileSync(join(root, 'embed/hero.html'), '');

  it('finds a file, and a folder by its index.html', () => {
    expect(fileFor(root, '/embed/hero.html?still')).toBe(join(root, 'embed/hero.html'));
    expect(fileFor(root, '/')).toBe(join(root, 'index.html'));
    expect(fileFor(root, '//index.html')).toBe(join(root, 'index.html'));
  });

  it('finds nothing outside the root, missing or malformed', () => {
    expect(fileFor(root, '/../etc/passwd')).toBeUndefined();
    expect(fileFor(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(fileFor(root, '/embed')).toBeUndefined();
    expect(fileFor(root, '/missing.js')).toBeUndefined();
    expect(fileFor(root, '/%E0%A4%A')).toBeUndefined();
  });

  it('names each type, and falls back to bytes', () => {
    expect(contentType('a/b.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('m.glb')).toBe('model/gltf-binary');
    expect(contentType('icons/3f.json.gz')).toBe('application/gzip');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });
});

describe('validators', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-etag-'));
  const file = join(dir, 'desk.glb');
  writeFileSync(file, 'glTF');

  it('names a file by its size and modification time, weakly', () => {
    expect(etagOf(file)).toMatch(/^W\/"4-[0-9a-f]+"$/);
  });

  it('finds the version a request holds among the tags it names', () => {
    const etag = etagOf(file);
    expect(isFresh({ headers: { 'if-none-match': etag } }, etag)).toBe(true);
    expect(isFresh({ headers: { 'if-none-match': `W/"0-0", ${etag}` } }, etag)).toBe(true);
    expect(isFresh({ headers: { 'if-none-match': 'W/"4-0"' } }, etag)).toBe(false);
    expect(isFresh({ headers: {} }, etag)).toBe(false);
  });
});
