/**
 * The sample content of the sections without 3D (nav, contact, footer), apart from sample.ts:
 * each of those elements ships its own section's sample (a module each), not the whole page's
 * nor its neighbours' (its budget is 80 KB alone, and the 3D sections' sample is most of the
 * sample's bytes). Text naming the owner is a template (owner-text.ts), so each of these
 * elements carries the sample owner too.
 */
export { SAMPLE_NAV } from './sample-nav.ts';
export { SAMPLE_CONTACT } from './sample-contact.ts';
export { SAMPLE_FOOTER } from './sample-footer.ts';
