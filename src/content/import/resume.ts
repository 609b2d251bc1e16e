/**
 * A JSON Resume document (https://jsonresume.org/schema; its shape and check in
 * resume-document.ts) as the owner's content: who they are, their jobs, skills and projects.
 * docs/import.md maps it field to field.
 */
import type { JsonObject } from '../config-layers.ts';
import { contentDate, formatDuration } from './dates.ts';
import { countryName } from './location.ts';
import type { ContentPatch } from './merge.ts';
import { heroLogoSlug, tagsOf } from './tags.ts';
import { type Pictures, defined, firstName, ownerBasics, projectItem } from './shared.ts';
import type { ImportTools } from './tools.ts';
import type { Resume } from './resume-document.ts';

/** The hero types this many phrases at most: a long list never comes round. */
export const MAX_PHRASES = 8;
/** The hero floats four logos at most (heroLogoIssues). */
export const MAX_HERO_LOGOS = 4;
const ANIMATIONS = ['victory', 'clapping', 'salute'] as const;

const words = (text: string | undefined) => text?.trim() ?? '';

/** An image on the web the document names, which the page can show as it is. */
const webImage = (url: string | undefined) =>
  url && /^https:\/\/\S+$/.test(url.trim()) ? url.trim() : undefined;

/** Highlights as one text: each a sentence. */
export function joinSentences(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (/[.!?…]$/.test(item) ? item : `${item}.`))
    .join(' ');
}

/** The skills' keywords, each once (a group without keywords gives its name). */
export function skillList(resume: Resume): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const group of resume.skills ?? []) {
    const items = group.keywords?.length ? group.keywords : group.name ? [group.name] : [];
    for (const item of items.map((k) => k.trim()).filter(Boolean)) {
      if (seen.has(item.toLowerCase())) continue;
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

const profile = (resume: Resume, network: string) =>
  resume.basics?.profiles?.find((p) => p.network?.trim().toLowerCase() === network);

function profileUrl(resume: Resume, network: string, base: string): string | undefined {
  const found = profile(resume, network);
  if (found?.url && /^https?:\/\//.test(found.url)) return found.url;
  return found?.username ? `${base}${encodeURIComponent(found.username)}` : undefined;
}

export interface Mapped {
  patch: ContentPatch;
  /** What the document holds that the page cannot show, or what is missing, one line each. */
  notes: string[];
}

/**
 * The content a résumé maps to. `tools` makes the monograms and cards (and records their
 * files), knows the icons and places; `file` is the content as it is, for what is kept; `year`
 * dates the copyright line.
 */
export function mapResume(
  resume: Resume,
  tools: ImportTools,
  file: JsonObject,
  year: number,
): Mapped {
  const { pictures, icons } = tools;
  const notes: string[] = [];
  const set: JsonObject = {};
  const basics = resume.basics ?? {};
  const name = words(basics.name);
  const first = firstName(name);
  const city = words(basics.location?.city);
  const code = words(basics.location?.countryCode);
  const written = [city, code && countryName(code)].filter(Boolean).join(', ');
  // The build places the globe's marker at owner.location: a place it cannot find (or finds
  // several of) is said now, and owner.location is left as it was.
  const found = written ? (tools.locate?.(written) ?? { ok: true }) : undefined;
  if (found && !found.ok) notes.push(`basics.location: ${found.message}`);
  const place = found?.ok ? written : '';
  const github = profileUrl(resume, 'github', 'https://github.com/');
  const linkedin = profileUrl(resume, 'linkedin', 'https://www.linkedin.com/in/');
  Object.assign(
    set,
    ownerBasics({
      name,
      first,
      role: words(basics.label),
      email: words(basics.email),
      place,
      github,
      linkedin,
      year,
      file,
    }),
  );
  const about: JsonObject = {};
  const hero: JsonObject = {};
  // The bio's title and the globe's words follow owner (templates in the sample).
  if (basics.summary?.trim()) about.bio = { text: basics.summary.trim() };
  if (basics.image?.trim()) about.avatar = basics.image.trim();
  const skills = skillList(resume);
  if (skills.length) {
    about.skills = skills;
    hero.phrases = skills.slice(0, MAX_PHRASES);
    const logos = [
      ...new Set(
        skills.map((skill) => heroLogoSlug(skill, icons)).filter((slug) => slug !== undefined),
      ),
    ];
    if (logos.length) hero.logos = logos.slice(0, MAX_HERO_LOGOS);
  }
  const interests = (resume.interests ?? [])
    .map((i) =>
      i.keywords?.length ? `${words(i.name)} (${i.keywords.join(', ')})` : words(i.name),
    )
    .filter(Boolean);
  if (interests.length) about.why = { text: `Outside work: ${interests.join('; ')}.` };
  if (Object.keys(about).length) set.about = about;
  if (Object.keys(hero).length) set.hero = hero;

  const jobs = (resume.work ?? []).map((job, i) => {
    const company = words(job.name) || words(job.position);
    const start = contentDate(job.startDate);
    const end = contentDate(job.endDate);
    return defined({
      name: company,
      position: words(job.position),
      // Dates every language writes in its own words; a résumé without a start date keeps text.
      ...(start
        ? { start, ...(end ? { end } : {}) }
        : { duration: formatDuration(job.startDate, job.endDate) }),
      title: words(job.summary) || joinSentences(job.highlights ?? []) || words(job.description),
      icon: webImage(job.logo) ?? webImage(job.image) ?? pictures.monogram('company', company),
      animation: ANIMATIONS[i % ANIMATIONS.length]!,
    });
  });
  if (jobs.length) set.work = { jobs };

  const projects = (resume.projects ?? []).map((project) =>
    projectItem(pictures, {
      title: words(project.name),
      desc: words(project.description),
      subdesc: joinSentences(project.highlights ?? []),
      href: project.url?.trim() || undefined,
      tags: tagsOf(project.keywords ?? [], icons),
    }),
  );
  if (projects.length) set.projects = { items: projects };
  else
    notes.push(
      'projects: the résumé has none: run `npm run import -- github <user>` for your repositories',
    );
  return { patch: { set, fill: leftOut(resume, pictures, skills) }, notes };
}

/**
 * Where the content has nothing of its own, what a résumé does not say is left out rather than
 * the sample's shown (each written empty: docs/content.md), and the desk's screen shows a card
 * of who they are. A key the résumé does map is in `set`, which this never overrides.
 */
function leftOut(resume: Resume, pictures: Pictures, skills: readonly string[]): JsonObject {
  const basics = resume.basics ?? {};
  const name = words(basics.name);
  const photo = name
    ? pictures.card({
        title: name,
        desc: words(basics.label),
        tags: skills,
        href: profileUrl(resume, 'github', 'https://github.com/'),
      })
    : undefined;
  return {
    // No profile of a kind is no link, not the sample's.
    owner: { github: '', linkedin: '' },
    ...(photo ? { hero: { photo } } : {}),
    about: { techStack: { text: '' }, why: { text: '' } },
    work: { jobs: [] },
    contact: { intro: '' },
  };
}
