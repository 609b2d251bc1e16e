import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The build-time renderer (a Vite build of src/prerender.tsx) stands aside: these tests are
// about the files around its markup. tests/e2e/host-snippets.test.ts pastes the real ones.
vi.mock('../build/prerender.ts', () => ({
  prerenderElement: vi.fn(async (tag: string, attributes: Record<string, string>, page: string) =>
    tag === 'portfolio-contact'
      ? { ok: false, reason: 'a form before its script would submit as a plain page request' }
      : {
          ok: true,
          look: ' data-portfolio-tone="dark" data-portfolio-prerendered=""',
          template: `<template shadowrootmode="open"><style>:host{display:block}</style><img src="./assets/a.svg"><a href="#about">${tag} ${JSON.stringify(attributes)} ${page.includes('"owner"')}</a></template>`,
        },
  ),
}));

const { cspHash } = await import('./csp.ts');
const { bareTag, headSnippet, pageScripts, roomRules, sectionSnippet, writeSnippets } =
  await import('./snippets.ts');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SCRIPTS = ['./chunks/preload-helper-abc.js', './portfolio-elements.js'];
const INDEX = `<head><template id="portfolio-elements">${SCRIPTS.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('')}</template></head>`;
const CONTENT = '{"owner":{"name":"Sam"}}';

describe('dist/snippet.html', () => {
  it("names dist/ files relative to dist/ without site.url, absolute with it, in the start template's tags", () => {
    const relative = headSnippet(null, SCRIPTS, ['hero'], '');
    expect(relative).toContain(
      '<template id="portfolio-elements"><script type="module" crossorigin src="chunks/preload-helper-abc.js"></script><script type="module" crossorigin src="portfolio-elements.js"></script></template>',
    );
    expect(headSnippet('https://example.com/me/', SCRIPTS, ['hero'], '')).toContain(
      'src="https://example.com/me/portfolio-elements.js"',
    );
  });

  it('holds the room of each bare tag that takes room, and gives the fonts their stand-ins', () => {
    const head = headSnippet(null, SCRIPTS, ['nav', 'hero', 'about', 'contact'], '@font-face{}');
    expect(head).toContain(
      'portfolio-hero:not(:defined){display:block;min-height:max(600px, 100svh)}',
    );
    expect(head).toContain('portfolio-contact:not(:defined){display:block;min-height:800px}');
    expect(head).not.toContain('portfolio-nav:not');
    expect(head).toContain('@font-face{}');
    expect(roomRules(['footer', 'nav'])).toBe(
      'portfolio-footer{display:block;content-visibility:auto;contain-intrinsic-size:auto 150px}',
    );
    expect(roomRules(['nav', 'hero'])).not.toContain('content-visibility');
  });

  it('starts the loader after the first paint, from an inline module script that cannot end early', () => {
    const head = headSnippet(null, SCRIPTS, [], '');
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(inline).toContain('first-contentful-paint');
    expect(inline).toContain('portfolio-elements');
    expect(inline).not.toMatch(/<\/script/i);
    // A strict policy lists what it runs by hash: the snippet names them.
    expect(head).toContain(`script-src ${cspHash(inline)}`);
    expect(head).toMatch(/style-src 'sha256-[^']+'/);
  });

  it("reads the loader's tags from the built page's start template", () => {
    expect(pageScripts(INDEX)).toEqual(SCRIPTS);
    expect(() => pageScripts('<head></head>')).toThrow(/start template/);
  });
});

describe('dist/snippets/<section>.html', () => {
  it('carries the section prerendered into its tag, with its id, the content block and the look', async () => {
    const about = await sectionSnippet('about', null, CONTENT);
    expect(about).toContain(
      '<portfolio-about id="about" config="#portfolio-content" data-portfolio-tone="dark" data-portfolio-prerendered=""><template shadowrootmode="open">',
    );
    expect(about).toContain('portfolio-about {"id":"about","config":"#portfolio-content"} true');
    expect(about).toContain('id="portfolio-content"');
    expect(about).toMatch(/<!-- [\d.]+ KB gzip in your page\./);
  });

  it('names its images relative to dist/ without site.url and absolute with it; anchors stay', async () => {
    expect(await sectionSnippet('work', null, CONTENT)).toContain('<img src="assets/a.svg">');
    const published = await sectionSnippet('work', 'https://example.com/me/', CONTENT);
    expect(published).toContain('<img src="https://example.com/me/assets/a.svg">');
    expect(published).toContain('<a href="#about">');
  });

  it('is the bare tag for the fixed nav and for the contact form, which is never prerendered', async () => {
    expect(await sectionSnippet('nav', null, CONTENT)).toContain(
      '<portfolio-nav config="#portfolio-content"></portfolio-nav>',
    );
    const contact = await sectionSnippet('contact', null, CONTENT);
    expect(contact).toContain(
      '<portfolio-contact id="contact" config="#portfolio-content"></portfolio-contact>',
    );
    expect(contact).toContain('not prerendered: a form before its script');
    expect(bareTag('projects')).toBe(
      '<portfolio-projects config="#portfolio-content"></portfolio-projects>',
    );
  });

  it('writes snippet.html and one file per section it is given', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'snippets-'));
    dirs.push(dist);
    writeFileSync(join(dist, 'index.html'), INDEX);
    const written = await writeSnippets(dist, null, { owner: { name: 'Sam' } }, [
      'hero',
      'contact',
    ]);
    expect(written).toEqual(['snippet.html', 'snippets/hero.html', 'snippets/contact.html']);
    expect(readdirSync(join(dist, 'snippets')).sort()).toEqual(['contact.html', 'hero.html']);
    expect(readFileSync(join(dist, 'snippet.html'), 'utf8')).toContain(
      'src="portfolio-elements.js"',
    );
  });
});
