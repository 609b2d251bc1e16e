/**
 * The sample content's own words (`sample.*`), which each language's table translates for the
 * elements' `localizeSample`; in English they are the sample itself, so no element carries these.
 */
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
