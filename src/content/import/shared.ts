/** What the résumé and GitHub imports map alike: the owner's basics, a project, its pictures. */
import type { JsonObject } from '../config-layers.ts';
import type { ProjectTag } from '../types.ts';

/** What a made-up screenshot card shows of a project (or of the owner, on the desk's screen). */
export interface CardInput {
  title: string;
  desc: string;
  /** The tags' names, shown as chips. */
  tags: readonly string[];
  /** Where it lives, shown in the address bar. */
  href?: string | undefined;
}

/** A logo tile's frame colours, as `projects.items[].logoStyle` takes them. */
export interface LogoStyle {
  backgroundColor: string;
  border: string;
  boxShadow: string;
}

/**
 * The monograms and cards an import makes: their URLs go in the content. `npm run import`
 * writes them as files (scripts/import/pictures.ts); where no file can be written (the builder
 * page) each is left out, and the sections draw their own monogram or title card instead.
 */
export interface Pictures {
  /** Relative path inside the owner's files → the SVG. */
  files: Map<string, string>;
  monogram(kind: 'company' | 'project', name: string): string | undefined;
  card(project: CardInput): string | undefined;
  logoStyle: LogoStyle | undefined;
}

/** Pictures that are left out: the sections draw their own (the builder page). */
export const NO_PICTURES: Pictures = {
  files: new Map(),
  monogram: () => undefined,
  card: () => undefined,
  logoStyle: undefined,
};

/** Titles a first name is not: "Dr. Lena Vasquez" → "Lena". */
const HONORIFICS = /^(dr|mr|mrs|ms|mx|prof|sir|dame)\.?$/i;

export function firstName(name: string): string {
  return name.split(/\s+/).find((word) => word && !HONORIFICS.test(word)) ?? name;
}

export interface OwnerInput {
  name: string;
  first: string;
  role: string;
  email: string;
  /** "San Francisco, United States" */
  place: string;
  github?: string | undefined;
  linkedin?: string | undefined;
  year: number;
  /** The content file as it is. */
  file: JsonObject;
}

const nonEmpty = (object: Record<string, unknown>): JsonObject =>
  Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== ''),
  );

/** The keys that have a value: a picture left out is no key at all, not `undefined`. */
export const defined = (object: Record<string, unknown>): JsonObject =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** The owner, the contact form's recipient and the footer's line and links. */
export function ownerBasics(input: OwnerInput): JsonObject {
  const out: JsonObject = {};
  const owner = nonEmpty({
    name: input.name,
    firstName: input.name ? input.first : undefined,
    role: input.role,
    email: input.email,
    location: input.place,
    github: input.github,
    linkedin: input.linkedin,
  });
  if (Object.keys(owner).length) out.owner = owner;
  const contact = nonEmpty({ toName: input.name ? input.first : undefined, toEmail: input.email });
  if (Object.keys(contact).length) out.contact = contact;
  const social = [
    ...(input.github ? [{ name: 'GitHub', href: input.github, icon: 'github' }] : []),
    ...(input.linkedin ? [{ name: 'LinkedIn', href: input.linkedin, icon: 'linkedin' }] : []),
  ];
  const footer = (input.file.footer ?? {}) as JsonObject;
  const footerOut: JsonObject = {};
  if (input.name) footerOut.copyright = `© ${input.year} ${input.name}. All rights reserved.`;
  // No profile of either kind: the sample's links go, but links the owner set stay.
  if (social.length || !('social' in footer)) footerOut.social = social;
  out.footer = footerOut;
  return out;
}

export interface ProjectInput {
  title: string;
  desc: string;
  subdesc: string;
  href?: string | undefined;
  tags: ProjectTag[];
}

/** A carousel item, with a monogram logo and a screenshot card made for it. */
export function projectItem(pictures: Pictures, project: ProjectInput): JsonObject {
  const logo = pictures.monogram('project', project.title);
  return {
    title: project.title,
    desc: project.desc,
    subdesc: project.subdesc,
    ...(project.href ? { href: project.href } : {}),
    ...defined({
      logo,
      isImage: logo ? true : undefined,
      logoStyle: logo ? pictures.logoStyle : undefined,
      spotlight: pictures.card({
        title: project.title,
        desc: project.desc,
        tags: project.tags.map((tag) => tag.name),
        href: project.href,
      }),
    }),
    tags: project.tags,
  };
}
