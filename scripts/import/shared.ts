/** What the résumé and GitHub imports map alike: the owner's basics, a project, its pictures. */
import { createHash } from 'node:crypto';
import type { JsonObject } from '../../src/content/resolve.ts';
import type { ProjectTag } from '../../src/content/types.ts';
import { type CardInput, logoStyle, monogramSvg, screenshotCardSvg } from './cards.ts';
import { IMPORTED_DIR } from './merge.ts';

/** The monograms and cards an import makes: their URLs go in the content, their files here. */
export interface Pictures {
  /** Relative path inside the owner's files → the SVG. */
  files: Map<string, string>;
  monogram(kind: 'company' | 'project', name: string): string;
  card(project: CardInput): string;
  logoStyle: ReturnType<typeof logoStyle>;
}

/** "Café Lumen" → "cafe-lumen-3f9a1c": readable, and unique per name. */
function fileName(kind: string, name: string, key = name): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 6);
  return `${IMPORTED_DIR}/${kind}-${slug ? `${slug}-` : ''}${hash}.svg`;
}

export function makePictures(accent: string | undefined): Pictures {
  const files = new Map<string, string>();
  return {
    files,
    monogram(kind, name) {
      const path = fileName(kind, name);
      files.set(path, monogramSvg(name, accent));
      return path;
    },
    card(project) {
      const path = fileName('card', project.title, `${project.title}\n${project.href ?? ''}`);
      files.set(path, screenshotCardSvg(project, accent));
      return path;
    },
    logoStyle: logoStyle(accent),
  };
}

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
  return {
    title: project.title,
    desc: project.desc,
    subdesc: project.subdesc,
    ...(project.href ? { href: project.href } : {}),
    logo: pictures.monogram('project', project.title),
    isImage: true,
    logoStyle: pictures.logoStyle,
    spotlight: pictures.card({
      title: project.title,
      desc: project.desc,
      tags: project.tags.map((tag) => tag.name),
      href: project.href,
    }),
    tags: project.tags,
  };
}
