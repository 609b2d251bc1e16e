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
    staticImports.filter((name) => /^(three\.|react-three-fiber)/.test(name)),
    [],
    `static imports: ${staticImports.join(', ')}`,
  );
  // ...and it does load them, on demand.
  assert.match(code, /"\.\/three\.core-[\w-]+\.js"/);
  assert.match(code, /"\.\/react-three-fiber\.esm-[\w-]+\.js"/);
});
