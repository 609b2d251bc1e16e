/**
 * dist/builder/ end to end in Chromium, one browser and one server for the file: a JSON Resume
 * file in, the preview, the plain-HTML snippet pasted into a blog on another origin, the embed
 * URL opened, an invalid edit, a reload; hostile strings through all of it; GitHub's API (the
 * local stand-in) with its rate limit and an unknown user; the page by keyboard and axe.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/server.ts';
import { axeViolations } from '../support/axe.ts';
import { sessionForFile } from '../support/e2e.ts';
import { type FakeGitHub, startFakeGitHub, USER } from '../support/fake-github.ts';

const session = sessionForFile();

/** Strings a résumé holds that are somebody else's text: each must stay text. */
const CLOSE_SCRIPT = 'Shipped </script><script>window.__pwned = 1</script> twice <!-- and';
const MARKUP_COMPANY = 'Globex <img src=x onerror="window.__pwned = 2">';

const RESUME = {
  basics: {
    name: 'Ana Ruiz',
    label: 'Data <b>engineer</b>',
    email: 'ana@ruiz.example',
    summary: `I move data. ${CLOSE_SCRIPT}`,
    profiles: [{ network: 'GitHub', username: 'ana-ruiz' }],
  },
  work: [
    { name: MARKUP_COMPANY, position: 'Engineer', startDate: '2020-02', summary: CLOSE_SCRIPT },
  ],
  skills: [{ name: 'Web', keywords: ['React', 'TypeScript'] }],
  projects: [{ name: 'Lens', description: 'A log viewer.', keywords: ['React'] }],
};

let blog: RunningServer;
let blogRoot: string;
let github: FakeGitHub;

before(async () => {
  blogRoot = mkdtempSync(join(tmpdir(), 'builder-blog-'));
  blog = await startServer({ root: blogRoot, port: 0 });
  github = await startFakeGitHub();
});

after(async () => {
  await blog.close();
  await github.close();
  rmSync(blogRoot, { recursive: true, force: true });
});

const builderUrl = () => `${session.server.url}builder/`;
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of your sections"]');
const editor = (page: Page) => page.getByRole('textbox', { name: 'Content JSON' });

/** The builder, its editor loaded; the preview's heavier sections left out for speed. */
async function openBuilder(page: Page): Promise<void> {
  await page.goto(builderUrl());
  await showEditor(page);
}

/** The editor loads as it comes near the screen. */
async function showEditor(page: Page): Promise<void> {
  await page.locator('.editor').scrollIntoViewIfNeeded();
  await editor(page).waitFor();
}

async function onlyLightSections(page: Page): Promise<void> {
  for (const name of ['About', 'Projects', 'Contact form'])
    await page.getByRole('checkbox', { name, exact: true }).uncheck();
}

