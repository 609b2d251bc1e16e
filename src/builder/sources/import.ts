/**
 * Where an owner starts from: a JSON Resume document (a file or an address) or a GitHub
 * account, mapped by the same code as `npm run import` (src/content/import/) and merged into
 * what the editor holds as the command merges it into content/portfolio.json. Nothing is sent
 * anywhere but the résumé's address and GitHub's API, and only when the owner asks.
 */
import { DEFAULT_API } from '../../content/import/github-api.ts';
import { mapGitHub } from '../../content/import/github.ts';
import { ImportError } from '../../content/import/import-error.ts';
import { type Change, changes, mergeContent } from '../../content/import/merge.ts';
import { mapResume } from '../../content/import/resume.ts';
import { type Resume, resumeProblems } from '../../content/import/resume-document.ts';
import { NO_PICTURES } from '../../content/import/shared.ts';
import type { ImportTools } from '../../content/import/tools.ts';
import type { JsonObject } from '../../content/config-layers.ts';
import { loadIconNames } from './icon-names.ts';

export interface Imported {
  content: JsonObject;
  changes: Change[];
  /** What the source holds that the page cannot show, or lacks, one line each. */
  notes: string[];
}

/** Hosts whose plain http: address is read: this computer. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** A résumé address that takes longer has most likely hung. */
const FETCH_TIMEOUT_MS = 20_000;

/** The builder's way past GitHub's rate limit: wait, or the command line with a token. */
const LIMIT_HINT =
  '; try again then, or run `npm run import -- github <user>` with GITHUB_TOKEN in a clone';

/** In the browser the mapping makes no files (the sections draw their own) and has no gazetteer. */
async function tools(): Promise<ImportTools> {
  return { pictures: NO_PICTURES, icons: await loadIconNames() };
}

export function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportError(`${source} is not JSON: ${(error as Error).message}`);
  }
}

/** A JSON Resume document merged into `current`; refused, with each problem's path, if invalid. */
export async function importResume(
  document: unknown,
  source: string,
  current: JsonObject,
): Promise<Imported> {
  const problems = resumeProblems(document);
  if (problems.length) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    throw new ImportError(
      `${source} is not a valid JSON Resume document (${count}); nothing was changed:\n${problems.join('\n')}`,
    );
  }
  const mapped = mapResume(document as Resume, await tools(), current, new Date().getFullYear());
  const content = mergeContent(current, mapped.patch);
  return { content, changes: changes(current, content), notes: mapped.notes };
}

/** Reads a résumé from an https: address the owner gave. */
export async function fetchResume(address: string): Promise<unknown> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new ImportError(`"${address}" is not an address: give one that starts with https://`);
  }
  // http: only from this computer (a file served by `npm start`), as for site.url.
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local)
    throw new ImportError(`Only https: addresses are read: ${url.href}`);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new ImportError(
      `Could not read ${url.href} (${(error as Error).message}). The server may not let other pages read it (CORS): download the file and choose it under "A JSON Resume file" instead`,
    );
  }
  if (!response.ok) throw new ImportError(`${url.href} answered ${response.status}`);
  return parseJson(await response.text(), url.href);
}

/** A GitHub account's profile and repositories, through GitHub's public API. */
export async function importGitHub(login: string, current: JsonObject): Promise<Imported> {
  const user = login.trim().replace(/^@/, '');
  if (!/^[a-z\d](?:[a-z\d-]{0,38})$/i.test(user))
    throw new ImportError(`"${login}" is not a GitHub username (letters, digits and -)`);
  const mapped = await mapGitHub(
    user,
    { api: DEFAULT_API, file: current, limitHint: LIMIT_HINT },
    await tools(),
    new Date().getFullYear(),
  );
  const content = mergeContent(current, mapped.patch);
  return { content, changes: changes(current, content), notes: mapped.notes };
}
