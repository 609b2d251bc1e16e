/**
 * The whole English table, in a module of its own: the key list the build checks owner
 * messages against, and what tests read. The elements import only their parts (en.ts).
 */
import {
  EN_SAMPLE,
  EN_NAV,
  EN_STAGE,
  EN_HERO,
  EN_ABOUT,
  EN_PROJECTS,
  EN_WORK,
  EN_CONTACT,
  EN_FOOTER,
  EN_EMBED,
  EN_PLATFORM,
} from './en.ts';

/** The whole English table: the key list, and what the build and the tests read. */
export const EN = {
  ...EN_SAMPLE,
  ...EN_NAV,
  ...EN_STAGE,
  ...EN_HERO,
  ...EN_ABOUT,
  ...EN_PROJECTS,
  ...EN_WORK,
  ...EN_CONTACT,
  ...EN_FOOTER,
  ...EN_EMBED,
  ...EN_PLATFORM,
};
