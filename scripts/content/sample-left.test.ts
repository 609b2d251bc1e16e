import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/types.ts';
import { formatSampleLeft, loadSample, sampleLeft } from './sample-left.ts';

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
