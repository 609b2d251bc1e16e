/**
 * `npm run import -- resume <file-or-https-url> [--dry-run]`
 * `npm run import -- github <user> [--repos a,b,c] [--count N] [--dry-run]`
 *
 * Reads the source, maps it (src/content/import/resume.ts, github.ts), merges it into the content
 * and prints what it added and changed (apply.ts). Any failure is one line on stderr, exit 1,
 * and nothing on disk changes.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { JsonObject } from '../../src/content/config-layers.ts';
import { CONTENT_FILE, OWNER_DIR } from '../content/validate.ts';
import { type Outcome, applyImport, readContent } from './apply.ts';
import { DEFAULT_API } from '../../src/content/import/github-api.ts';
import { DEFAULT_REPO_COUNT, mapGitHub } from '../../src/content/import/github.ts';
import { ImportError } from '../../src/content/import/import-error.ts';
import { mapResume } from '../../src/content/import/resume.ts';
import { type Resume, resumeProblems } from '../../src/content/import/resume-document.ts';
import { makeTools } from './pictures.ts';

const USAGE = `Usage:
  npm run import -- resume <file-or-https-url> [--dry-run]
  npm run import -- github <user> [--role "<your title>"] [--repos a,b,c] [--count ${DEFAULT_REPO_COUNT}] [--dry-run]`;

/** How to fill a key an import could not, where there is more to say than "write it". */
const HINTS: Readonly<Record<string, string>> = {
  'owner.role': '--role "<your title>"',
};

/** A résumé from a file or an https: address, parsed. */
async function readResume(source: string): Promise<unknown> {
  let text: string;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(source)) {
    if (!source.startsWith('https://'))
      throw new ImportError(`Only https: addresses are read: ${source}`);
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      const cause =
        (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new ImportError(`Could not fetch ${source}: ${cause}`);
    }
    if (!response.ok) throw new ImportError(`${source} answered ${response.status}`);
    text = await response.text();
  } else {
    try {
      text = readFileSync(source, 'utf8');
    } catch (error) {
      throw new ImportError(
        `Could not read ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportError(`${source} is not JSON: ${(error as Error).message}`);
  }
}

const languageName = (lang: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
};

function report(outcome: Outcome, notes: readonly string[], dryRun: boolean): void {
  const file = relative(process.cwd(), CONTENT_FILE);
  if (dryRun) console.log(outcome.text);
  for (const note of notes) console.log(`note: ${note}`);
  if (!outcome.changes.length && !outcome.files.length && !outcome.droppedLocales.length) {
    console.log(`${file}: nothing to change, it already holds this import.`);
    return;
  }
  const verb = dryRun ? 'would be' : '';
  for (const change of outcome.changes) console.log(`  ${change.kind.padEnd(7)} ${change.path}`);
  for (const locale of outcome.droppedLocales) {
    console.log(
      locale.whole
        ? `  removed locales.${locale.lang}: the sample's ${languageName(locale.lang)}, which spoke of the sample person; write your own (docs/languages.md)`
        : `  removed from locales.${locale.lang}: the sample's ${locale.paths.join(', ')} (your main content's show there)`,
    );
  }
  for (const path of outcome.files)
    console.log(`  picture ${relative(process.cwd(), OWNER_DIR)}/${path}`);
  const added = outcome.changes.filter((c) => c.kind === 'added').length;
  const changed = outcome.changes.length - added;
  const pictures = outcome.files.length;
  console.log(
    `${file}: ${added} added, ${changed} changed, ${pictures} picture${pictures === 1 ? '' : 's'}${verb ? ` ${verb} written (dry run: nothing written)` : ` written${outcome.backup ? `; the previous file is ${relative(process.cwd(), outcome.backup)}` : ''}`}.`,
  );
  if (outcome.stillSample.length) {
    const keys = outcome.stillSample.map((key) => (HINTS[key] ? `${key} (or ${HINTS[key]})` : key));
    console.log(
      `Still the sample's, not in this source: write ${keys.join(', ')} in ${file} (docs/import.md).`,
    );
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      repos: { type: 'string' },
      count: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [kind, source, ...extra] = positionals;
  if (values.help || !source || extra.length || (kind !== 'resume' && kind !== 'github')) {
    throw new ImportError(USAGE);
  }
  if (values.role !== undefined && (kind !== 'github' || !values.role.trim()))
    throw new ImportError(`--role takes your title, for a GitHub import\n${USAGE}`);
  const dryRun = values['dry-run'];
  const target = { file: CONTENT_FILE, publicDir: OWNER_DIR };
  const file: JsonObject = readContent(CONTENT_FILE);
  const tools = makeTools(typeof file.accent === 'string' ? file.accent : undefined);
  let mapped;
  if (kind === 'resume') {
    const document = await readResume(source);
    const problems = resumeProblems(document);
    if (problems.length) {
      throw new ImportError(
        `${source} is not a valid JSON Resume document (${problems.length} problem${problems.length === 1 ? '' : 's'}); nothing was changed:\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
    }
    mapped = mapResume(document as Resume, tools, file, new Date().getFullYear());
  } else {
    const count = values.count === undefined ? DEFAULT_REPO_COUNT : Number(values.count);
    if (!Number.isInteger(count) || count < 1)
      throw new ImportError(`--count takes a whole number of 1 or more, not "${values.count}"`);
    mapped = await mapGitHub(
      source,
      {
        api: process.env.GITHUB_API_URL || DEFAULT_API,
        token: process.env.GITHUB_TOKEN || undefined,
        repos: values.repos
          ?.split(',')
          .map((name) => name.trim())
          .filter(Boolean),
        count,
        role: values.role,
        file,
        agent: 'portfolio-elements-import',
      },
      tools,
      new Date().getFullYear(),
    );
  }
  const outcome = await applyImport(target, mapped.patch, tools.pictures.files, dryRun);
  report(outcome, mapped.notes, dryRun);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ImportError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message);
    process.exit(1);
  }
  throw error;
});
