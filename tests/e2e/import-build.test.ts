/**
 * From a résumé or a GitHub account to a built page: each of the JSON Resume package's own
 * example documents, a document no code here was written against (non-ASCII names, 12 jobs, 20
 * projects), and a GitHub account alone (the stand-in's, with a non-ASCII name), each imported
 * into an empty owner's content. The long career and the GitHub account are built
 * (tests/support/owner-build.ts; a build is half a minute of both cores): the page shows the
 * long career's name, jobs and skills, in the prerendered HTML and in the elements, and none of
 * the sample's person; the package's examples are held to the same words in the content their
 * import writes, which a built page shows as it shows the long career's. The long career's page
 * stays composed at desktop and phone sizes, with a carousel that steps through all 20 projects
 * and a timeline whose every job can be reached and chosen.
 * The GitHub-only page builds with --strict (no sample value left), without the work section,
 * its nav link and its embed page, and with no hole where the 'Why' card was.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/server.ts';
import type { Resume } from '../../src/content/import/resume-document.ts';
import { skillList } from '../../src/content/import/resume.ts';
import { DESKTOP, MOBILE, launchChromium, newPage, upgraded } from '../support/e2e.ts';
import { REPOS, USER, startFakeGitHub } from '../support/fake-github.ts';
import { RESUME_EXAMPLES, ROOT, run, tempOwner, type Owner } from '../support/import.ts';
import { buildOwner } from '../support/owner-build.ts';

const LONG_CAREER = join(ROOT, 'tests/fixtures/resume/long-career.resume.json');
/** The document built into a page: the long career, the one no code here was written against. */
const BUILT = new Set([LONG_CAREER]);
const DOCUMENTS = [...RESUME_EXAMPLES, LONG_CAREER];
/** Words of the sample's person that an imported page must not show. */
const SAMPLE_WORDS = [
  'Jordan',
  'Northwind Systems',
  'Brightwave',
  'Stakeholder Collaboration',
  'Eight years of building',
];
const SECTIONS = [
  'portfolio-hero',
  'portfolio-about',
  'portfolio-projects',
  'portfolio-work',
  'portfolio-footer',
];
/** The sample person, as tests/e2e/owner-content.test.ts looks for them. */
const SAMPLE_PERSON = /Jordan|Avery|Seattle/;
/** The GitHub-only owner's sections: the work section is left out. */
const GITHUB_SECTIONS = ['portfolio-nav', ...SECTIONS.filter((tag) => tag !== 'portfolio-work')];
const GITHUB_ROLE = 'Stream-processing engineer';
/** The stand-in's repositories the import takes: neither forks nor archived, most starred first. */
const GITHUB_PROJECTS = REPOS.filter((repo) => !repo.fork && !repo.archived).map((r) => r.name);

const parent = mkdtempSync(join(tmpdir(), 'portfolio-import-build-'));
/** Each built document's page, by its file name. */
const pages = new Map<string, { url: string; resume: Resume }>();
/** Each document's imported content, as text, by its file name. */
const imports = new Map<string, string>();
let server: RunningServer;
let browser: Browser;
/**
 * The pages open with reduced motion: each stage draws its frame and stops, where a moving one
 * would keep SwiftShader on the cores the builds and the next pages need. Nothing here needs
 * motion: the carousel and the timeline step the same without it.
 */
const STILL = { reducedMotion: 'reduce' } as const;

/** A fresh owner, with the page's own icon, which an owner's files folder holds (demo/public/ does). */
function newOwner(): Owner {
  const owner = tempOwner(parent);
  copyFileSync(join(ROOT, 'demo/public/favicon.svg'), join(owner.public, 'favicon.svg'));
  return owner;
}

/** The GitHub-only page: its address, and what its import and build printed. */
let github: { url: string; dist: string; imported: string; built: string };

/** Imports `document` into a fresh owner, and builds the page of those in BUILT. */
async function importResume(document: string): Promise<void> {
  const owner = newOwner();
  const imported = await run('import', ['resume', document], owner);
  assert.equal(imported.code, 0, imported.stderr);
  imports.set(basename(document), readFileSync(owner.content, 'utf8'));
  if (!BUILT.has(document)) return;
  const { dist } = await buildOwner(owner);
  pages.set(basename(document), {
    url: `${relative(parent, dist)}/?still`,
    resume: JSON.parse(readFileSync(document, 'utf8')) as Resume,
  });
}

/** A GitHub account alone: the stand-in's profile and repositories, and the owner's title. */
async function importGitHub(): Promise<void> {
  const owner = newOwner();
  const fake = await startFakeGitHub();
  const imported = await run('import', ['github', USER, '--role', GITHUB_ROLE], owner, {
    GITHUB_API_URL: fake.url,
  }).finally(() => fake.close());
  assert.equal(imported.code, 0, imported.stderr);
  // --strict: a sample value left would fail the build.
  const { dist, output } = await buildOwner(owner, { strict: true });
  github = {
    url: `${relative(parent, dist)}/?still`,
    dist,
    imported: imported.stdout,
    built: output,
  };
}

