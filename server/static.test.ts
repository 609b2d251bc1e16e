import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, contentType, staticFiles } from './static.ts';

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

describe('contentType', () => {
  it('names each type, and falls back to bytes', () => {
    expect(contentType('a/b.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('m.glb')).toBe('model/gltf-binary');
    expect(contentType('icons/3f.json.gz')).toBe('application/gzip');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What a route after the files answers: tells "nothing matched" apart from the files' own answers. */
const FELL_THROUGH = 404;

/**
 * One request with its path as written (fetch would resolve `..` before sending), and no
 * decoding of the body.
 */
function ask(
  server: Server,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Answer>((done, fail) => {
    request({ host: '127.0.0.1', port, path, ...init }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

/** `root`'s files on a free port, with a fall-through answer of its own when nothing matched. */
async function serve(root: string, headers?: Record<string, string>): Promise<Server> {
  const files = staticFiles(root, headers);
  const server = createServer((req, res) => {
    void files(req, res).then((served) => {
      if (!served) res.writeHead(FELL_THROUGH, { 'x-fell-through': 'yes' }).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

// site/ beside a sibling whose name starts the same, and a file above both: none may be reached.
const base = mkdtempSync(join(tmpdir(), 'static-'));
const root = join(base, 'site');
mkdirSync(join(root, 'embed'), { recursive: true });
mkdirSync(join(root, 'pt'));
mkdirSync(join(root, 'chunks'));
mkdirSync(join(root, 'icons'));
mkdirSync(join(base, 'site-secret'));
writeFileSync(join(root, 'index.html'), '<p>home</p>');
writeFileSync(join(root, 'embed/hero.html'), '<p>hero</p>');
writeFileSync(join(root, 'pt/index.html'), '<p>olá</p>');
writeFileSync(join(root, 'chunks/three.core-BpW0a9_x.js'), 'export {};');
writeFileSync(join(root, 'desk.glb'), 'glTF');
const SHARD = gzipSync('{"3f":1}');
writeFileSync(join(root, 'icons/3f.json.gz'), SHARD);
writeFileSync(join(base, 'passwd'), 'root:x:0:0');
writeFileSync(join(base, 'site-secret/passwd'), 'root:x:0:0');

let server: Server;
beforeAll(async () => {
  server = await serve(root);
});
afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()));
  rmSync(base, { recursive: true, force: true });
});

describe('staticFiles', () => {
  it('finds a file, and a folder by its index.html', async () => {
    const hero = await ask(server, '/embed/hero.html?still');
    expect(hero.status).toBe(200);
    expect(hero.body.toString()).toBe('<p>hero</p>');
    expect((await ask(server, '/')).body.toString()).toBe('<p>home</p>');
    expect((await ask(server, '//index.html')).body.toString()).toBe('<p>home</p>');
    expect((await ask(server, '/pt/')).body.toString()).toBe('<p>olá</p>');
  });

  it('sends a folder asked without its slash to it, so its relative addresses resolve', async () => {
    // embed/ has no index.html: its slash then finds nothing (below).
    for (const folder of ['/pt', '/embed']) {
      const answer = await ask(server, folder);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${folder}/`);
    }
  });

  it.each([
    '/../passwd',
    '/%2e%2e/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fpasswd',
    // A prefix test of the path alone would let these through: site-secret starts with site.
    '/../site-secret/passwd',
    '/%2e%2e/site-secret/passwd',
    '/embed/',
    '/missing.js',
    '/%E0%A4%A',
  ])('finds nothing for %s, outside the root, missing or malformed', async (path) => {
    const answer = await ask(server, path);
    expect(answer.status).toBe(FELL_THROUGH);
    expect(answer.headers['x-fell-through']).toBe('yes');
  });

  it('leaves every method but GET and HEAD to the routes', async () => {
    expect((await ask(server, '/index.html', { method: 'POST' })).headers['x-fell-through']).toBe(
      'yes',
    );
  });

  it('sends our headers: the type, the cache rule and the CORS header', async () => {
    const desk = await ask(server, '/desk.glb');
    expect(desk.headers['content-type']).toBe('model/gltf-binary');
    expect(desk.headers['cache-control']).toBe('no-cache');
    expect(desk.headers['access-control-allow-origin']).toBe('*');
    expect(desk.headers['content-length']).toBe('4');
    const chunk = await ask(server, '/chunks/three.core-BpW0a9_x.js');
    expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends a .gz shard as its bytes, not as an encoding the browser would undo', async () => {
    const shard = await ask(server, '/icons/3f.json.gz', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(shard.headers['content-type']).toBe('application/gzip');
    expect(shard.headers['content-encoding']).toBeUndefined();
    expect(shard.body.equals(SHARD)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await ask(server, '/desk.glb', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('model/gltf-binary');
    expect(head.headers['content-length']).toBe('4');
    expect(head.body.length).toBe(0);
  });

  it('adds the headers it is given to each file', async () => {
    const encoded = await serve(root, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
    try {
      const desk = await ask(encoded, '/desk.glb');
      expect(desk.headers['content-encoding']).toBe('gzip');
      expect(desk.headers.vary).toBe('accept-encoding');
      expect(desk.headers['content-type']).toBe('model/gltf-binary');
    } finally {
      encoded.close();
    }
  });
});

describe('validators', () => {
  it('names a file by its size and modification time, weakly', async () => {
    expect((await ask(server, '/desk.glb')).headers.etag).toMatch(/^W\/"4-[0-9a-f]+"$/);
  });

  it('answers 304 for the version a request holds among the tags it names', async () => {
    const etag = (await ask(server, '/desk.glb')).headers.etag!;
    const held = (tags: string) => ask(server, '/desk.glb', { headers: { 'if-none-match': tags } });
    expect((await held(etag)).status).toBe(304);
    expect((await held(`W/"0-0", ${etag}`)).status).toBe(304);
    expect((await held('W/"4-0"')).status).toBe(200);
    expect((await ask(server, '/desk.glb')).status).toBe(200);
  });

  it('sends the body again to a request that asks past caches, as a reload does', async () => {
    const etag = (await ask(server, '/desk.glb')).headers.etag!;
    const held = (cache: string) =>
      ask(server, '/desk.glb', { headers: { 'if-none-match': etag, 'cache-control': cache } });
    // What fetch() sends beside an If-None-Match of its own (cache mode no-store).
    expect((await held('no-cache')).status).toBe(200);
    // Chromium's reload: revalidates.
    expect((await held('max-age=0')).status).toBe(304);
  });

  it('answers a precondition the file fails with its status, not a server error', async () => {
    const stale = await ask(server, '/desk.glb', {
      headers: { 'if-match': 'W/"0-0"' },
    });
    expect(stale.status).toBe(412);
  });

  it('keeps the cache rule, the CORS header and the validator on a 304, without a body', async () => {
    const etag = (await ask(server, '/desk.glb')).headers.etag!;
    const again = await ask(server, '/desk.glb', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    expect(again.body.length).toBe(0);
  });
});
