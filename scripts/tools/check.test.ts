/**
 * The owner's commands as the owner runs them: `npm run build` refusing bad content, and
 * `npm run check [-- --fix]` on their own files.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const GRID = 360;

/** A flat grid of GRID² vertices, uncompressed: a few MB, like a model straight from an editor. */
function gridModel(clips: string[] = []): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = new Float32Array(GRID * GRID * 3);
  const normals = new Float32Array(GRID * GRID * 3);
  for (let i = 0; i < GRID * GRID; i++) {
    positions.set([(i % GRID) / GRID, Math.sin(i / 97) * 0.05, Math.floor(i / GRID) / GRID], i * 3);
    normals.set([0, 1, 0], i * 3);
  }
  const indices = new Uint32Array((GRID - 1) * (GRID - 1) * 6);
  for (let y = 0, k = 0; y < GRID - 1; y++) {
    for (let x = 0; x < GRID - 1; x++, k += 6) {
      const a = y * GRID + x;
      indices.set([a, a + GRID, a + 1, a + 1, a + GRID, a + GRID + 1], k);
    }
  }
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('NORMAL', accessor('VEC3', normals))
    .setIndices(accessor('SCALAR', indices));
  const node = document
    .createNode('body')
    .setMesh(document.createMesh('body').addPrimitive(primitive));
  document.createScene().addChild(node);
  for (const name of clips) {
    const sampler = document
      .createAnimationSampler()
      .setInput(
        document
          .createAccessor()
          .setArray(new Float32Array([0, 1]))
          .setBuffer(buffer),
      )
      .setOutput(
        document
          .createAccessor()
          .setType('VEC3')
          .setArray(new Float32Array([0, 0, 0, 0, 1, 0]))
          .setBuffer(buffer),
      );
    const channel = document
      .createAnimationChannel()
      .setTargetNode(node)
      .setTargetPath('translation')
      .setSampler(sampler);
    document.createAnimation(name).addSampler(sampler).addChannel(channel);
  }
  return document;
}

/** `npm run check`'s command (tsx scripts/tools/check.ts), without npx's start in front of it. */
const CHECK = [process.execPath, '--import', 'tsx', 'scripts/tools/check.ts'];

