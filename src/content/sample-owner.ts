import type { Owner } from './types.ts';

/**
 * The sample owner, apart from the rest of the sample content (whose images are bundler
 * imports) so the build's Node scripts can read it too. A neutral placeholder, never a real
 * person.
 */
export const SAMPLE_OWNER: Owner = {
  name: 'Jordan Avery',
  firstName: 'Jordan',
  role: 'Full-stack software engineer',
  email: 'hello@example.com',
  location: 'Seattle, WA',
  github: 'https://github.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
};
