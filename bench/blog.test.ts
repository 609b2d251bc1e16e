import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { BLOG_SECTIONS, blogHtml, readPageContent } from './blog.ts';

const CONTENT = '{"owner":{"name":"Sam </script> Lee"}}';

test('the blog loads the sections with one module script from the dist origin', () => {
  const html = blogHtml('http://127.0.0.1:4000', CONTENT);
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(scripts, ['http://127.0.0.1:4000/portfolio-elements.js']);
});

test('every section reads the JSON block on the page, and the block cannot close its script early', () => {
  const html = blogHtml('http://127.0.0.1:4000', CONTENT);
  const block = /<script type="application\/json" id="portfolio-content">([\s\S]*?)<\/script>/.exec(
    html,
  );
  assert.deepEqual(JSON.parse(block![1]!), JSON.parse(CONTENT));
  for (const tag of BLOG_SECTIONS) {
    assert.ok(html.includes(`<${tag} config="#portfolio-content"></${tag}>`), tag);
  }
});

test('paragraphs of the blog sit between every two sections, in page order', () => {
  const body = blogHtml('http://127.0.0.1:4000', CONTENT).split('<body>')[1]!;
  const sections = [...body.matchAll(/<(portfolio-[a-z]+) /g)].map((match) => match[1]);
  assert.deepEqual(sections, [...BLOG_SECTIONS]);
  const gaps = body.split(/<portfolio-[a-z]+ config/).slice(1, -1);
  assert.equal(gaps.length, BLOG_SECTIONS.length - 1);
  for (const gap of gaps) assert.match(gap, /<p>[^<]{40,}<\/p>/);
});

test("the blog's content is the standalone page's own block", () => {
  const dist = mkdtempSync(join(tmpdir(), 'blog-test-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<head><script type="application/json" id="portfolio-content"> {"owner":{}} </script></head>',
  );
  assert.equal(readPageContent(dist), '{"owner":{}}');
  writeFileSync(join(dist, 'index.html'), '<head></head>');
  assert.throws(() => readPageContent(dist), /portfolio-content/);
});
