/**
 * Content as the build has it, where no build saw it: a blog on another origin with the CDN tag
 * and the owner's own content inline, and an embed page with the content in its hash. The globe
 * finds owner.location in dist/gazetteer/ (one shard, and none for content with coordinates), an
 * unknown place shows no marker and says so, relative file paths resolve against dist/ rather
 * than the blog, and a hero.photo that fails spoils only the desk's monitor.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startServer, type RunningServer } from '../../server/server.ts';
import {
  poll,
  recordEvents,
  recorded,
  sessionForFile,
  waitForShadowAttribute,
  waitForStage,
  type TestPage,
} from '../support/e2e.ts';

const session = sessionForFile();
const blogRoot = mkdtempSync(join(tmpdir(), 'portfolio-blog-'));
let blog: RunningServer;

before(async () => {
  blog = await startServer({ root: blogRoot, port: 0 });
});
after(async () => {
  await blog.close();
  rmSync(blogRoot, { recursive: true, force: true });
});

/** A blog post on its own origin with one section and the owner's content inline. */
async function blogPost(
  name: string,
  tag: string,
  content: object,
  attributes = '',
): Promise<TestPage> {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  writeFileSync(
    join(blogRoot, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
    <script type="module" src="${session.server.url}portfolio-elements.js"></script></head>
    <body><h1>A post</h1><${tag} loading="eager"${attributes}><script type="application/json">${json}</script></${tag}></body></html>`,
  );
  const page = await session.newPage();
  await recordEvents(page, ['portfolio-error']);
  page.on('console', (message) => {
    // The elements' own warnings (three's deprecation notices are not the content's).
    if (message.type() === 'warning' && message.text().startsWith('<portfolio-')) {
      page.errors.push(`warning: ${message.text()}`);
    }
  });
  return page;
}

/** Paths the page asked for, by server. */
function requests(page: TestPage): { dist: string[]; blog: string[] } {
  const seen = { dist: [] as string[], blog: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(session.server.url)) seen.dist.push(url.pathname);
    if (url.href.startsWith(blog.url)) seen.blog.push(url.pathname);
  });
  return seen;
}

const OSAKA = '34.69,135.5';
const WAIT = { timeout: 30_000 };

const marker = (page: TestPage) =>
  page.locator('portfolio-about .globe-frame').getAttribute('data-marker');

test('a blog: the globe finds owner.location in one gazetteer shard, relative files come from dist/, an empty text takes no room', async () => {
  const page = await blogPost('osaka', 'portfolio-about', {
    owner: { name: 'Kenji Watanabe-Okafor', location: 'Osaka, Japan' },
    about: { avatar: 'favicon.svg', techStack: { text: '' } },
  });
  const seen = requests(page);
  await page.goto(`${blog.url}osaka.html`);
  assert.equal(
    await poll(
      () => marker(page),
      (v) => v === OSAKA,
      WAIT,
    ),
    OSAKA,
  );
  await waitForShadowAttribute(page, 'portfolio-about', '.globe-marker', 'data-hidden', 'false');
  const shards = seen.dist.filter((path) => path.startsWith('/gazetteer/'));
  assert.equal(shards.length, 1, shards.join(', '));
  // The avatar is dist/'s file, not the blog's.
  const avatar = await page.locator('portfolio-about .card-bio image').getAttribute('href');
  assert.equal(avatar, `${session.server.url}favicon.svg`);
  assert.deepEqual(seen.blog, ['/osaka.html']);
  // The empty text takes no room: the skills follow the title.
  assert.equal(await page.locator('portfolio-about .card-tech .card-text').count(), 0);
  const title = (await page.locator('portfolio-about .card-tech .card-title').boundingBox())!;
  const skills = (await page.locator('portfolio-about .card-tech .skills').boundingBox())!;
  assert.ok(skills.y - (title.y + title.height) < 40, `${skills.y - title.y - title.height} px`);
  assert.deepEqual(page.errors, []);
});

test('a place the gazetteer does not know: no marker, and the console names it and the fix', async () => {
  const page = await blogPost('osakka', 'portfolio-about', { owner: { location: 'Osakka' } });
  await page.goto(`${blog.url}osakka.html`);
  await poll(
    async () => page.errors.length,
    (count) => count > 0,
    WAIT,
  );
  assert.match(
    page.errors[0]!,
    /^warning: <portfolio-about> shows its globe without a marker: owner.location "Osakka": The gazetteer knows no city "Osakka".*about\.globe\.label\.lat and \.lng/,
  );
  await waitForStage(page, 'portfolio-about');
  assert.equal(await marker(page), 'none');
  assert.equal(
    await page.locator('portfolio-about .globe-marker').getAttribute('data-hidden'),
    'true',
  );
});

test('content with coordinates, and the sample, fetch no gazetteer', async () => {
  const page = await blogPost('placed', 'portfolio-about', {
    owner: { location: 'Osaka, Japan' },
    about: { globe: { label: { lat: 34.69, lng: 135.5 } } },
  });
  const seen = requests(page);
  await page.goto(`${blog.url}placed.html`);
  await waitForStage(page, 'portfolio-about');
  assert.equal(await marker(page), '34.69,135.5');
  await page.goto(`${session.server.url}embed/about.html`);
  await waitForStage(page, 'portfolio-about');
  assert.equal(await marker(page), '47.61,-122.33');
  assert.deepEqual(
    seen.dist.filter((path) => path.startsWith('/gazetteer/')),
    [],
  );
});

test("an embed page places the hash's owner.location", async () => {
  const page = await session.newPage();
  const hash = Buffer.from(JSON.stringify({ owner: { location: 'Osaka, Japan' } })).toString(
    'base64url',
  );
  await page.goto(`${session.server.url}embed/about.html#${hash}`);
  assert.equal(
    await poll(
      () => marker(page),
      (v) => v === OSAKA,
      WAIT,
    ),
    OSAKA,
  );
  assert.deepEqual(page.errors, []);
});

test('a hero.photo that fails: a placeholder on the monitor, the desk drawn, one asset error naming it', async () => {
  const page = await blogPost('photo', 'portfolio-hero', { hero: { photo: 'images/gone.png' } });
  await page.goto(`${blog.url}photo.html`);
  await waitForStage(page, 'portfolio-hero');
  const missing = `${session.server.url}images/gone.png`;
  const errors = await poll(
    () => recorded<{ source: string; message: string }>(page, 'portfolio-error'),
    (found) => found.length > 0,
    WAIT,
  );
  assert.deepEqual(
    errors.map(({ tag, source }) => [tag, source]),
    [['portfolio-hero', 'asset']],
  );
  assert.ok(errors[0]!.message.includes(`Could not load ${missing}: `), errors[0]!.message);
  assert.deepEqual(page.errors, []);
});

test('a tag in a language whose face this dist/ lacks says what to add; a bundled face loads for its script', async () => {
  const page = await blogPost(
    'fonts',
    'portfolio-about',
    { locales: { ja: { about: { bio: { text: '大阪のエンジニアです。' } } } } },
    ' lang="ja"',
  );
  const seen = requests(page);
  await page.goto(`${blog.url}fonts.html`);
  await poll(
    async () => page.errors.length,
    (count) => count > 0,
    WAIT,
  );
  assert.match(
    page.errors[0]!,
    /^warning: <portfolio-about> shows "ja", whose characters need Noto Sans JP Variable, and .*\/fonts\/noto-sans-jp\.css is not there: add a "ja" locale/,
  );
  assert.equal(page.errors.length, 1);

  const hebrew = await blogPost(
    'hebrew',
    'portfolio-about',
    { locales: { he: { about: { bio: { text: 'מהנדסת תוכנה בתל אביב.' } } } } },
    ' lang="he"',
  );
  const fetched = requests(hebrew);
  await hebrew.goto(`${blog.url}hebrew.html`);
  await poll(
    async () => fetched.dist.some((path) => path.includes('noto-sans-hebrew')),
    Boolean,
    WAIT,
  );
  assert.deepEqual(hebrew.errors, []);
  assert.ok(!seen.dist.some((path) => path.includes('noto-sans-hebrew')));
});
