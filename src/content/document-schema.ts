/**
 * The whole content document, as the build, `npm run check` and the editors' JSON Schema read
 * it: apart from schema.ts, whose per-section schemas the elements' bundles carry, so that
 * the whole message table and every locale's schema stay out of them.
 */
import * as v from 'valibot';
import { EN } from '../i18n/messages/en-all.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import {
  AboutSchema,
  AccentSchema,
  ContactSchema,
  FooterSchema,
  HeroSchema,
  LangSchema,
  NavSchema,
  OwnerSchema,
  ProjectsSchema,
  SECTION_SCHEMAS,
  SiteSchema,
  SurfaceSchema,
  ThemeSchema,
  WorkSchema,
} from './schema.ts';
import { isLanguageTag } from '../i18n/languages.ts';

const text = v.string();

/** The owner's own wording of any message the elements add, by the whole table's keys. */
export const StrictMessagesSchema = v.optional(
  v.strictObject(
    Object.fromEntries(Object.keys(EN).map((key) => [key, v.optional(text)])) as Record<
      MessageKey,
      v.OptionalSchema<typeof text, undefined>
    >,
  ),
);

/**
 * One language's overrides (`locales.pt`), merged over the main content as the owner's content
 * is over the sample: every key optional, arrays replaced whole, what it leaves out falls back.
 */
export const LocaleSchema = v.strictObject({
  // Each written out, not mapped from SECTION_SCHEMAS: a computed object here would keep every
  // section's schema in every element's bundle.
  owner: v.optional(OwnerSchema),
  nav: v.optional(NavSchema),
  hero: v.optional(HeroSchema),
  about: v.optional(AboutSchema),
  projects: v.optional(ProjectsSchema),
  work: v.optional(WorkSchema),
  contact: v.optional(ContactSchema),
  footer: v.optional(FooterSchema),
  messages: StrictMessagesSchema,
});

export const ContentSchema = v.strictObject({
  /** Lets editors find dist/portfolio.schema.json; ignored at run time. */
  $schema: v.optional(v.string()),
  site: v.optional(SiteSchema),
  // Not spread from LOOK_SCHEMAS: a second spread here keeps every section's schema in every
  // bundle (the bundler cannot drop the spread).
  theme: ThemeSchema,
  surface: SurfaceSchema,
  accent: AccentSchema,
  lang: LangSchema,
  messages: StrictMessagesSchema,
  /** Other languages of the page, by language tag: `{ "pt": { "about": { ... } } }`. */
  locales: v.optional(
    v.record(
      v.pipe(v.string(), v.check(isLanguageTag, 'Expected a language tag such as "pt" or "pt-BR"')),
      LocaleSchema,
    ),
  ),
  ...SECTION_SCHEMAS,
});
/**
 * What every key of the content document means, by path (`[]` for an array's items): the
 * description column of docs/content.md and each key's description in portfolio.schema.json,
 * for editors. Read by the build only, so no element bundle carries it. A unit test holds it
 * to the schema: every key described, nothing described that is not a key.
 */
