import { describe, expect, it } from 'vitest';
import { SAMPLE_NAV } from '../../src/content/sample-page.ts';
import { builtContent } from './built-content.ts';
import { leftOutSections, navWithout, pageWithout } from './left-out.ts';

const PAGE = `<main>
      <portfolio-projects config="#portfolio-content"></portfolio-projects>
      <portfolio-work id="work" config="#portfolio-content"></portfolio-work>
      <portfolio-contact id="contact" config="#portfolio-content"></portfolio-contact>
    </main>`;

describe('a section the content leaves out', () => {
  it('is the work section with work.jobs empty, and only then', () => {
    expect(leftOutSections({ work: { jobs: [] } })).toEqual(['work']);
    expect(leftOutSections({ work: { title: 'Jobs' } })).toEqual([]);
    expect(leftOutSections({})).toEqual([]);
    expect(leftOutSections({ work: { jobs: [{ id: 1 }] } })).toEqual([]);
  });

  it('leaves the page without its element, and the other elements as they are', () => {
    expect(pageWithout(PAGE, ['work'])).toBe(`<main>
      <portfolio-projects config="#portfolio-content"></portfolio-projects>
      <portfolio-contact id="contact" config="#portfolio-content"></portfolio-contact>
    </main>`);
    expect(pageWithout(PAGE, [])).toBe(PAGE);
  });

  it("takes the nav's link to it out: the sample's links, the owner's and each locale's", () => {
    const sample = navWithout({ work: { jobs: [] } }, ['work']);
    expect(sample.nav).toEqual({
      items: SAMPLE_NAV.items.filter((item) => item.href !== '#work'),
    });
    const own = navWithout(
      {
        nav: {
          items: [
            { id: 1, name: 'Jobs', href: './#work' },
            { id: 2, name: 'Blog', href: '/blog' },
          ],
        },
        locales: { pt: { nav: { items: [{ id: 1, name: 'Trabalho', href: '#work' }] } }, de: {} },
      },
      ['work'],
    );
    expect(own.nav).toEqual({ items: [{ id: 2, name: 'Blog', href: '/blog' }] });
    expect(own.locales).toEqual({ pt: { nav: { items: [] } }, de: {} });
    const kept = { nav: { items: [{ id: 1, name: 'Work', href: '#work' }] } };
    expect(navWithout(kept, [])).toBe(kept);
  });

  it('is taken out of the content the build ships', () => {
    const built = builtContent({ work: { jobs: [] } });
    const hrefs = (built.nav as { items: { href: string }[] }).items.map((item) => item.href);
    expect(hrefs).toEqual(['#home', '#about', '#contact']);
  });
});
