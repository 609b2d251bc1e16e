/**
 * The owner's content as a JSON Resume document, so the same career feeds a CV theme. It writes
 * what the import reads back the same way (docs/import.md): importing the export changes
 * nothing.
 */
import type { JsonObject } from '../../src/content/config-layers.ts';
import { SAMPLE_OWNER } from '../../src/content/sample-owner.ts';
import type { Content } from '../../src/content/types.ts';
import { parseDuration } from '../../src/content/import/dates.ts';
import { countryCode } from '../../src/content/import/location.ts';
import type { Resume } from '../../src/content/import/resume-document.ts';

type DeepPartial<T> = T extends readonly (infer I)[]
  ? I[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const absolute = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? url : undefined);

/** The last segment of a profile's address: its user name. */
const username = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';

const clean = <T extends object>(object: T): T =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;

/**
 * `file` is the content file as written; keys it leaves out are the sample's, which are not the
 * owner's career and are not exported (the owner's name and e-mail excepted, which the schema's
 * owner object needs).
 */
export function exportResume(file: JsonObject): Resume & { $schema: string } {
  // The command validates the file first (the build's own check).
  const content = file as DeepPartial<Content>;
  const owner = { ...SAMPLE_OWNER, ...content.owner };
  const [city = '', ...rest] = owner.location.split(',').map((part) => part.trim());
  const code = rest.length ? countryCode(rest.at(-1)!) : undefined;
  const profiles = [
    ['GitHub', absolute(owner.github)],
    ['LinkedIn', absolute(owner.linkedin)],
  ].flatMap(([network, url]) => (url ? [{ network: network!, username: username(url), url }] : []));
  const about = content.about;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: clean({
      name: owner.name,
      label: owner.role,
      image: absolute(about?.avatar) ?? about?.avatar,
      email: owner.email,
      summary: about?.bio?.text,
      location: clean({ city, countryCode: code }),
      profiles,
    }),
    work: (content.work?.jobs ?? []).map((job) =>
      clean({
        name: job.name,
        position: job.position,
        // A job's start and end are JSON Resume's own date form; a written duration is read back.
        ...(job.start
          ? { startDate: job.start, endDate: job.end }
          : parseDuration(job.duration ?? '')),
        summary: job.title,
      }),
    ),
    skills: about?.skills?.length ? [{ name: 'Key skills', keywords: about.skills }] : [],
    projects: (content.projects?.items ?? []).map((project) =>
      clean({
        name: project.title,
        description: project.desc,
        highlights: project.subdesc ? [project.subdesc] : [],
        keywords: project.tags.map((tag) => tag.name),
        url: absolute(project.href),
      }),
    ),
  };
}
