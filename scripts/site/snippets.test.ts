import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headSnippet, sectionSnippet, writeSnippets } from './snippets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('snippets', () => {
  it('names dist/ files relative to dist/ without site.url, absolute with it', () => {
    expect(headSnippet(null)).toContain('<script type="module" src="portfolio-elements.js">');
    expect(headSnippet('https://example.com/me/')).toContain(
      'src="https://example.com/me/portfolio-elements.js"',
    );
  });

  it("gives a section the id the page's anchors name, and none where the page gives none", () => {
    expect(sectionSnippet('about')).toBe('<portfolio-about id="about"></portfolio-about>\n');
    expect(sectionSnippet('hero')).toBe('<portfolio-hero id="home"></portfolio-hero>\n');
    expect(sectionSnippet('projects')).toBe('<portfolio-projects></portfolio-projects>\n');
  });

  it('writes snippet.html and one file per section it is given', () => {
    const dist = mkdtempSync(join(tmpdir(), 'snippets-'));
    dirs.push(dist);
    const written = writeSnippets(dist, null, ['hero', 'contact']);
    expect(written).toEqual(['snippet.html', 'snippets/hero.html', 'snippets/contact.html']);
    expect(readdirSync(join(dist, 'snippets')).sort()).toEqual(['contact.html', 'hero.html']);
    expect(readFileSync(join(dist, 'snippet.html'), 'utf8')).toBe(headSnippet(null));
  });
});