/** Replaces the editor's whole text, as an owner pasting a document would. */
async function typeJson(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

test('a résumé to a published section: file in, preview, blog snippet, embed URL, an invalid edit, a reload', async () => {
  const page = await session.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: session.server.url,
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openBuilder(page);
  await onlyLightSections(page);

  // 1. A JSON Resume file in.
  await page.getByLabel('A JSON Resume file').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(RESUME)),
  });
  await page
    .getByRole('status')
    .getByText(/^Imported resume\.json: \d+ added/)
    .waitFor();
  assert.equal(await page.getByLabel('Full name').inputValue(), 'Ana Ruiz');
  await page.getByText('The content is valid.').waitFor();

  // 2. The preview shows it, markup as text.
  const frame = preview(page);
  await frame.locator('portfolio-hero').getByText('Hi, I am Ana').first().waitFor();
  await frame.locator('portfolio-work').getByText(MARKUP_COMPANY, { exact: true }).waitFor();
  assert.equal(await frame.locator('img[src="x"]').count(), 0);
  const pwnedInPreview = await page
    .frame({ url: /builder\/preview\.html/ })!
    .evaluate(() => (window as { __pwned?: number }).__pwned);
  assert.equal(pwnedInPreview, undefined);

  // 3. The plain-HTML snippet, copied and pasted into a blog on another origin.
  await page.getByRole('tab', { name: 'Plain HTML' }).click();
  await page.getByRole('button', { name: 'Copy Your sections, as HTML' }).click();
  await page.getByRole('button', { name: 'Copied Your sections, as HTML' }).waitFor();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(snippet, await page.getByLabel('Your sections, as HTML').inputValue());
  // The head's: the loader's tags held in a template, the script that adds them after the first
  // paint; then the content's JSON script. No other script, whatever the content says.
  assert.equal(
    snippet.match(/<\/script>/g)?.length,
    4,
    'the loader (and its shared chunk), its start, and the JSON script only',
  );
  assert.ok(snippet.includes(`src="${session.server.url}portfolio-elements.js"`));
  writeFileSync(
    join(blogRoot, 'post.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My blog</title></head>
    <body><h1>My blog</h1><p>Here is my work.</p>\n${snippet}\n<p>Thanks for reading.</p></body></html>`,
  );
  const post = await session.newPage();
  await post.goto(`${blog.url}post.html`);
  await post.locator('portfolio-hero').getByText('Hi, I am Ana').first().waitFor();
  await post.locator('portfolio-work').getByText(MARKUP_COMPANY, { exact: true }).waitFor();
  const inBlog = await post.evaluate(() => ({
    pwned: (window as { __pwned?: number }).__pwned,
    scripts: document.scripts.length,
    images: document.querySelectorAll('img[src="x"]').length,
    content: JSON.parse(document.getElementById('portfolio-content')!.textContent!) as {
      about: { bio: { text: string } };
    },
  }));
  assert.equal(inBlog.pwned, undefined);
  // The start script, the content's, and the loader's two, added from their template.
  assert.equal(inBlog.scripts, 4);
  assert.equal(inBlog.images, 0);
  assert.equal(inBlog.content.about.bio.text, `I move data. ${CLOSE_SCRIPT}`);
  assert.deepEqual(post.errors, []);
  await post.close();

  // 4. The embed URL, opened.
  await page.getByRole('tab', { name: 'Notion and iframes' }).click();
  const embed = await page
    .getByRole('textbox', { name: 'Work experience', exact: true })
    .inputValue();
  assert.match(embed, new RegExp(`^${session.server.url}embed/work\\.html#[\\w-]+$`));
  const framed = await session.newPage();
  await framed.goto(embed);
  await framed.locator('portfolio-work').getByText(MARKUP_COMPANY, { exact: true }).waitFor();
  await framed.close();

  // 5. An invalid edit names its path, and the preview keeps the last valid content.
  const edited = { ...JSON.parse(await editorText(page, /"owner"/)), theme: 'neon' } as Record<
    string,
    unknown
  >;
  (edited.owner as Record<string, string>).firstName = 'Renamed';
  await typeJson(page, JSON.stringify(edited, null, 2));
  const problems = page.locator('.problems');
  await problems.getByRole('button', { name: 'theme', exact: true }).waitFor();
  await page.getByText('Showing the last valid content').waitFor();
  assert.equal(await frame.getByText('Hi, I am Renamed').count(), 0);
  await frame.locator('portfolio-hero').getByText('Hi, I am Ana').first().waitFor();

  // 6. A reload keeps the edits, the invalid one included.
  await page.reload();
  await showEditor(page);
  await problems.getByRole('button', { name: 'theme', exact: true }).waitFor();
  await editorText(page, /"firstName": "Renamed"/);
  assert.equal(await page.getByLabel('First name (the greeting)').inputValue(), 'Renamed');
  assert.equal(await page.getByRole('checkbox', { name: 'About', exact: true }).isChecked(), false);
  // Fixed, the preview follows.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  await frame.locator('portfolio-hero').getByText('Hi, I am Renamed').first().waitFor();

  // Nothing left the browser: every request went to the dist/ it came from.
  const elsewhere = requests.filter((url) => !url.startsWith(session.server.url));
  assert.deepEqual(
    elsewhere.filter((url) => !url.startsWith('blob:') && !url.startsWith('data:')),
    [],
  );
  assert.deepEqual(page.errors, []);
});

/**
 * The editor's text, as the page keeps it in this browser (the form and the editor write it),
 * once it holds `expected`: the page saves after it paints, so a status line can show first.
 */
async function editorText(page: Page, expected: RegExp): Promise<string> {
  const saved = await page.waitForFunction((source) => {
    const text = (
      JSON.parse(localStorage.getItem('portfolio-builder') ?? '{}') as { text?: string }
    ).text;
    return text !== undefined && new RegExp(source).test(text) ? text : false;
  }, expected.source);
  return (await saved.jsonValue()) as string;
}

