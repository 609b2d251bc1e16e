import { fill, type Messages } from './languages.ts';

/** "May 2021" / "mai 2021" / "مايو ٢٠٢١"; a bare year stays a year, in the language's digits. */
export function formatMonth(lang: string, value: string): string {
  const [year, month] = value.split('-').map(Number) as [number, number | undefined];
  // Noon UTC on the 1st, formatted in UTC: no time zone moves it into another month.
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, 1, 12));
  return formatter(lang, month ? 'month' : 'year').format(date);
}

/** A job's period: "May 2021 - Dec 2022", or from its start to the present. */
export function formatPeriod(
  lang: string,
  messages: Messages,
  start: string,
  end: string | undefined,
): string {
  return fill(messages['work.range'], {
    start: formatMonth(lang, start),
    end: end ? formatMonth(lang, end) : messages['work.present'],
  });
}

/** A year in the language's own digits ("2024", "٢٠٢٤"). */
export function formatYear(lang: string, year: number): string {
  return formatter(lang, 'year').format(new Date(Date.UTC(year, 6, 1)));
}

const FORMATS = {
  month: { year: 'numeric', month: 'short', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and format, made the first time: making one is the costly part
 * (the work section's eight dates took 123 ms at 4x CPU with a formatter each).
 */
function formatter(lang: string, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${format} ${lang}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, FORMATS[format]);
    formatters.set(key, found);
  }
  return found;
}
