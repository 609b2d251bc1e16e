import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BEFORE_LANGUAGES } from './bundles.ts';
import { DEFAULT_REFERENCE, referenceCommit } from './reference.ts';

test('BENCH_REFERENCE names the reference commit; unset or empty takes the default; none skips', () => {
  assert.equal(referenceCommit(undefined), DEFAULT_REFERENCE);
  assert.equal(referenceCommit(' '), DEFAULT_REFERENCE);
  assert.equal(referenceCommit('abc1234'), 'abc1234');
  assert.equal(referenceCommit('none'), null);
});

test('the commits the bench builds find every package they list in this checkout', (t) => {
  // They build with this checkout's node_modules linked in (bench/reference.ts): a package
  // dropped from ours since breaks their build on a fresh clone, whose bench caches none.
  for (const commit of [DEFAULT_REFERENCE, BEFORE_LANGUAGES]) {
    let listed: string;
    try {
      listed = execFileSync('git', ['show', `${commit}:package.json`], { encoding: 'utf8' });
    } catch {
      t.skip(`${commit} is not in this clone's history`);
      return;
    }
    const { dependencies = {}, devDependencies = {} } = JSON.parse(listed) as Record<
      string,
      Record<string, string> | undefined
    >;
    const missing = Object.keys({ ...dependencies, ...devDependencies }).filter(
      (name) => !existsSync(join('node_modules', name, 'package.json')),
    );
    assert.deepEqual(missing, [], `${commit} lists packages this checkout does not install`);
  }
});
