import type * as v from 'valibot';
import type * as s from './schema.ts';
import type { ContentSchema } from './document-schema.ts';

/** Types of the spec's entities, inferred from the schema so the two never drift. */
export type Content = v.InferOutput<typeof ContentSchema>;
export type SectionKey = keyof typeof s.SECTION_SCHEMAS;
/** The top-level keys every element reads besides its sections: theme, surface, accent. */
export type LookKey = keyof typeof s.LOOK_SCHEMAS;
export type ContentKey = SectionKey | LookKey;
export type Theme = (typeof s.THEMES)[number];
export type Surface = (typeof s.SURFACES)[number];
export type Owner = v.InferOutput<typeof s.OwnerSchema>;
export type NavItem = v.InferOutput<typeof s.NavItemSchema>;
export type Hero = v.InferOutput<typeof s.HeroSchema>;
export type About = v.InferOutput<typeof s.AboutSchema>;
export type GlobeLabel = v.InferOutput<typeof s.GlobeLabelSchema>;
export type Project = v.InferOutput<typeof s.ProjectSchema>;
export type ProjectTag = v.InferOutput<typeof s.ProjectTagSchema>;
export type TechIcon = (typeof s.TECH_ICONS)[number];
export type WorkEntry = v.InferOutput<typeof s.WorkEntrySchema>;
export type WorkAnimation = (typeof s.WORK_ANIMATIONS)[number];
export type CharacterLook = v.InferOutput<typeof s.CharacterSchema>;
export type HairStyle = (typeof s.HAIR_STYLES)[number];
export type ContactSettings = v.InferOutput<typeof s.ContactSchema>;
export type Footer = v.InferOutput<typeof s.FooterSchema>;
export type SocialLink = v.InferOutput<typeof s.SocialLinkSchema>;

/** What the visitor types into the contact form. */
export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

/** The EmailJS template parameters, exactly as the spec names them. */
export interface EmailPayload {
  from_name: string;
  to_name: string;
  from_email: string;
  to_email: string;
  message: string;
}

export type { ConfigIssue } from '../lib/events.ts';
