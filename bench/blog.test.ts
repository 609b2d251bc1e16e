import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { BLOG_SECTIONS, blogHtml, readPageContent, readSnippets, resolveAgainst } from './blog.ts';

const CONTENT = '{"owner":{"name":"Sam </script> Lee"}}';
const DIST = 'http://127.0.0.1:4000/';
const SNIPPETS = {
  head: '<style>portfolio-hero:not(:defined){display:block}</style>\n<template id="portfolio-elements"><script type="module" src="http://127.0.0.1:4000/portfolio-elements.js"></script></template>',
  hero: '<!-- hero -->\n<portfolio-hero id="home" config="#portfolio-content"><template shadowrootmode="open"><h1>Hi</h1></template></portfolio-hero>',
};

const body = (html: string) => html.split('<body>')[1]!;
const tags = (html: string) =>
  [...body(html).matchAll(/<(portfolio-[a-z]+)[ >]/g)].map((m) => m[1]);

test("with the snippets: dist/snippet.html's lines in <head>, the hero's prerendered snippet after the blog's first article, bare tags below", () => {
  const html = blogHtml(DIST, CONTENT, SNIPPETS);
  assert.ok(html.includes(SNIPPETS.head), 'the head snippet, as it is');
  assert.deepEqual([...html.matchAll(/<script type="module" src=/g)].length, 1, 'in its template');
  const page = body(html);
  assert.ok(page.indexOf('<article>') < page.indexOf('<portfolio-hero'), 'the blog opens the page');
  assert.ok(page.includes('<template shadowrootmode="open"><h1>Hi</h1>'), "the hero's first view");
  assert.deepEqual(tags(html), [...BLOG_SECTIONS]);
  for (const tag of BLOG_SECTIONS.filter((t) => t !== 'portfolio-hero')) {
    assert.ok(page.includes(`<${tag} config="#portfolio-content"></${tag}>`), tag);
  }
});

test('every section reads the JSON block on the page, and the block cannot close its script early', () => {
  for (const variant of ['snippets', 'tag'] as const) {
    const html = blogHtml(DIST, CONTENT, SNIPPETS, variant);
    const block =
      /<script type="application\/json" id="portfolio-content">([\s\S]*?)<\/script>/.exec(html);
    assert.deepEqual(JSON.parse(block![1]!), JSON.parse(CONTENT), variant);
  }
});

test('without the sections: the same prose, and nothing of ours', () => {
  const bare = blogHtml(DIST, CONTENT, SNIPPETS, 'bare');
  assert.deepEqual(tags(bare), []);
  assert.doesNotMatch(bare, /portfolio-content|127\.0\.0\.1:4000|<template/);
  const prose = (html: string) => [...html.matchAll(/<p>([^<]+)<\/p>/g)].map((m) => m[1]);
  assert.deepEqual(prose(bare), prose(blogHtml(DIST, CONTENT, SNIPPETS)));
});

test('with the script tag alone: one module script from the dist origin and bare tags', () => {
  const html = blogHtml(DIST, CONTENT, SNIPPETS, 'tag');
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(scripts, ['http://127.0.0.1:4000/portfolio-elements.js']);
  assert.doesNotMatch(html, /<template|<style>portfolio/);
  assert.deepEqual(tags(html), [...BLOG_SECTIONS]);
});

test('paragraphs of the blog sit between every two sections, in page order', () => {
  const page = body(blogHtml(DIST, CONTENT, SNIPPETS, 'tag'));
  const gaps = page.split(/<portfolio-[a-z]+ config/).slice(1, -1);
  assert.equal(gaps.length, BLOG_SECTIONS.length - 1);
  for (const gap of gaps) assert.match(gap, /<p>[^<]{40,}<\/p>/);
});

test("the snippets' relative URLs resolve against where dist/ is served; anchors and absolute ones stay", () => {
  assert.equal(
    resolveAgainst(
      '<script src="portfolio-elements.js"></script><img src="./assets/a.svg"><a href="#about"></a><a href="https://x.example/"></a><a href="mailto:a@b.c"></a>',
      'http://127.0.0.1:4000/dist/',
    ),
    '<script src="http://127.0.0.1:4000/dist/portfolio-elements.js"></script><img src="http://127.0.0.1:4000/dist/assets/a.svg"><a href="#about"></a><a href="https://x.example/"></a><a href="mailto:a@b.c"></a>',
  );
  const dist = mkdtempSync(join(tmpdir(), 'blog-snippets-'));
  mkdirSync(join(dist, 'snippets'));
  writeFileSync(join(dist, 'snippet.html'), '<script src="portfolio-elements.js"></script>');
  writeFileSync(join(dist, 'snippets/hero.html'), '<img src="./assets/p.svg">');
  assert.deepEqual(readSnippets(dist, 'http://127.0.0.1:4000/'), {
    head: '<script src="http://127.0.0.1:4000/portfolio-elements.js"></script>',
    hero: '<img src="http://127.0.0.1:4000/assets/p.svg">',
  });
  rmSync(dist, { recursive: true, force: true });
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
  rmSync(dist, { recursive: true, force: true });
});
