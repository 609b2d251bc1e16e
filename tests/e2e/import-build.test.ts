/**
 * From a résumé to a built page: each of the JSON Resume package's own example documents, and a
 * document no code here was written against (non-ASCII names, 12 jobs, 20 projects), imported
 * into an empty owner's content and built (tests/support/owner-build.ts). The page shows their
 * names, jobs and skills, in the prerendered HTML and in the elements, and none of the sample's
 * person; the long career's page stays composed at desktop and phone sizes, with a carousel
 * that steps through all 20 projects and a timeline whose every job can be reached and chosen.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/server.ts';
import { type Resume, skillList } from '../../scripts/import/resume.ts';
import { DESKTOP, MOBILE, launchChromium, newPage, upgraded } from '../support/e2e.ts';
import { RESUME_EXAMPLES, ROOT, run, tempOwner } from '../support/import.ts';
import { buildCopy } from '../support/owner-build.ts';

const LONG_CAREER = join(ROOT, 'tests/fixtures/resume/long-career.resume.json');
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

const parent = mkdtempSync(join(tmpdir(), 'portfolio-import-build-'));
/** Each document's page, by its file name. */
const pages = new Map<string, { url: string; resume: Resume }>();
let server: RunningServer;
let browser: Browser;

before(async () => {
  const copy = buildCopy();
  try {
    for (const document of DOCUMENTS) {
      const owner = tempOwner(parent);
      // The page's own icon, which an owner's files folder holds (demo/public/ does).
      copyFileSync(join(ROOT, 'demo/public/favicon.svg'), join(owner.public, 'favicon.svg'));
      const imported = await run('import', ['resume', document], owner);
      assert.equal(imported.code, 0, imported.stderr);
      const dist = await copy.build(owner);
      pages.set(basename(document), {
        url: `${relative(parent, dist)}/?still`,
        resume: JSON.parse(readFileSync(document, 'utf8')) as Resume,
      });
    }
  } finally {
    copy.remove();
  }
  server = await startServer({ root: parent, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

/** The text of the sections, shadow roots included, as the page shows it. */
const sectionsText = (page: Page) =>
  page.evaluate(
    (tags) =>
      tags.map((tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? '').join('\n'),
    SECTIONS,
  );

/** What the résumé says that the page must show: the name, each job, each skill. */
function expectedWords(resume: Resume): string[] {
  return [
    resume.basics!.name!,
    ...(resume.work ?? []).flatMap((job) => [job.name!, job.position!]),
    ...skillList(resume),
  ];
}

for (const document of RESUME_EXAMPLES) {
  const name = basename(document);
  test(`${name}: the built page shows its name, jobs and skills, and not the sample's person`, async () => {
    const { url, resume } = pages.get(name)!;
    // The prerendered HTML, before any script: declarative shadow roots.
    const html = await newPage(browser, { javaScriptEnabled: false });
    await html.goto(`${server.url}${url}`);
    const prerendered = await sectionsText(html);
    await html.context().close();
    const page = await newPage(browser);
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
    const page = await newPage(browser, { viewport });
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