test('GitHub through its public API: the repositories in, a rate limit and an unknown user said plainly', async () => {
  const page = await session.newPage();
  const asked: string[] = [];
  // GitHub's API, answered by the local stand-in (its languages_url point at it directly).
  await page.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    await route.fulfill({
      response: await route.fetch({ url: `${github.url}${url.pathname}${url.search}` }),
    });
  });
  await openBuilder(page);
  const login = page.getByLabel('A GitHub username');
  const importButton = page.locator('form', { has: login }).getByRole('button', { name: 'Import' });

  await login.fill('nobody-here');
  await importButton.click();
  await page.getByRole('alert').getByText('GitHub has no user "nobody-here"').waitFor();

  await login.fill('limited');
  await importButton.click();
  await page
    .getByRole('alert')
    .getByText(/GitHub's rate limit is used up until 2030-01-02T03:04:05Z; try again then/)
    .waitFor();

  await login.fill(USER);
  await importButton.click();
  await page
    .getByRole('status')
    .getByText(`Imported GitHub's ${USER}:`, { exact: false })
    .waitFor();
  const text = await editorText(page, /"title": "kafka-lens"/);
  assert.match(text, /"title": "raft-lab"/);
  assert.doesNotMatch(text, /forked-thing|images\/imported/, 'no fork, no picture files');
  assert.deepEqual(asked.slice(0, 3), ['/users/nobody-here', '/users/limited', `/users/${USER}`]);
  await page.getByText('The content is valid.').waitFor();

  // The download: content.json as the editor holds it.
  await page.getByRole('tab', { name: 'content.json' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download content.json' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'content.json');
  const downloaded = readFileSync((await download.path())!, 'utf8');
  assert.deepEqual(JSON.parse(downloaded), JSON.parse(text));

  // A résumé address (another origin; http: only from this computer) merges over it.
  writeFileSync(join(blogRoot, 'resume.json'), JSON.stringify(RESUME));
  await page.getByLabel('A JSON Resume address').fill(`${blog.url}resume.json`);
  await page
    .locator('form', { has: page.getByLabel('A JSON Resume address') })
    .getByRole('button', { name: 'Import' })
    .click();
  await page.getByRole('status').getByText(`Imported ${blog.url}resume.json:`).waitFor();
  assert.equal(await page.getByLabel('Full name').inputValue(), 'Ana Ruiz');
  assert.match(await editorText(page, /Ruiz/), /"title": "kafka-lens"/);

  // A content file replaces what the editor holds.
  await page.getByLabel('A content file').setInputFiles({
    name: 'content.json',
    mimeType: 'application/json',
    buffer: Buffer.from(downloaded),
  });
  await page
    .getByRole('status')
    .getByText(/^Opened content\.json/)
    .waitFor();
  // The editor keeps what it holds a moment after the change (as it does for each keystroke).
  await page.waitForFunction(
    (expected) =>
      (JSON.parse(localStorage.getItem('portfolio-builder')!) as { text: string }).text ===
      expected,
    downloaded,
  );
  assert.equal(await page.getByLabel('Full name').inputValue(), 'Ana Ñúñez');
  assert.deepEqual(page.errors, []);
});

test('hostile input: a javascript: link is refused by its path, a 1 MB string makes the embed address too long for a host', async () => {
  const page = await session.newPage();
  await openBuilder(page);
  await page.getByLabel('GitHub profile').fill('javascript:alert(1)');
  const problem = page.locator('.problems li', { hasText: 'owner.github' });
  await problem.getByText('Only https:, http:, mailto: or relative URLs are allowed').waitFor();
  await page.getByText('Showing the last valid content').waitFor();
  await page.getByLabel('GitHub profile').fill('https://github.com/ana');
  await page.getByText('The content is valid.').waitFor();

  await page.getByLabel('Role').fill('x'.repeat(1_000_000));
  await page.getByText('The content is valid.').waitFor();
  await page.getByRole('tab', { name: 'Notion and iframes' }).click();
  await page
    .getByText(/the address is 1,3\d\d,\d\d\d characters, more than the 2,000/)
    .first()
    .waitFor();
  const config = await page.getByLabel('Work experience (reads content.json)').inputValue();
  assert.equal(
    config,
    `${session.server.url}embed/work.html?config=${encodeURIComponent(`${session.server.url}content.json`)}`,
  );
  assert.deepEqual(page.errors, []);
});

test('by keyboard, in both themes, with 0 serious or critical axe findings', async () => {
  // Reduced motion, as in a11y.test.ts: axe reads each colour as it is now, and a project's text
  // fading in is, for a second, paler than it ends.
  const page = await session.newPage({ reducedMotion: 'reduce' });
  await openBuilder(page);
  await preview(page).locator('portfolio-hero').getByText('Hi, I am Jordan').first().waitFor();
  assert.deepEqual(await axeViolations(page, true), []);

  // The form: tab from field to field, type, and press buttons.
  await page.getByLabel('Full name').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Kim Lee');
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.id),
    await page.getByLabel('First name (the greeting)').getAttribute('id'),
  );
  await page.getByRole('button', { name: 'Add a job' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Company').waitFor();
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem('portfolio-builder')!) as { text: string };
    return /"name": "Kim Lee"[\s\S]*"jobs": \[/.test(saved.text);
  });
  // The hosts' tabs: the arrow keys move between them.
  await page.getByRole('tab', { name: 'Plain HTML' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(
    await page.getByRole('tab', { name: 'WordPress' }).getAttribute('aria-selected'),
    'true',
  );

  // Another language: the preview shows the sections in it.
  await page.getByLabel('Add a language (tag)').fill('pt');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  await preview(page).locator('portfolio-hero[lang="pt"]').waitFor();

  const themes = [];
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /^(Dark|Light) page$/ }).click();
    themes.push(await page.evaluate(() => document.documentElement.dataset.theme));
    assert.deepEqual(await axeViolations(page, true), [], `${themes.at(-1)} page`);
  }
  assert.deepEqual(themes.sort(), ['dark', 'light']);
  assert.deepEqual(page.errors, []);
});
