/**
 * A JSON Resume document (https://jsonresume.org/schema) as the standard writes it: the keys the
 * import reads (resume.ts), and the standard's own schema package's check of the whole.
 */
import schemaPackage from '@jsonresume/schema';

export interface Resume {
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    description?: string;
    highlights?: string[];
    /** Not in the standard (which allows extra keys); some résumé tools write a logo here. */
    logo?: string;
    image?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
  }[];
  interests?: { name?: string; keywords?: string[] }[];
}

/** Each problem the JSON Resume schema finds, as `path: message` (`basics.email: ...`). */
export function resumeProblems(document: unknown): string[] {
  let problems: string[] = [];
  schemaPackage.validate(document, (errors) => {
    problems = (errors ?? []).map((error) => {
      const path = error.property.replace(/^instance\.?/, '') || '(root)';
      return `${path}: ${error.message}`;
    });
  });
  return problems;
}
