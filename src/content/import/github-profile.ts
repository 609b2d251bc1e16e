/**
 * A GitHub profile (`GET /users/<user>`) and its repositories' languages as the owner's basics,
 * for an owner whose GitHub account is all the import has. It fills only what the content does
 * not have yet (a résumé says more). What GitHub cannot know is left out where the page can do
 * without it (the work section, the 'Why' card, the contact intro), not made up; what the page
 * needs (a role, an e-mail address) comes from the command line or stays for the owner to write,
 * and the import names it.
 */
import type { JsonObject } from '../config-layers.ts';
import { countryCode, countryName } from './location.ts';
import { MAX_HERO_LOGOS, MAX_PHRASES } from './resume.ts';
import { defined, firstName } from './shared.ts';
import { heroLogoSlug } from './tags.ts';
import type { ImportTools } from './tools.ts';

/** A bio this short, on one line, reads as a title: it becomes the role when none is given. */
const MAX_ROLE_BIO = 60;
/** The languages the derived bio names. */
const BIO_LANGUAGES = 3;

export interface GitHubUser {
  login: string;
  name?: string | null;
  html_url: string;
  bio?: string | null;
  location?: string | null;
  company?: string | null;
  blog?: string | null;
  email?: string | null;
  twitter_username?: string | null;
  public_repos?: number;
}

export interface ProfileInput {
  user: GitHubUser;
  /** The chosen repositories' languages, each once. */
  languages: readonly string[];
  /** `--role`: the owner's own title, written over what the content has. */
  role?: string | undefined;
  /** The content file as it is, to say what the import leaves out. */
  file: JsonObject;
  tools: ImportTools;
  year: number;
}

const trimmed = (text: string | null | undefined) => text?.trim() || undefined;

export const listWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const has = (file: JsonObject, path: string) =>
  path.split('.').reduce<unknown>((node, key) => {
    return typeof node === 'object' && node !== null && !Array.isArray(node)
      ? (node as JsonObject)[key]
      : undefined;
  }, file) !== undefined;

/** The bio as a role, when it is short enough for a title: "Rust at Acme." → "Rust at Acme". */
export function roleFromBio(bio: string | undefined): string | undefined {
  if (!bio || /\n/.test(bio) || [...bio].length > MAX_ROLE_BIO) return undefined;
  return bio.replace(/\.$/, '');
}

/** GitHub's `company` as written on a page: "@acme-corp" → "acme-corp". */
export const companyName = (company: string | undefined) => company?.replace(/^@/, '');

/**
 * The bio card's text when the profile has no bio, from what GitHub does say: where they work,
 * how many public repositories, in which languages.
 */
export function derivedBio(user: GitHubUser, languages: readonly string[]): string {
  const company = companyName(trimmed(user.company));
  const count = user.public_repos;
  const repos =
    count === undefined
      ? 'My public repositories are on GitHub'
      : `I keep ${count} public ${count === 1 ? 'repository' : 'repositories'} on GitHub`;
  const written = languages.length
    ? `, mostly in ${listWords(languages.slice(0, BIO_LANGUAGES))}`
    : '';
  return `${company ? `I work at ${company}. ` : ''}${repos}${written}.`;
}

/** The profile's `blog` when it is a LinkedIn profile (the page has no field for a website). */
export function linkedinFrom(blog: string | undefined): string | undefined {
  if (!blog) return undefined;
  const url = /^https?:\/\//i.test(blog) ? blog : `https://${blog}`;
  return /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^/?#\s]+\/?$/i.test(url) ? url : undefined;
}

/** "Zürich, Switzerland", "Lisbon, PT" → "Lisbon, Portugal": as the gazetteer reads it. */
function place(where: string): string {
  const [city = '', ...rest] = where.split(',').map((part) => part.trim());
  const code = rest.length ? countryCode(rest.at(-1)!) : undefined;
  return code ? `${city}, ${countryName(code)}` : where;
}

/** The owner's basics from the profile: `set` (the role given) and `fill`, and notes. */
export function mapProfile(input: ProfileInput): {
  set: JsonObject;
  fill: JsonObject;
  notes: string[];
} {
  const { user, languages, file, tools, year } = input;
  const { pictures, icons } = tools;
  const notes: string[] = [];
  const name = trimmed(user.name);
  const bio = trimmed(user.bio);
  const email = trimmed(user.email);
  const role = trimmed(input.role);
  const bioRole = role ? undefined : roleFromBio(bio);
  const linkedin = linkedinFrom(trimmed(user.blog));
  const owner: JsonObject = {};
  if (name) Object.assign(owner, { name, firstName: firstName(name) });
  if (bioRole) {
    owner.role = bioRole;
    if (!has(file, 'owner.role'))
      notes.push(`owner.role: "${bioRole}", your GitHub bio; give --role "..." for another`);
  }
  if (email) owner.email = email;
  // No LinkedIn profile is no link, not the sample's.
  owner.linkedin = linkedin ?? '';
  const where = trimmed(user.location);
  if (where) {
    const found = tools.locate?.(place(where)) ?? { ok: true };
    // The build places the globe's marker at owner.location; a place it cannot is said now.
    if (found.ok) owner.location = place(where);
    else notes.push(`location "${where}": ${found.message}: owner.location is left as it was`);
  }

  const about: JsonObject = {
    bio: { text: bio ?? derivedBio(user, languages) },
    // Nothing in GitHub says why: the card is left out rather than written for them.
    why: { text: '' },
  };
  const hero: JsonObject = defined({
    // The desk's screen: a card of who they are, as the carousel's are of each repository.
    photo: pictures.card({
      title: name ?? user.login,
      desc: role ?? bioRole ?? bio ?? '',
      tags: languages,
      href: user.html_url,
    }),
  });
  if (languages.length) {
    about.skills = [...languages];
    about.techStack = { text: 'The languages of my public repositories on GitHub.' };
    hero.phrases = languages.slice(0, MAX_PHRASES);
    const logos = [
      ...new Set(
        languages.map((name) => heroLogoSlug(name, icons)).filter((slug) => slug !== undefined),
      ),
    ];
    if (logos.length) hero.logos = logos.slice(0, MAX_HERO_LOGOS);
  }
  const contact: JsonObject = { intro: '' };
  if (name) contact.toName = firstName(name);
  if (email) contact.toEmail = email;

  const fill: JsonObject = {
    owner,
    about,
    hero,
    // GitHub has no work history: the section is left out until jobs are written or imported.
    work: { jobs: [] },
    contact,
    footer: {
      social: [{ name: 'GitHub', href: user.html_url, icon: 'github' }],
      ...(name ? { copyright: `© ${year} ${name}. All rights reserved.` } : {}),
    },
  };
  const leftOut = [
    ['work.jobs', 'the work section'],
    ['about.why.text', "the 'Why' card"],
    ['contact.intro', "the contact section's intro"],
  ].filter(([path]) => !has(file, path!));
  if (leftOut.length) {
    notes.push(
      `left out, as GitHub has nothing for them: ${leftOut.map(([path, what]) => `${what} (${path})`).join(', ')}; write them in the content (or import a résumé) to show them`,
    );
  }
  return { set: role ? { owner: { role } } : {}, fill, notes };
}
