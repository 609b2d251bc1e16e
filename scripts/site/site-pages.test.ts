import { describe, expect, it } from 'vitest';
import { SAMPLE_OWNER } from '../../src/content/sample-owner.ts';
import { headBlock, insertHeadBlock, oembedJson, pageDescription, siteBase } from './site-pages.ts';
import { readSiteConfig } from './write-site-files.ts';

const base = 'https://example.com/portfolio/';
const facts = { owner: SAMPLE_OWNER, description: 'A portfolio.', base };
const page =
  '<!doctype html><html><head>\n<meta charset="utf-8" />\n<title>x</title></head></html>';

describe('site pages', () => {
  it('gives each section a rich oEmbed whose html is one iframe of its page', () => {
    const json = oembedJson(facts, 'contact');
    expect(json).toMatchObject({
      version: '1.0',
      type: 'rich',
      width: 800,
      provider_url: base,
      thumbnail_url: `${base}social.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(json.html.match(/<iframe/g)).toHaveLength(1);
    expect(json.html).toContain(
      `src="${base}embed/contact.html?config=${encodeURIComponent(`${base}content.json`)}"`,
    );
    expect(json.html).not.toMatch(/style=|sandbox=/);
  });

  it('puts absolute preview tags and discovery at the top of <head>, once', () => {
    const html = insertHeadBlock(page, headBlock(facts, null));
    expect(html.indexOf('application/json+oembed')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain(`<meta property="og:image" content="${base}social.png" />`);
    expect(html).toContain(`<link rel="canonical" href="${base}" />`);
    expect(html).toContain('"@type":"Person"');
    expect(insertHeadBlock(html, headBlock(facts, null))).toBe(html);
  });

  it('leaves out what needs an absolute address when there is none', () => {
    const block = headBlock({ ...facts, base: null }, 'projects');
    expect(block).toContain('twitter:card" content="summary_large_image"');
    expect(block).not.toMatch(/og:image"|og:url|json\+oembed|canonical/);
  });

  it('reads site.url as a folder, and refuses a malformed one by name', () => {
    expect(siteBase('https://example.com/me')).toBe('https://example.com/me/');
    expect(readSiteConfig({ site: { url: 'http://127.0.0.1:4173/' } }, 'c').url).toBe(
      'http://127.0.0.1:4173/',
    );
    expect(readSiteConfig({}, 'c').url).toBeNull();
    for (const url of ['example.com', 'http://example.com/', 'https://x.com/?a=1', 'ftp://x/']) {
      expect(() => readSiteConfig({ site: { url } }, 'c')).toThrow(/^c: site\.url: /);
    }
  });
});

describe('each page described from its own owner', () => {
  const owner = {
    ...SAMPLE_OWNER,
    name: 'Mira Okafor',
    firstName: 'Mira',
    role: 'Platform engineer',
  };

  it("is the owner's name and role, then the bio in their own words, placeholders filled", () => {
    expect(pageDescription(owner)).toBe('Mira Okafor, Platform engineer.');
    expect(pageDescription({ ...owner, role: 'مهندسة منصات' }, undefined, 'ar')).toBe(
      'Mira Okafor، مهندسة منصات.',
    );
    expect(pageDescription(owner, '  Ten years as {firstName}\n of keeping data fast. ')).toBe(
      'Mira Okafor, Platform engineer. Ten years as Mira of keeping data fast.',
    );
  });

  it('is cut at a word to what a search result shows', () => {
    const described = pageDescription(owner, 'Fast platforms, ledgers to logistics. '.repeat(9));
    expect(described.length).toBeLessThanOrEqual(160);
    expect(described).toMatch(/^Mira Okafor, Platform engineer\. Fast platforms, .*[a-z]…$/);
  });

  it("takes each locale's own bio and owner, never the sample's words or another language's", () => {
    const { descriptions } = readSiteConfig(
      {
        owner: { name: 'Mira Okafor', role: 'Platform engineer' },
        about: { bio: { text: 'Ten years of data platforms.' } },
        locales: {
          pt: {
            owner: { role: 'Engenheira de plataformas' },
            about: { bio: { text: 'Dez anos.' } },
          },
          de: { owner: { role: 'Plattform-Ingenieurin' } },
        },
      },
      'c',
    );
    expect([...descriptions.values()]).toEqual([
      'Mira Okafor, Platform engineer. Ten years of data platforms.',
      'Mira Okafor, Engenheira de plataformas. Dez anos.',
      'Mira Okafor, Plattform-Ingenieurin.',
    ]);
  });
});
