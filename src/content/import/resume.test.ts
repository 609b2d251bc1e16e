import { describe, expect, it } from 'vitest';
import { mapResume, skillList } from './resume.ts';
import { resumeProblems } from './resume-document.ts';
import { NO_PICTURES } from './shared.ts';
import { makeTools } from '../../../scripts/import/pictures.ts';

const resume = {
  basics: {
    name: 'Dr. Ilse Müller',
    label: 'Engineer',
    email: 'ilse@example.org',
    location: { city: 'Köln', countryCode: 'DE' },
    profiles: [{ network: 'github', username: 'ilse' }],
  },
  work: [
    {
      name: 'Acme',
      position: 'Lead',
      startDate: '2020-02-01',
      logo: 'https://cdn.example.org/acme.svg',
    },
    {
      name: 'Globex',
      position: 'Dev',
      startDate: '2018',
      endDate: '2019-12',
      highlights: ['Did a', 'Did b.'],
    },
  ],
  skills: [{ name: 'Web', keywords: ['React', 'react', 'Go'] }, { name: 'Leadership' }],
};

describe('a résumé as content', () => {
  it('is checked by the standard, each problem with its path', () => {
    expect(resumeProblems(resume)).toEqual([]);
    expect(resumeProblems({ basics: { email: 1 } })).toEqual([
      'basics.email: is not of a type(s) string',
    ]);
  });

  it('maps the owner, jobs and skills, and says what it has no source for', () => {
    const tools = makeTools(undefined);
    const { patch, notes } = mapResume(resume, tools, {}, 2030);
    const set = patch.set as Record<string, Record<string, unknown>>;
    expect(set.owner).toEqual({
      name: 'Dr. Ilse Müller',
      firstName: 'Ilse',
      role: 'Engineer',
      email: 'ilse@example.org',
      location: 'Köln, Germany',
      github: 'https://github.com/ilse',
    });
    expect(set.footer).toEqual({
      copyright: '© 2030 Dr. Ilse Müller. All rights reserved.',
      social: [{ name: 'GitHub', href: 'https://github.com/ilse', icon: 'github' }],
    });
    const jobs = (set.work as { jobs: Record<string, string>[] }).jobs;
    // Dates as start and end, which every language writes in its own words.
    expect(jobs.map((job) => [job.start, job.end, job.duration, job.title, job.animation])).toEqual(
      [
        ['2020-02', undefined, undefined, '', 'victory'],
        ['2018', '2019-12', undefined, 'Did a. Did b.', 'clapping'],
      ],
    );
    expect(jobs[0]!.icon).toBe('https://cdn.example.org/acme.svg');
    expect(jobs[1]!.icon).toMatch(/^images\/imported\/company-globex-[\da-f]{6}\.svg$/);
    // The company's monogram, and the desk screen's card of who they are.
    expect([...tools.pictures.files.keys()]).toEqual([
      jobs[1]!.icon,
      (patch.fill!.hero as { photo: string }).photo,
    ]);
    expect(set.about!.skills).toEqual(['React', 'Go', 'Leadership']);
    expect(set.hero).toEqual({ phrases: ['React', 'Go', 'Leadership'], logos: ['react', 'go'] });
    // The build places the globe's marker at owner.location.
    expect((set.owner as { location: string }).location).toBe('Köln, Germany');
    expect(set.about!.globe).toBeUndefined();
    expect(notes).toEqual([expect.stringMatching(/^projects: the résumé has none/)]);
  });

  it('lists a group by its name when it has no keywords', () => {
    expect(skillList({ skills: [{ name: 'Go' }, { keywords: [' ', 'go'] }] })).toEqual(['Go']);
  });

  it('leaves out what it does not say, where the content has nothing of its own', () => {
    const { patch } = mapResume(resume, makeTools(undefined), {}, 2031);
    expect(patch.fill).toMatchObject({
      owner: { github: '', linkedin: '' },
      about: { techStack: { text: '' }, why: { text: '' } },
      work: { jobs: [] },
      contact: { intro: '' },
    });
    const photo = (patch.fill!.hero as { photo: string }).photo;
    expect(photo).toMatch(/^images\/imported\/card-dr-ilse-muller-[\da-f]{6}\.svg$/);
  });

  it('without pictures (the builder page), leaves each one out for the sections to draw', () => {
    const withProject = { ...resume, projects: [{ name: 'Lens', keywords: ['React'] }] };
    const tools = { ...makeTools(undefined), pictures: NO_PICTURES };
    const { patch } = mapResume(withProject, tools, {}, 2031);
    const jobs = (patch.set.work as { jobs: Record<string, unknown>[] }).jobs;
    expect(jobs[0]!.icon).toBe('https://cdn.example.org/acme.svg');
    expect('icon' in jobs[1]!).toBe(false);
    const items = (patch.set.projects as { items: Record<string, unknown>[] }).items;
    expect(Object.keys(items[0]!)).toEqual(['title', 'desc', 'subdesc', 'tags']);
    expect(patch.fill!.hero).toBeUndefined();
  });
});
