/**
 * The sample's values an owner's page still shows. Once the content sets `owner.name`, the
 * build and `npm run check` list each, with its path and value, so no "Jordan" or sample
 * project stays on a page unsaid. Product wording (nav names, section titles, button labels,
 * form placeholders), settings and text that names the owner through a template
 * (owner-text.ts) are not the sample's: they follow the owner or are the page's own.
 * A value is the sample's where the content leaves it out, where it gives the sample's own value
 * (content/portfolio.json ships the sample owner's keys), and in a locale, where it says what the
 * sample's locale said (sample-locales.ts) or what the sample says in English.
 */
import { isDeepStrictEqual } from 'node:util';
import { namesOwner } from '../../src/content/owner-text.ts';
import type { Content } from '../../src/content/types.ts';
import { isSampleLocaleValue, localeValues } from './sample-locales.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths (and all below them) whose sample value is the product's own wording or a setting. */
const PRODUCT_PATHS = [
  'theme',
  'surface',
  'nav',
  'hero.greeting',
  'hero.cta',
  'about.techStack.title',
  'about.globe.title',
  'about.why.title',
  'about.contactButton',
  'about.copy',
  'projects.title',
  'work.title',
  'work.character',
  'contact.title',
  'contact.placeholders',
  'contact.publicKey',
  'contact.serviceId',
  'contact.templateId',
  'contact.emailOrigin',
  'contact.throttleSeconds',
  'footer.labels',
  'footer.social',
];

/** One sample value left: where, and what it shows. */
export interface SampleLeft {
  path: string;
  value: string;
}

/** Sample images are bundled files: named by their file, as the owner sees them nowhere else. */
const SAMPLE_FILE = /^\/src\/content\/art\/([^/]+)$/;
const MAX_TEXT = 60;

function show(value: unknown): string {
  if (typeof value === 'string') {
    const file = SAMPLE_FILE.exec(value);
    if (file) return `the sample's image ${file[1]}`;
    return JSON.stringify(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value);
  }
  return JSON.stringify(value);
}

/** An array the sample shows: its count and the names of its items. */
function showList(path: string, items: unknown[]): string {
  const named = items.map((item) =>
    isObject(item) ? (item.name ?? item.title ?? '') : typeof item === 'string' ? item : '',
  );
  const noun = /jobs$/.test(path) ? 'jobs' : /items$/.test(path) ? 'projects' : 'entries';
  const names = named.filter(Boolean).map((name) => JSON.stringify(name));
  return `the sample's ${items.length} ${noun}${names.length ? `: ${names.join(', ')}` : ''}`;
}

/**
 * Each sample value `content` leaves showing, in the sample's order; none while the content
 * has not set `owner.name` to a name of its own (the page is still the sample as a whole). The globe's marker
 * follows `owner.location`, so it is listed as that.
 */
export function sampleLeft(content: unknown, sample: Content): SampleLeft[] {
  const name = isObject(content) && isObject(content.owner) ? content.owner.name : undefined;
  // The repository's own content/portfolio.json names the sample owner: it is the sample.
  if (typeof name !== 'string' || name === sample.owner.name) return [];
  const left: SampleLeft[] = [];
  const showValue = (path: string, value: unknown) =>
    Array.isArray(value)
      ? value.every((item) => typeof item === 'string')
        ? JSON.stringify(value)
        : showList(path, value)
      : show(value);
  const walk = (sampleValue: unknown, given: unknown, path: string) => {
    if (isProductPath(path) || path === 'about.globe.label') return;
    if (isObject(sampleValue) && (given === undefined || isObject(given))) {
      for (const [key, child] of Object.entries(sampleValue)) {
        walk(child, isObject(given) ? given[key] : undefined, path ? `${path}.${key}` : key);
      }
      return;
    }
    if (given !== undefined && !isDeepStrictEqual(given, sampleValue)) return;
    if (namesOwner(sampleValue)) return;
    left.push({ path, value: showValue(path, sampleValue) });
  };
  walk(sample, content, '');
  for (const [path, value] of localeValues(content)) {
    const section = path.split('.').slice(2).join('.');
    if (isProductPath(section) || namesOwner(value)) continue;
    const english = section
      .split('.')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), sample);
    if (
      isSampleLocaleValue(path, value) ||
      (english !== undefined && isDeepStrictEqual(english, value))
    ) {
      left.push({ path, value: showValue(section, value) });
    }
  }
  return left;
}

const isProductPath = (path: string) =>
  PRODUCT_PATHS.some((p) => path === p || path.startsWith(`${p}.`));

/** The built-in sample, loaded as the bundler does (its images are bundler imports). */
export async function loadSample(): Promise<Content> {
  // Vite loads here, not with this module: a refused import or check never needs it.
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<{ SAMPLE_CONTENT: Content }>(
    new URL('../../src/content/sample.ts', import.meta.url).pathname,
    { configFile: false, build: { assetsInlineLimit: 0 }, logLevel: 'silent' },
  );
  return module.SAMPLE_CONTENT;
}

/** The list as the terminal shows it, or null when nothing of the sample is left. */
export function formatSampleLeft(file: string, left: readonly SampleLeft[]): string | null {
  if (!left.length) return null;
  const count = left.length === 1 ? '1 sample value' : `${left.length} sample values`;
  return [
    `${file} sets owner.name, yet the page still shows ${count}:`,
    ...left.map((item) => `  ${item.path}: ${item.value}`),
    `Set them in ${file} (docs/content.md). --strict makes this an error (exit code 1).`,
  ].join('\n');
}