/**
 * Runs a command to its end, without blocking this process: the checks run at once (each is
 * mostly its own start), and a server in this process must answer one of them.
 */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'owner-check-'));
  const io = new NodeIO();
  await io.write(join(dir, 'computer.glb'), gridModel());
  await io.write(join(dir, 'character.glb'), gridModel(['idle', 'wave']));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const content = (value: unknown) => {
  const file = join(dir, `content-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
};

describe('npm run build', { timeout: 120_000 }, () => {
  it('refuses content with an unknown key and a wrong type, naming both with their lines', async () => {
    const file = content({
      owner: { name: 'Sam', emial: 'sam@example.org' },
      projects: { title: 42 },
    });
    const result = await run(['npm', 'run', 'build', '--silent'], { PORTFOLIO_CONTENT: file });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      ':4:5  owner.emial: Unknown key "emial"; did you mean `email`?',
    );
    expect(result.stderr).toContain(
      ':7:5  projects.title: Invalid type: Expected string but received 42',
    );
    // Nothing else of the build ran or printed.
    expect(result.stdout + result.stderr).not.toMatch(/models\/|vite|built in/);
  });
});

// Each check is a process of its own, mostly its start: they run at once.
describe('npm run check', { timeout: 240_000, concurrent: true }, () => {
  it('reports a missing image and a character without the clips the section plays', async () => {
    const file = content({
      hero: { photo: 'images/missing.png' },
      work: { characterSrc: 'character.glb' },
    });
    const result = await run(CHECK, {
      PORTFOLIO_CONTENT: file,
      PORTFOLIO_PUBLIC: dir,
    });
    expect(result.status).toBe(1);
    const rows = result.stdout.split('\n');
    expect(rows.find((row) => row.startsWith('images/missing.png'))).toMatch(
      /hero\.photo\s+image\s+-\s+file not found/,
    );
    expect(rows.find((row) => row.startsWith('character.glb'))).toMatch(
      /work\.characterSrc\s+model\s+[\d.]+ KB\s+.*missing clips salute, clapping, victory; it has idle, wave/,
    );
  });

  it('lists the sample values left once owner.name is set; exit 1 only with --strict', async () => {
    const file = content({ owner: { name: 'Ana Silva', firstName: 'Ana', location: 'Lisbon' } });
    const env = { PORTFOLIO_CONTENT: file, PORTFOLIO_PUBLIC: dir };
    const [result, strict] = await Promise.all([run(CHECK, env), run([...CHECK, '--strict'], env)]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/sets owner\.name, yet the page still shows \d+ sample values:/);
    expect(result.stdout).toContain('  owner.email: "hello@example.com"');
    expect(result.stdout).toContain("  hero.photo: the sample's image desk-photo.svg");
    expect(result.stdout).toMatch(/ {2}work\.jobs: the sample's 4 jobs: "Northwind Systems"/);
    expect(result.stdout).not.toMatch(/owner\.location|about\.bio\.title/);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('  owner.email: "hello@example.com"');
  });

  it('reports an SVG without a size, and a remote image with and without CORS', async () => {
    writeFileSync(
      join(dir, 'sizeless.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>',
    );
    writeFileSync(join(dir, 'shapeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const server = createServer((request, response) => {
      const cors = request.url === '/cors.png' ? { 'Access-Control-Allow-Origin': '*' } : {};
      response.writeHead(200, { 'Content-Type': 'image/png', ...cors }).end('png');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const project = (spotlight: string) => ({
      title: 't',
      desc: 'd',
      subdesc: 's',
      spotlight,
      tags: [],
    });
    const file = content({
      hero: { photo: `${origin}/plain.png` },
      projects: {
        items: [project(`${origin}/cors.png`), project('sizeless.svg'), project('shapeless.svg')],
      },
      work: {
        jobs: [
          {
            id: 1,
            name: 'Acme',
            position: 'p',
            duration: 'd',
            title: 't',
            icon: `${origin}/plain.png`,
            animation: 'salute',
          },
        ],
      },
    });
    try {
      const result = await run(CHECK, {
        PORTFOLIO_CONTENT: file,
        PORTFOLIO_PUBLIC: dir,
      });
      const row = (path: string) =>
        result.stdout.split('\n').find((line) => line.includes(` ${path} `));
      expect(result.status).toBe(1);
      expect(row('hero.photo')).toMatch(
        /served without an Access-Control-Allow-Origin header: the 3D stage cannot draw it/,
      );
      expect(row('projects.items[0].spotlight')).toMatch(/ok \(served with CORS\)/);
      expect(row('projects.items[1].spotlight')).toMatch(
        /ok \(SVG without width and height: drawn at the size it is shown at/,
      );
      expect(row('projects.items[2].spotlight')).toMatch(
        /SVG with neither width and height nor a viewBox/,
      );
      // An <img> needs no CORS: a job's logo on another origin is fine without it.
      expect(row('work.jobs[0].icon')).toMatch(/\sok\s*$/);
    } finally {
      server.close();
    }
  });

  it('names the candidates of an ambiguous owner.location', async () => {
    const file = content({ owner: { location: 'Springfield' } });
    const result = await run(CHECK, { PORTFOLIO_CONTENT: file });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /:3:5 {2}owner\.location: "Springfield" is ambiguous: "Springfield, MO, US" \(166,810 people\)/,
    );
  });

  it('--fix writes a smaller copy of a large uncompressed model that still loads', async () => {
    const file = content({ projects: { computerSrc: 'computer.glb' } });
    const env = { PORTFOLIO_CONTENT: file, PORTFOLIO_PUBLIC: dir };
    const before = await run(CHECK, env);
    expect(before.stdout).toMatch(/computer\.glb .* without meshopt or Draco compression/);

    const fixed = await run([...CHECK, '--fix'], env);
    expect(fixed.stdout).toMatch(
      /--fix: computer\.glb [\d.]+ KB -> computer\.optimized\.glb [\d.]+ KB/,
    );
    const original = statSync(join(dir, 'computer.glb')).size;
    const optimized = statSync(join(dir, 'computer.optimized.glb')).size;
    expect(optimized).toBeLessThan(original / 2);

    await MeshoptDecoder.ready;
    const io = new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
    const model = await io.read(join(dir, 'computer.optimized.glb'));
    const primitive = model.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    expect(primitive.getAttribute('POSITION')!.getCount()).toBe(GRID * GRID);
    expect(
      model
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain('EXT_meshopt_compression');

    const after = await run(CHECK, {
      ...env,
      PORTFOLIO_CONTENT: content({ projects: { computerSrc: 'computer.optimized.glb' } }),
    });
    expect(after.status).toBe(0);
  });
});
