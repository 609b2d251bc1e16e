/**
 * Every word the elements add to the owner's content, in English: the spec's texts word for
 * word. The other languages' tables translate these keys; a key one leaves out shows in
 * English. `{name}` marks a value filled in at run time.
 *
 * In parts by section: each element's bundle carries the English words of its own section
 * (and the parts every element shows), not the whole table.
 */

/** The sample content's own words, used while the owner gives none of their own (loaded with another language; English is the sample itself). */
export const EN_SAMPLE = {
  'sample.nav.home': 'Home',
  'sample.nav.about': 'About',
  'sample.nav.work': 'Work',
  'sample.nav.contact': 'Contact',
  'sample.hero.greeting': 'Hi, I am {firstName}',
  'sample.hero.cta': "Let's work together",
  'sample.about.globe': 'I work remotely across multiple timezones',
  'sample.about.contactButton': 'Contact Me',
  'sample.about.why': 'Why I Chose This',
  'sample.about.techStack': 'Tech stack',
  'sample.about.copy': 'Contact me',
  'sample.projects.title': 'My Work',
  'sample.work.title': 'My Work Experience',
  'sample.contact.title': "Let's talk",
  'sample.contact.placeholder.name': 'ex., John Doe',
  'sample.contact.placeholder.email': 'ex., johndoe@gmail.com',
  'sample.contact.placeholder.message': "Hello. I'd like to give you a job...",
  'sample.footer.terms': 'Terms & Conditions',
  'sample.footer.privacy': 'Privacy Policy',
} as const;

/** portfolio-nav. */
export const EN_NAV = {
  'nav.main': 'Main',
  'nav.mainMobile': 'Main (mobile)',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.languages': 'Languages',
} as const;

/** The 3D sections: the loading label and the fallback. */
export const EN_STAGE = {
  'stage.loading': 'Loading...',
  'stage.failed': 'The 3D view could not be shown here. Everything else on the page works.',
} as const;

/** portfolio-hero. */
export const EN_HERO = {
  'hero.stage': "A desk with a computer showing {name}'s photo",
  'hero.stageLogos':
    "A desk with a computer showing {name}'s photo, with {logos} logos floating around it",
} as const;

/** portfolio-about. */
export const EN_ABOUT = {
  'about.globeStage': 'A globe turning slowly, with a marker',
  'about.globeStageAt': 'A globe turning slowly, with a marker at {place}',
  'about.skills': 'Key skills',
  'about.copy': 'Copy {email}',
  'about.copyField': 'Contact e-mail address',
  'about.copied': 'Copied to the clipboard',
  'about.copyBlocked':
    'Copying was blocked here: press Ctrl+C (⌘C on a Mac) to copy the selected address',
  'about.clickToCopy': 'Click to copy',
} as const;

/** portfolio-projects. */
export const EN_PROJECTS = {
  'projects.carousel': 'Projects',
  'projects.slide': '{index} of {count}',
  'projects.previous': 'Previous project',
  'projects.next': 'Next project',
  'projects.announce': 'Project {index} of {count}: {title}',
  'projects.builtWith': 'Built with',
  'projects.live': 'Check live site',
  'projects.stage': 'Demo computer showing {title}',
} as const;

/** portfolio-work. */
export const EN_WORK = {
  'work.hint': 'Focus or activate a job to make the character react.',
  'work.present': 'Present',
  'work.range': '{start} - {end}',
  'work.stage.idle': '3D character standing and breathing calmly',
  'work.stage.salute': '3D character saluting',
  'work.stage.clapping': '3D character clapping',
  'work.stage.victory': '3D character jumping with both arms raised',
} as const;

/** portfolio-contact. */
export const EN_CONTACT = {
  'contact.name': 'Full name',
  'contact.email': 'Email address',
  'contact.message': 'Your message',
  'contact.send': 'Send message',
  'contact.sending': 'Sending...',
  'contact.sent': 'Message sent successfully',
  'contact.failed': 'Something went wrong',
  'contact.status.sending': 'Sending your message...',
  'contact.status.slow':
    'Still sending: the mail service is slow to answer. Your message stays in the form.',
  'contact.status.sent': "Message sent successfully. Thank you, I'll get back to you soon.",
  'contact.status.failed':
    'Something went wrong. Your message is still in the form; please try again.',
  'contact.status.throttled':
    'Your last message has just gone out. You can send another in {seconds}; this one stays in the form.',
  'contact.second': '1 second',
  'contact.seconds': '{count} seconds',
  'contact.cut': 'Cut to {max} characters, the most this field can send.',
  'contact.mailto': 'Or {link} at {address}.',
  'contact.mailtoLink': 'email me directly',
  'contact.mailSubject': 'Message from {name}',
  'contact.mailSubjectAnonymous': 'Message from your portfolio',
  'contact.honeypot': 'Leave this field empty',
} as const;

/** portfolio-footer. */
export const EN_FOOTER = {
  'footer.profiles': 'Profiles',
  'footer.copyright': '© {year} {name}. All rights reserved.',
} as const;

/** The embed pages. */
export const EN_EMBED = {
  'embed.noLinks': 'This embed cannot open links. Copy the address:',
  'embed.linkAddress': 'Link address',
  'embed.close': 'Close',
} as const;

/** Every element: the error panel and an image that does not load. */
export const EN_PLATFORM = {
  'image.unavailable': 'Image unavailable',
  'image.unavailableNamed': '{alt} (image unavailable)',
  'error.title': '<{tag}> could not use its configuration ({count})',
  'error.problem': '1 problem',
  'error.problems': '{count} problems',
} as const;

export type MessageKey = keyof (typeof EN_SAMPLE &
  typeof EN_NAV &
  typeof EN_STAGE &
  typeof EN_HERO &
  typeof EN_ABOUT &
  typeof EN_PROJECTS &
  typeof EN_WORK &
  typeof EN_CONTACT &
  typeof EN_FOOTER &
  typeof EN_EMBED &
  typeof EN_PLATFORM);
/** A whole table: every key, as the elements read it once the language's table has merged. */
export type Messages = Readonly<Record<MessageKey, string>>;
/** A language's table, or an owner's overrides: any keys. */
export type MessageTable = Partial<Record<MessageKey, string>>;
