import { describe, expect, it } from 'vitest';
import { SAMPLE_OWNER } from '../../src/content/sample-owner.ts';
import { rebaseUrls } from '../content/built-content.ts';
import { languagePage, pageLanguages } from './language-pages.ts';
import { headBlock, oembedJson, sitemapXml } from './site-pages.ts';

const content = {
  lang: 'en',
  hero: { photo: './me.jpg', cta: { label: 'Hi', href: '#about' } },
  projects: { items: [{ logo: 'react', isImage: false, spotlight: 'shots/a.png', href: 'demo/' }] },
  contact: { emailOrigin: '.' },
  locales: { pt: { hero: { photo: 'eu.jpg' } }, ar: {} },
};
const languages = pageLanguages(content);
const base = 'https://example.com/portfolio/';

describe('language pages', () => {
  it('gives the main language the root and each locale a folder, with its direction', () => {
    expect(languages.map(({ lang, dir, file }) => [lang, dir, file])).toEqual([
      ['en', 'ltr', 'index.html'],
      ['pt', 'ltr', 'pt/index.html'],
      ['ar', 'rtl', 'ar/index.html'],
    ]);
  });

  it("moves the content's relative links one level up; its files resolve against dist/ as written", () => {
    expect(rebaseUrls(content, '../')).toEqual({
      ...content,
      projects: {
        items: [{ logo: 'react', isImage: false, spotlight: 'shots/a.png', href: '../demo/' }],
      },
      contact: { emailOrigin: '../.' },
    });
  });

  it("leaves a link that starts with an owner placeholder to the owner's value, in a locale too", () => {
    const social = [
      { name: 'GitHub', href: '{github}', icon: 'github' },
      { name: 'Blog', href: '{linkedin}/posts', icon: 'linkedin' },
      { name: 'CV', href: 'cv/{name}.pdf', icon: 'file' },
    ];
    const rebased = rebaseUrls(
      {
        owner: { github: 'https://github.com/m' },
        footer: { social },
        locales: { de: { footer: { social } } },
      },
      '../',
    ) as {
      footer: { social: typeof social };
      locales: { de: { footer: { social: typeof social } } };
    };
    const hrefs = ['{github}', '{linkedin}/posts', '../cv/{name}.pdf'];
    expect(rebased.footer.social.map(({ href }) => href)).toEqual(hrefs);
    expect(rebased.locales.de.footer.social.map(({ href }) => href)).toEqual(hrefs);
  });

  it("writes lang and dir on <html>, lang on the tags, the locale owner's <title> and description, and the page one level down", () => {
    const built = `<!doctype html>\n<html lang="en">\n<head><link rel="icon" href="./favicon.svg" /><script type="application/json" id="portfolio-content">${JSON.stringify(content)}</script></head><body><portfolio-nav config="#portfolio-content"></portfolio-nav></body></html>`;
    const ar = languagePage(built, languages[2]!);
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<portfolio-nav lang="ar" config="#portfolio-content">');
    expect(ar).toContain('href="../favicon.svg"');
    expect(ar).toContain('"photo":"./me.jpg"');
    expect(ar).toContain('"href":"../demo/"');
    const titled = languagePage(
      `<title>Jordan Avery · Engineer</title><meta name="description" content="A sample's words." />${built}`,
      languages[2]!,
      { ...SAMPLE_OWNER, name: 'جوردان أفري', role: 'مهندس برمجيات' },
      'جوردان أفري، "مهندس" برمجيات.',
    );
    expect(titled).toContain('<title>جوردان أفري · مهندس برمجيات</title>');
    expect(titled).toContain(
      '<meta name="description" content="جوردان أفري، &quot;مهندس&quot; برمجيات." />',
    );
    const main = languagePage(built, languages[0]!);
    expect(main).toContain('<html lang="en" dir="ltr">');
    expect(main).toContain('<portfolio-nav config=');
  });

  it('lists every language as an alternate, with its own canonical, og:locale and oEmbed', () => {
    const facts = { owner: SAMPLE_OWNER, description: 'x', base, languages };
    const pt = headBlock({ ...facts, page: languages[1] }, null);
    expect(pt).toContain(`<link rel="canonical" href="${base}pt/" />`);
    expect(pt).toContain(
      `<link rel="alternate" hreflang="ar" href="${base}ar/" title="العربية" />`,
    );
    expect(pt).toContain(`<link rel="alternate" hreflang="x-default" href="${base}" />`);
    expect(pt).toContain('<meta property="og:locale" content="pt" />');
    expect(pt).toContain('<meta property="og:locale:alternate" content="en" />');
    expect(pt).toContain(`href="${base}embed/projects.pt.oembed.json"`);
    // Without site.url the alternates are relative to the page.
    const relative = headBlock({ ...facts, base: null, page: languages[1] }, null);
    expect(relative).toContain('<link rel="alternate" hreflang="en" href="../" title="English" />');
    expect(oembedJson({ ...facts }, 'work', 'ar').html).toContain('lang=ar');
    const sitemap = sitemapXml(base, languages);
    expect(sitemap.match(/<loc>/g)).toHaveLength(3);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="${base}pt/" />`);
  });
});
