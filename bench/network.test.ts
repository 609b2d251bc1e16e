import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bodyBytes } from './network.ts';

test("a response's body bytes: as reported, and a worker's own script by its content-length", () => {
  const gzip = { 'content-encoding': 'gzip', 'content-length': '44819' };
  // Reported: the reported size, each time for a file that may change.
  assert.equal(
    bodyBytes(1077, { 'content-length': '1077', 'cache-control': 'no-cache' }, false),
    1077,
  );
  assert.equal(
    bodyBytes(1077, { 'content-length': '1077', 'cache-control': 'no-cache' }, true),
    1077,
  );
  // A worker's own script, reported with no body: what the server sent, once.
  assert.equal(bodyBytes(0, gzip, false), 44819);
  assert.equal(bodyBytes(0, gzip, true), null);
  // A module a worker imports, now and then reported with less than no body: the same.
  assert.equal(bodyBytes(-286, gzip, false), 44819);
  assert.equal(bodyBytes(-286, gzip, true), null);
  // An immutable file, once.
  const immutable = {
    'content-length': '155557',
    'cache-control': 'public, max-age=31536000, immutable',
  };
  assert.equal(bodyBytes(155557, immutable, false), 155557);
  assert.equal(bodyBytes(155557, immutable, true), null);
  // An empty body says nothing.
  assert.equal(bodyBytes(0, { 'content-length': '0' }, false), 0);
});