before(async () => {
  // All at once: an import or a build keeps at most about 1.4 of this machine's 2 cores busy,
  // and each writes only its own owner's folder, dist/ and scratch folder.
  await Promise.all([importGitHub(), ...DOCUMENTS.map(importResume)]);
  server = await startServer({ root: parent, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

/** The text of the sections, shadow roots included, as the page shows it. */
const sectionsText = (page: Page, tags = SECTIONS) =>
  page.evaluate(
    (tags) =>
      tags.map((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? '').join('\n'),
    tags,
  );

/** What the résumé says that the page must show: the name, each job, each skill. */
function expectedWords(resume: Resume): string[] {
  return [
    resume.basics!.name!,
    ...(resume.work ?? []).flatMap((job) => [job.name!, job.position!]),
    ...skillList(resume),
  ];
}

for (const document of RESUME_EXAMPLES.filter((example) => !BUILT.has(example))) {
  const name = basename(document);
  test(`${name}: its import writes its name, jobs and skills, and not the sample's person`, () => {
    const content = imports.get(name)!;
    const resume = JSON.parse(readFileSync(document, 'utf8')) as Resume;
    for (const word of expectedWords(resume)) assert.ok(content.includes(word), word);
    for (const word of SAMPLE_WORDS) assert.ok(!content.includes(word), `sample's ${word}`);
  });
}

for (const document of DOCUMENTS.filter((example) => BUILT.has(example))) {
  const name = basename(document);
  test(`${name}: the built page shows its name, jobs and skills, and not the sample's person`, async () => {
    const { url, resume } = pages.get(name)!;
    // The prerendered HTML, before any script: declarative shadow roots.
    const html = await newPage(browser, { javaScriptEnabled: false });
    await html.goto(`${server.url}${url}`);
    const prerendered = await sectionsText(html);
    await html.context().close();
    const page = await newPage(browser, STILL);
    await page.goto(`${server.url}${url}`);
    for (const tag of SECTIONS) await upgraded(page, tag);
    const live = await sectionsText(page);
    for (const [where, text] of [
      ['prerendered', prerendered],
      ['live', live],
    ] as const) {
      for (const word of expectedWords(resume)) assert.ok(text.includes(word), `${where}: ${word}`);
      for (const word of SAMPLE_WORDS)
        assert.ok(!text.includes(word), `${where}: sample's ${word}`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a long career, unseen before, at ${viewport.width}x${viewport.height}: composed, every project and job reachable`, async () => {
    const { url, resume } = pages.get(basename(LONG_CAREER))!;
    const page = await newPage(browser, { ...STILL, viewport });
    await page.goto(`${server.url}${url}`);
    for (const tag of SECTIONS) await upgraded(page, tag);
    const text = await sectionsText(page);
    for (const word of expectedWords(resume)) assert.ok(text.includes(word), word);
    for (const word of SAMPLE_WORDS) assert.ok(!text.includes(word), `sample's ${word}`);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'nothing overflows the page sideways',
    );

    // The carousel: 20 projects, one after another, round to the first; back to the last.
    const projects = resume.projects!;
    const title = page.locator('portfolio-projects .title');
    const next = page.locator('portfolio-projects button[aria-label="Next project"]');
    await next.scrollIntoViewIfNeeded();
    for (let i = 1; i <= projects.length; i++) {
      await next.click();
      await title.filter({ hasText: projects[i % projects.length]!.name! }).waitFor();
    }
    await page.locator('portfolio-projects button[aria-label="Previous project"]').click();
    await title.filter({ hasText: projects.at(-1)!.name! }).waitFor();

    // The timeline: each of the 12 jobs scrolls into view, inside the page, and can be chosen.
    const jobs = page.locator('portfolio-work button.job');
    assert.equal(await jobs.count(), 12);
    for (const index of [0, 5, 11]) {
      const job = jobs.nth(index);
      // As a visitor reads it: in the middle of the window.
      await job.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await job.click();
      await page.waitForFunction((i) => {
        const buttons = document
          .querySelector('portfolio-work')!
          .shadowRoot!.querySelectorAll('button.job');
        return buttons.item(i).hasAttribute('data-active');
      }, index);
      const box = (await job.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `job ${index} inside the page`);
      if (viewport.width < 1024) continue;
      // Beside the list, the character (mid-stage) stays in the window whichever job is chosen.
      const stage = (await page.locator('portfolio-work .stage.character').boundingBox())!;
      const middle = stage.y + stage.height / 2;
      assert.ok(middle > 0 && middle < viewport.height, `the character beside job ${index}`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** The hrefs of the nav's links, desktop and sidebar alike. */
const navHrefs = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelector('portfolio-nav')!.shadowRoot!.querySelectorAll('a.nav-link')].map(
        (link) => link.getAttribute('href'),
      ),
    ),
  ]);

test('GitHub only: built with --strict, the owner named, their repositories shown, nothing of the sample, no work section', async () => {
  assert.doesNotMatch(github.imported, /Still the sample's/);
  assert.doesNotMatch(github.built, /still shows/);
  // The page and every embed page as published: no sample person, no work section.
  const index = readFileSync(join(github.dist, 'index.html'), 'utf8');
  assert.match(index, new RegExp(`<title>Ana Ñúñez · ${GITHUB_ROLE}</title>`));
  assert.doesNotMatch(index, /<portfolio-work/);
  assert.ok(!existsSync(join(github.dist, 'embed/work.html')), 'no embed page for work');
  for (const file of ['index.html', ...readdirSync(join(github.dist, 'embed'))]) {
    const html = readFileSync(
      join(github.dist, file === 'index.html' ? '' : 'embed', file),
      'utf8',
    );
    assert.doesNotMatch(html, SAMPLE_PERSON, file);
  }

  // Before any script (declarative shadow roots), then live.
  const html = await newPage(browser, { javaScriptEnabled: false });
  await html.goto(`${server.url}${github.url}`);
  const prerendered = await sectionsText(html, GITHUB_SECTIONS);
  assert.deepEqual(await navHrefs(html), ['#home', '#about', '#contact']);
  await html.context().close();
  const page = await newPage(browser, STILL);
  await page.goto(`${server.url}${github.url}`);
  for (const tag of GITHUB_SECTIONS) await upgraded(page, tag);
  const live = await sectionsText(page, GITHUB_SECTIONS);
  for (const [where, text] of [
    ['prerendered', prerendered],
    ['live', live],
  ] as const) {
    for (const word of ['Ana Ñúñez', 'Hi, I am Ana', GITHUB_PROJECTS[0]!, 'TypeScript'])
      assert.ok(text.includes(word), `${where}: ${word}`);
    assert.doesNotMatch(text, SAMPLE_PERSON, where);
    for (const word of SAMPLE_WORDS) assert.ok(!text.includes(word), `${where}: sample's ${word}`);
  }
  assert.deepEqual(await navHrefs(page), ['#home', '#about', '#contact']);
  assert.equal(await page.locator('portfolio-work').count(), 0);
  assert.equal(await page.locator('portfolio-about .card-why').count(), 0);
  // Every repository, one after another.
  const title = page.locator('portfolio-projects .title');
  const next = page.locator('portfolio-projects button[aria-label="Next project"]');
  for (const name of [...GITHUB_PROJECTS.slice(1), GITHUB_PROJECTS[0]!]) {
    await next.click();
    await title.filter({ hasText: name }).waitFor();
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`GitHub only, at ${viewport.width}x${viewport.height}: no hole where the 'Why' card and the work section were`, async () => {
    const page = await newPage(browser, { ...STILL, viewport });
    await page.goto(`${server.url}${github.url}`);
    for (const tag of GITHUB_SECTIONS) await upgraded(page, tag);
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'nothing overflows the page sideways',
    );
    // The about grid's cards cover it, but for the gaps between its tracks.
    const cover = await page.evaluate(() => {
      const grid = document.querySelector('portfolio-about')!.shadowRoot!.querySelector('.grid')!;
      const style = getComputedStyle(grid);
      const box = grid.getBoundingClientRect();
      const columns = style.gridTemplateColumns.split(' ').length;
      const rows = style.gridTemplateRows.split(' ').length;
      const [rowGap, columnGap] = [parseFloat(style.rowGap), parseFloat(style.columnGap)];
      const gaps =
        columnGap * box.height * (columns - 1) +
        rowGap * box.width * (rows - 1) -
        rowGap * columnGap * (columns - 1) * (rows - 1);
      const cards = [...grid.children].reduce((sum, card) => {
        const { width, height } = card.getBoundingClientRect();
        return sum + width * height;
      }, 0);
      return cards / (box.width * box.height - gaps);
    });
    assert.ok(cover > 0.98, `the about grid's cards cover ${(cover * 100).toFixed(1)}% of it`);
    // The contact section follows the carousel as the work section would have.
    const [projects, contact] = await Promise.all(
      ['portfolio-projects', 'portfolio-contact'].map((tag) =>
        page
          .locator(tag)
          .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      ),
    );
    assert.ok(
      Math.abs(contact!.top - projects!.bottom) < 1,
      'nothing stands between the carousel and the contact section',
    );
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
