import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_REFERENCE, referenceCommit } from './reference.ts';

test('BENCH_REFERENCE names the reference commit; unset or empty takes the default; none skips', () => {
  assert.equal(referenceCommit(undefined), DEFAULT_REFERENCE);
  assert.equal(referenceCommit(' '), DEFAULT_REFERENCE);
  assert.equal(referenceCommit('abc1234'), 'abc1234');
  assert.equal(referenceCommit('none'), null);
});
