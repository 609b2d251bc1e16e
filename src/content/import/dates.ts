/**
 * Durations as the work section shows them ("May 2021 - Dec 2022", "2022 - Present"), from JSON
 * Resume's partial ISO dates ("2021", "2021-05", "2021-05-01") and back.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const PRESENT = 'Present';

/** "2021-05-01" → "May 2021", "2021" → "2021"; undefined when it is not such a date. */
function monthYear(date: string): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?$/.exec(date.trim());
  if (!match) return undefined;
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  if (match[2] && !month) return undefined;
  return month ? `${month} ${match[1]}` : match[1];
}

/**
 * The page's duration of a job: "May 2021 - Dec 2022" for one that ended; a current job, as
 * the sample's first ("2022 - Present"), gives its start year only.
 */
export function formatDuration(startDate?: string, endDate?: string): string {
  const start = startDate ? monthYear(startDate) : undefined;
  const end = endDate ? monthYear(endDate) : undefined;
  if (!start) return end ?? '';
  if (!end) return `${start.slice(-4)} - ${PRESENT}`;
  return `${start} - ${end}`;
}

/**
 * A job's `start` or `end` as the content takes it, `YYYY` or `YYYY-MM`, from JSON Resume's
 * partial ISO date ("2021-05-01" gives "2021-05"); undefined when it is not such a date.
 */
export function contentDate(date: string | undefined): string | undefined {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-\d{2})?)?$/.exec(date?.trim() ?? '');
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

/** "May 2021" → "2021-05", "2021" → "2021", anything else undefined. */
function isoOf(text: string): string | undefined {
  const match = /^(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  if (!match[1]) return match[2];
  const index = MONTHS.findIndex((m) => m.toLowerCase() === match[1]!.toLowerCase());
  return index < 0 ? undefined : `${match[2]}-${String(index + 1).padStart(2, '0')}`;
}

/** The dates a duration names, for the export; what it cannot read is left out. */
export function parseDuration(duration: string): { startDate?: string; endDate?: string } {
  const [from = '', to] = duration.split(/\s+[-–—]\s+/);
  const startDate = isoOf(from);
  const endDate =
    to === undefined || /^(present|now|today|current)$/i.test(to.trim()) ? undefined : isoOf(to);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}
