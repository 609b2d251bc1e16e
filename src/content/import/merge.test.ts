import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../scripts/content/icon-slugs.ts';
import { stillSample } from '../../../scripts/import/still-sample.ts';
import type { Content } from '../types.ts';
import { changes, mergeContent, sameJson } from './merge.ts';
import { tagIcon, tagsOf } from './tags.ts';

const job = (name: string, extra: object = {}) => ({
  name,
  position: 'Engineer',
  duration: '2020 - Present',
  title: `${name} text`,
  icon: `images/imported/company-${name}.svg`,
  animation: 'victory',
  ...extra,
});

describe('merging an import', () => {
  it('updates matched jobs in place, keeps what the owner set, appends the rest with new ids', () => {
    const file = {
      contact: { publicKey: 'mine' },
      work: {
        title: 'Jobs',
        jobs: [{ id: 4, ...job('Acme', { icon: 'me/acme.png', animation: 'salute' }) }],
      },
    };
    const merged = mergeContent(file, {
      set: { work: { jobs: [job('acme', { title: 'new' }), job('Globex')] } },
    });
    expect(merged.contact).toEqual({ publicKey: 'mine' });
    expect(merged.work).toEqual({
      title: 'Jobs',
      jobs: [
        { id: 4, ...job('acme', { title: 'new', icon: 'me/acme.png', animation: 'salute' }) },
        { id: 5, ...job('Globex') },
      ],
    });
  });

  it("replaces a job's dates whole: an earlier duration or end does not outlive the import's", () => {
    const file = {
      work: { jobs: [{ id: 1, ...job('Acme', { duration: 'May 2021 - Dec 2022', end: '2022' }) }] },
    };
    const merged = mergeContent(file, {
      set: { work: { jobs: [{ name: 'Acme', position: 'Engineer', start: '2021-05' }] } },
    });
    const [acme] = (merged.work as { jobs: Record<string, unknown>[] }).jobs;
    expect(acme).toMatchObject({ id: 1, start: '2021-05', title: 'Acme text' });
    expect(acme).not.toHaveProperty('duration');
    expect(acme).not.toHaveProperty('end');
  });

  it('fills only what the file does not have', () => {
    const merged = mergeContent(
      { owner: { name: 'Mine' } },
      { set: {}, fill: { owner: { name: 'Theirs', location: 'Oslo' } } },
    );
    expect(merged).toEqual({ owner: { name: 'Mine', location: 'Oslo' } });
    // A value the file holds as the sample has it is the sample's: filled all the same.
    const sample = { owner: { linkedin: 'https://www.linkedin.com/in/example' } };
    const starter = { owner: { name: 'Mine', linkedin: 'https://www.linkedin.com/in/example' } };
    expect(mergeContent(starter, { set: {}, fill: { owner: { linkedin: '' } } }, sample)).toEqual({
      owner: { name: 'Mine', linkedin: '' },
    });
  });

  it('names each key added or changed, and the sample keys still in effect', () => {
    const old = { owner: { name: 'A' }, hero: { phrases: ['x'] } };
    const next = {
      owner: { name: 'B', role: 'R' },
      hero: { phrases: ['y'] },
      work: { jobs: [job('A')] },
    };
    expect(changes(old, next)).toEqual([
      { kind: 'changed', path: 'owner.name' },
      { kind: 'added', path: 'owner.role' },
      { kind: 'changed', path: 'hero.phrases' },
      { kind: 'added', path: 'work.jobs' },
    ]);
    expect(changes(next, next)).toEqual([]);
    const sample = {
      owner: { name: 'Sam Ple', role: 'Sampler' },
      about: { bio: { title: 'Hi, I am {firstName}', text: 'Sample words.' } },
      work: { jobs: [job('Sample Co')] },
    } as unknown as Content;
    expect(stillSample(next, sample)).toEqual(['about.bio.text']);
    expect(stillSample({ work: { jobs: [] } }, sample)).toEqual([
      'owner.name',
      'owner.role',
      'about.bio.text',
    ]);
  });
});

describe('tech tags', () => {
  it('are the keywords the content schema takes as tag icons', () => {
    const tag = (keyword: string) => tagIcon(keyword, ICON_NAMES);
    expect(tag('Next.js')).toBe('nextdotjs');
    expect(tag('Tailwind CSS')).toBe('tailwindcss');
    expect(tag('shadcn/ui')).toBe('shadcnui');
    expect(tag('Consensus')).toBeUndefined();
    expect(tag('Shell')).toBe('gnubash');
    expect(tagsOf(['react', 'React', 'Kafka', 'TypeScript'], ICON_NAMES)).toEqual([
      { id: 1, name: 'React', icon: 'react' },
      { id: 2, name: 'TypeScript', icon: 'typescript' },
    ]);
  });
});

describe('JSON values compared', () => {
  it('are the same whatever the order of their keys, and differ in any value or key', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
