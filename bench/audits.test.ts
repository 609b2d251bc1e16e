import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditName, auditUrl, schedule } from './audits.ts';

test('audits run in rounds, one of each a round, so every page sees the same machine', () => {
  assert.deepEqual(schedule({ pageStillMobile: 2, referenceStillMobile: 2, pageMobile: 2 }), [
    'pageStillMobile',
    'referenceStillMobile',
    'pageMobile',
    'pageStillMobile',
    'referenceStillMobile',
    'pageMobile',
  ]);
});

test('an audit with fewer runs drops out of the later rounds; one with none never runs', () => {
  assert.deepEqual(schedule({ pageStillMobile: 3, blogMobile: 1, referenceStillMobile: 0 }), [
    'pageStillMobile',
    'blogMobile',
    'pageStillMobile',
    'pageStillMobile',
  ]);
  assert.deepEqual(schedule({}), []);
});

test('an audit is named by site, query and preset', () => {
  assert.equal(auditName('blogStillMobile'), 'blog (snippets) ?still mobile');
  assert.equal(auditName('blogBareDesktop'), 'blog (snippets) without the sections desktop');
  assert.equal(auditName('pageTextMobile'), 'page text floor mobile');
  assert.equal(auditName('pageDesktop'), 'page as shipped desktop');
  assert.equal(auditName('pageWorkerOffMobile'), 'page ?worker=off mobile');
});

test("an audit's URL is its site's, with its page and query", () => {
  assert.equal(auditUrl('pageStillMobile', 'http://127.0.0.1:9/'), 'http://127.0.0.1:9/?still');
  assert.equal(auditUrl('blogBareMobile', 'http://127.0.0.1:9/'), 'http://127.0.0.1:9/?bare');
  assert.equal(
    auditUrl('pageTextMobile', 'http://127.0.0.1:9/'),
    'http://127.0.0.1:9/text-floor.html',
  );
});
