import { describe, expect, it } from 'vitest';
import {
  type GitHubUser,
  derivedBio,
  linkedinFrom,
  mapProfile,
  roleFromBio,
} from './github-profile.ts';
import { makeTools } from '../../../scripts/import/pictures.ts';

const USER: GitHubUser = {
  login: 'sven-o',
  name: 'Dr. Søren Østergård',
  html_url: 'https://github.com/sven-o',
  bio: 'Compilers, mostly.',
  location: 'Lisbon, PT',
  company: '@northwind-labs',
  blog: 'https://sven.example',
  email: 'soren@example.org',
  twitter_username: 'sven',
  public_repos: 41,
};

const map = (user: GitHubUser, extra: { role?: string; file?: object } = {}) =>
  mapProfile({
    user,
    languages: ['Rust', 'C', 'Python', 'Shell'],
    role: extra.role,
    file: (extra.file ?? {}) as Record<string, unknown>,
    tools: makeTools(undefined),
    year: 2031,
  });

describe("a GitHub profile as the owner's basics", () => {
  it('fills the owner, the contact, the footer and the desk screen from the profile', () => {
    const { set, fill } = map(USER);
    expect(set).toEqual({});
    expect(fill.owner).toEqual({
      name: 'Dr. Søren Østergård',
      firstName: 'Søren',
      role: 'Compilers, mostly',
      email: 'soren@example.org',
      linkedin: '',
      location: 'Lisbon, Portugal',
    });
    expect(fill.contact).toEqual({ intro: '', toName: 'Søren', toEmail: 'soren@example.org' });
    expect(fill.footer).toEqual({
      social: [{ name: 'GitHub', href: 'https://github.com/sven-o', icon: 'github' }],
      copyright: '© 2031 Dr. Søren Østergård. All rights reserved.',
    });
    const hero = fill.hero as Record<string, unknown>;
    expect(hero.photo).toMatch(/^images\/imported\/card-dr-s[a-z-]+-[\da-f]{6}\.svg$/);
    expect(hero.phrases).toEqual(['Rust', 'C', 'Python', 'Shell']);
    expect(hero.logos).toEqual(['rust', 'c', 'python', 'gnubash']);
  });

  it('leaves out what GitHub cannot know, and says so, once', () => {
    const { fill, notes } = map(USER);
    expect(fill.work).toEqual({ jobs: [] });
    expect((fill.about as Record<string, unknown>).why).toEqual({ text: '' });
    expect(notes.filter((note) => note.startsWith('left out'))).toEqual([
      "left out, as GitHub has nothing for them: the work section (work.jobs), the 'Why' card (about.why.text), the contact section's intro (contact.intro); write them in the content (or import a résumé) to show them",
    ]);
    const written = map(USER, { file: { work: { jobs: [] }, about: { why: { text: 'Mine.' } } } });
    expect(written.notes.find((note) => note.startsWith('left out'))).toBe(
      "left out, as GitHub has nothing for them: the contact section's intro (contact.intro); write them in the content (or import a résumé) to show them",
    );
  });

  it('takes --role over the bio, and writes it over the content', () => {
    const { set, fill, notes } = map(USER, { role: 'Compiler engineer' });
    expect(set).toEqual({ owner: { role: 'Compiler engineer' } });
    expect((fill.owner as Record<string, unknown>).role).toBeUndefined();
    expect(notes.some((note) => note.startsWith('owner.role'))).toBe(false);
  });

  it('takes a bio as the role only when it reads as a title', () => {
    expect(roleFromBio('Backend engineer at Acme.')).toBe('Backend engineer at Acme');
    expect(
      roleFromBio('I write compilers and, on weekends, far too many parsers for toy languages.'),
    ).toBeUndefined();
    expect(roleFromBio('Rust\nand C')).toBeUndefined();
    expect(roleFromBio(undefined)).toBeUndefined();
  });

  it('writes the bio from what GitHub says when the profile has none', () => {
    expect(derivedBio(USER, ['Rust', 'C', 'Python', 'Shell'])).toBe(
      'I work at northwind-labs. I keep 41 public repositories on GitHub, mostly in Rust, C and Python.',
    );
    expect(derivedBio({ ...USER, company: null, public_repos: 1 }, [])).toBe(
      'I keep 1 public repository on GitHub.',
    );
    const { fill } = map({ ...USER, bio: null });
    expect((fill.about as Record<string, { text: string }>).bio!.text).toMatch(/^I work at/);
  });

  it('takes a LinkedIn profile given as the blog; any other site has no place', () => {
    expect(linkedinFrom('linkedin.com/in/ana')).toBe('https://linkedin.com/in/ana');
    expect(linkedinFrom('https://www.linkedin.com/in/ana/')).toBe(
      'https://www.linkedin.com/in/ana/',
    );
    expect(linkedinFrom('https://ana.dev')).toBeUndefined();
    expect(linkedinFrom('https://linkedin.com/company/acme')).toBeUndefined();
  });

  it('fills no name, role or e-mail a profile does not have', () => {
    const { fill, notes } = map({ login: 'x', html_url: 'https://github.com/x' });
    expect(fill.owner).toEqual({ linkedin: '' });
    expect(fill.contact).toEqual({ intro: '' });
    expect(notes.some((note) => note.startsWith('owner.role'))).toBe(false);
  });
});