export const CONTENT_KEY_DOCS: Readonly<Record<string, string>> = {
  $schema: 'Path to portfolio.schema.json, for editor autocompletion; ignored at run time.',
  site: 'How the build publishes the page (read by the build only).',
  'site.url':
    'Absolute address where dist/ is published (https:, or http: on localhost): enables oEmbed, sitemap, canonical and absolute preview URLs.',
  theme:
    "`dark` (default), `light`, or `auto` (follows the visitor); also sets the pages' theme-color and color-scheme.",
  surface: "`solid` (default) or `transparent` (the host page's background shows through).",
  accent: 'A CSS colour for focus rings, links, the 3D accents and default logo tiles.',
  lang: "The language the content is written in (a language tag, default `en`): the page's `lang` and `dir`, and the words the elements add.",
  messages:
    'Your own wording of any word the elements add (`"contact.send": "Send it"`), by message key (docs/languages.md).',
  locales:
    'Other languages, by tag (`{ "pt": { "about": { ... } } }`): each merged over the main content, the build writes a page per language (docs/languages.md).',
  owner:
    'Who the page is about. Text elsewhere may name these as `{firstName}`, `{name}`, `{role}`, `{email}`, `{location}`, `{city}`, `{github}`, `{linkedin}`.',
  'owner.name':
    'Full name: the <title>, previews, footer copyright. Once set, the build lists every sample value left.',
  'owner.firstName': 'First name: the nav link and the greetings (`{firstName}`).',
  'owner.role': 'Job title: the <title> and previews (`{role}`).',
  'owner.email': "Contact address: the copy card and the contact form's recipient (`{email}`).",
  'owner.location':
    'City, with an optional region or country ("Lisbon", "Seattle, WA", "Lisbon, Portugal"): the globe\'s marker goes there (a gazetteer: the build, or the page for content the build did not place); `{city}` is the part before the first comma.',
  'owner.github': "Code-hosting profile URL: the footer's link (`{github}`).",
  'owner.linkedin': "Professional-network profile URL: the footer's link (`{linkedin}`).",
  nav: 'The navigation bar.',
  'nav.items': 'Its links, in order.',
  'nav.items[].id': 'A number unique in the list.',
  'nav.items[].name': "The link's text.",
  'nav.items[].href': 'Where it goes: an anchor such as `#about`, or a URL.',
  'nav.items[].icon': "Reserved: a name for the link's icon (not drawn yet).",
  hero: 'The first section: greeting, typed skills, the 3D desk.',
  'hero.greeting': "The typed greeting; `{firstName}` is the owner's first name.",
  'hero.phrases': 'The skills typed one after another.',
  'hero.cta': 'The call-to-action button.',
  'hero.cta.label': 'Its text.',
  'hero.cta.href': 'Where it goes.',
  'hero.photo':
    "Image on the desk computer's screen (another origin must send CORS); one that fails shows a placeholder there.",
  'hero.deskSrc': 'Your own desk model (glTF/GLB) instead of the default.',
  'hero.logos':
    'Up to four simple-icons slugs floating around the desk; one that is unknown or fails to load is left out and reported.',
  about: 'The About grid.',
  'about.bio': 'The bio card.',
  'about.bio.title': 'Its title (the sample\'s is "Hi, I am {firstName}").',
  'about.bio.text': 'Its text.',
  'about.techStack': 'The tech-stack card.',
  'about.techStack.title': 'Its title.',
  'about.techStack.text': 'Its text; empty (`""`), the card shows its title and the skills.',
  'about.skills': 'The key-skills badges.',
  'about.globe': 'The globe card.',
  'about.globe.title': 'Its title.',
  'about.globe.text': "Its text (the sample's names `{city}`).",
  'about.globe.label': 'The marker; lat and lng come from `owner.location` when left out.',
  'about.globe.label.lat': 'Latitude: with `lng`, overrides the place found for `owner.location`.',
  'about.globe.label.lng': 'Longitude: with `lat`, overrides the place found for `owner.location`.',
  'about.globe.label.color': "The marker's colour; the accent when left out.",
  'about.globe.label.size': "The marker's size in pixels.",
  'about.globe.label.text': "The marker's label (the sample's is `{city}`).",
  'about.contactButton': 'The "Contact Me" button.',
  'about.contactButton.label': 'Its text.',
  'about.contactButton.href': 'Where it goes.',
  'about.why': 'The "Why I Chose This" card.',
  'about.why.title': 'Its title.',
  'about.why.text': 'Its text; empty (`""`), the card is left out and the grid closes up.',
  'about.copy': 'The copy-the-email card.',
  'about.copy.title': 'Its title.',
  'about.avatar': 'Your photo in the bio card, instead of the drawn profile.',
  projects: 'The "My Work" carousel and its 3D demo computer.',
  'projects.title': 'The section title.',
  'projects.items': 'The projects, one slide each (at least one).',
  'projects.items[].title': 'Its name.',
  'projects.items[].desc': 'What it is.',
  'projects.items[].subdesc': 'How it was built.',
  'projects.items[].href': 'The live site: a "Check live site" link.',
  'projects.items[].logo':
    "An image URL, or with `isImage: false` a simple-icons slug; left out, the title's first letter.",
  'projects.items[].isImage': 'Whether `logo` is an image URL (default true) or an icon slug.',
  'projects.items[].logoStyle':
    "The logo tile's look; left out, tinted from the logo's brand colour or the accent.",
  'projects.items[].logoStyle.backgroundColor': 'CSS background colour.',
  'projects.items[].logoStyle.border': 'CSS border, e.g. `0.2px solid #252262`.',
  'projects.items[].logoStyle.boxShadow': 'CSS box-shadow, e.g. `0px 0px 60px 0px #635BFF4D`.',
  'projects.items[].spotlight':
    "Screenshot, in the card and on the demo computer's screen (an SVG without a size is drawn at the size shown); left out, the title stands in. One that fails shows a placeholder for this project only.",
  'projects.items[].texture':
    "A video (MP4/WebM, muted, looped) on the demo computer's screen instead of the spotlight, which shows while it loads and if it cannot play. Another origin must send CORS.",
  'projects.items[].tags': 'The technologies it uses, as icons.',
  'projects.items[].tags[].id': 'A number unique in the list.',
  'projects.items[].tags[].name': "The icon's label.",
  'projects.items[].tags[].icon':
    'Any simple-icons slug ("rust", "postgresql"), or a built-in name (nextjs, nodejs...); an icon that cannot be shown leaves the name\'s first letter.',
  'projects.computerSrc': 'Your own computer model (glTF/GLB, with a mesh named "screen").',
  work: 'The work-experience timeline and its 3D character.',
  'work.title': 'The section title.',
  'work.jobs':
    'The jobs, newest first; empty (`[]`), the work section is left out: no element on the page, no nav link to `#work`, no embed page.',
  'work.jobs[].id': 'A number unique in the list.',
  'work.jobs[].name': 'The company.',
  'work.jobs[].position': 'Your position.',
  'work.jobs[].duration': 'When, as text ("2022 - Present"); or give `start`.',
  'work.jobs[].start':
    'When it began, `YYYY` or `YYYY-MM`: the period is then written in each language ("May 2021 - Dec 2022").',
  'work.jobs[].end': 'When it ended, `YYYY` or `YYYY-MM`; left out with a `start`, to the present.',
  'work.jobs[].title': 'What you did.',
  'work.jobs[].icon':
    "The company's logo image; left out (or failing), a monogram of the company's initials.",
  'work.jobs[].animation': 'What the character plays on hover: `victory`, `clapping` or `salute`.',
  'work.characterSrc':
    'Your own character model (glTF/GLB with idle, salute, clapping and victory clips).',
  'work.character': "The generated character's look (ignored with `characterSrc`).",
  'work.character.skin': 'Skin colour.',
  'work.character.hair': 'Hair colour.',
  'work.character.top': "The hoodie's colour.",
  'work.character.bottoms': "The trousers' colour.",
  'work.character.shoes': "The sneakers' colour.",
  'work.character.hairStyle': '`short`, `long` or `none`.',
  'work.character.glasses': 'Whether the character wears glasses.',
  contact: 'The contact form and its EmailJS settings.',
  'contact.title': 'The section title.',
  'contact.intro': 'The text beside the form; empty (`""`), none.',
  'contact.publicKey': 'EmailJS public key.',
  'contact.serviceId': 'EmailJS service ID.',
  'contact.templateId': 'EmailJS template ID.',
  'contact.toName': "Recipient name sent as `to_name` (the sample's is `{firstName}`).",
  'contact.toEmail': "Recipient address sent as `to_email` (the sample's is `{email}`).",
  'contact.emailOrigin': 'EmailJS API origin; a relative value resolves against the page.',
  'contact.throttleSeconds': 'Seconds after a send before another; 0 turns the wait off.',
  'contact.placeholders': "The fields' placeholder text.",
  'contact.placeholders.name': 'Name field.',
  'contact.placeholders.email': 'Email field.',
  'contact.placeholders.message': 'Message field.',
  footer: 'The footer.',
  'footer.labels': 'Plain labels (not links), e.g. "Privacy Policy".',
  'footer.social': "Profile links (the sample's are `{github}` and `{linkedin}`).",
  'footer.social[].name': "The link's accessible name.",
  'footer.social[].href': 'The profile URL.',
  'footer.social[].icon': '`github` or `linkedin`.',
  'footer.copyright': "The copyright line (the sample's names `{name}`).",
};
