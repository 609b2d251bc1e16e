import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/types.ts';
import { readFileSync } from 'node:fs';
import { formatSampleLeft, loadSample, sampleLeft } from './sample-left.ts';
import { dropSampleLocales, sampleLocaleTable } from './sample-locales.ts';

/** content/portfolio.json as the repository ships it: the sample owner, in three languages. */
const SHIPPED = JSON.parse(
  readFileSync(new URL('../../content/portfolio.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const TABLE = JSON.parse(
  readFileSync(new URL('./sample-locales.json', import.meta.url), 'utf8'),
) as Record<string, string>;

let sample: Content;
beforeAll(async () => {
  sample = await loadSample();
});

describe('sampleLeft', () => {
  it('says nothing while the owner has not set their name', () => {
    expect(sampleLeft({}, sample)).toEqual([]);
    expect(sampleLeft({ about: { bio: { text: 'Mine' } } }, sample)).toEqual([]);
    expect(sampleLeft({ owner: { name: sample.owner.name } }, sample)).toEqual([]);
  });

  it('lists the sample values left, by path, and none of the product wording or templates', () => {
    const left = sampleLeft(
      { owner: { name: 'Ana Silva', email: 'ana@example.org' }, work: { jobs: [] } },
      sample,
    );
    const paths = left.map((item) => item.path);
    expect(paths).toContain('owner.location');
    expect(paths).toContain('about.bio.text');
    expect(paths).toContain('projects.items');
    // Given by the owner, or the product's own words, or a template that follows the owner.
    for (const path of ['owner.name', 'owner.email', 'work.jobs', 'nav.items', 'about.bio.title'])
      expect(paths).not.toContain(path);
    expect(left.find((item) => item.path === 'owner.location')!.value).toBe('"Seattle, WA"');
    expect(left.find((item) => item.path === 'hero.photo')!.value).toBe(
      "the sample's image desk-photo.svg",
    );
    expect(left.find((item) => item.path === 'projects.items')!.value).toMatch(
      /^the sample's 4 projects: "Refer: referral job-application platform", /,
    );
  });

  it("lists the sample owner's keys and the sample's locales in the shipped file, once owner.name is changed", () => {
    const file = {
      ...SHIPPED,
      owner: { ...(SHIPPED.owner as object), name: 'Kenji Watanabe-Okafor' },
    };
    const left = new Map(sampleLeft(file, sample).map((item) => [item.path, item.value]));
    expect(left.get('owner.firstName')).toBe('"Jordan"');
    expect(left.get('owner.email')).toBe('"hello@example.com"');
    expect(left.get('owner.github')).toBe('"https://github.com/example"');
    expect(left.get('owner.location')).toBe('"Seattle, WA"');
    expect(left.get('locales.ar.owner.name')).toBe('"جوردان أفري"');
    expect(left.get('locales.pt.owner.location')).toBe('"Seattle, EUA"');
    expect(left.get('locales.pt.about.bio.text')).toMatch(/^"Oito anos/);
    expect(left.get('locales.pt.hero.phrases')).toMatch(/^\["Engenheiro full-stack"/);
    // The sample's templates follow the owner; the contact settings are the page's.
    expect(left.has('locales.pt.about.bio.title')).toBe(false);
    expect(left.has('contact.publicKey')).toBe(false);
  });

  it('lists nothing of a locale the owner wrote', () => {
    const file = {
      owner: { name: 'Kenji Watanabe-Okafor', location: 'Osaka, Japan' },
      locales: {
        ja: { owner: { location: '大阪' }, about: { bio: { text: '大阪のエンジニア' } } },
      },
    };
    expect(sampleLeft(file, sample).filter((item) => item.path.startsWith('locales'))).toEqual([]);
  });

  it('is held equal to the shipped locales (sample-locales.json)', () => {
    expect(sampleLocaleTable(SHIPPED)).toEqual(TABLE);
  });

  it("takes the sample's locales out whole, and the sample's values out of a locale the owner wrote in", () => {
    const locales = SHIPPED.locales as Record<string, Record<string, Record<string, unknown>>>;
    const pt = { ...locales.pt!, owner: { role: 'Engenheiro de dados', location: 'Seattle, EUA' } };
    const { content, dropped } = dropSampleLocales({
      ...SHIPPED,
      locales: { ...locales, pt, ja: { about: { bio: { text: '大阪' } } } },
    });
    expect(dropped).toEqual([
      expect.objectContaining({
        lang: 'pt',
        whole: false,
        paths: expect.arrayContaining(['owner.location', 'about.bio.text']),
      }),
      { lang: 'ar', whole: true, paths: [] },
    ]);
    const kept = content.locales as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(kept)).toEqual(['pt', 'ja']);
    expect(kept.pt!.owner).toEqual({ role: 'Engenheiro de dados' });
    // A template of the sample's follows the owner, so it stays.
    expect((kept.pt!.about!.bio as Record<string, string>).title).toBe('Olá, sou o {firstName}');
    expect(kept.ja).toEqual({ about: { bio: { text: '大阪' } } });
  });

  it("formats the list with the file, or nothing when all is the owner's", () => {
    const text = formatSampleLeft('content/me.json', [
      { path: 'about.bio.text', value: '"Eight"' },
    ]);
    expect(text).toBe(
      [
        'content/me.json sets owner.name, yet the page still shows 1 sample value:',
        '  about.bio.text: "Eight"',
        'Set them in content/me.json (docs/content.md). --strict makes this an error (exit code 1).',
      ].join('\n'),
    );
    expect(formatSampleLeft('x.json', [])).toBeNull();
  });
});
