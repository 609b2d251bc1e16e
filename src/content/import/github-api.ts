/**
 * GitHub's REST API, the one place the import talks to it: a user, their repositories and each
 * one's languages. Every failure (unreachable, a rate limit, a refused token, a cut-off answer)
 * is an ImportError of one line. `api` points it at another server (GitHub Enterprise, the
 * tests' stand-in).
 */
import type { GitHubUser } from './github-profile.ts';
import { ImportError } from './import-error.ts';

export const DEFAULT_API = 'https://api.github.com';
/** A request that takes longer has most likely hung. */
const TIMEOUT_MS = 20_000;
/** 100 per page (GitHub's maximum) times this: accounts with more are rare. */
const MAX_PAGES = 10;

export interface Repo {
  name: string;
  html_url: string;
  homepage?: string | null;
  description?: string | null;
  fork: boolean;
  archived: boolean;
  stargazers_count: number;
  topics?: string[];
  languages_url: string;
}

export interface GitHubOptions {
  api?: string;
  token?: string | undefined;
  fetch?: typeof fetch;
  /**
   * Names the caller to GitHub, with the API version it was written against. Left out (the
   * builder page), a request carries only `accept`, which a browser sends across origins
   * without asking first (no preflight).
   */
  agent?: string;
  /** What to do about a rate limit, after the line that says when it resets. */
  limitHint?: string;
}

/** The command line's way past the rate limit. */
const TOKEN_HINT = ' (set GITHUB_TOKEN for a higher limit)';

function rateLimitLine(response: Response, hint: string): string {
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  const when =
    Number.isFinite(reset) && reset > 0
      ? ` until ${new Date(reset * 1000).toISOString().replace(/\.\d+Z$/, 'Z')}`
      : '';
  return `GitHub's rate limit is used up${when}${hint}`;
}

export function client({
  api = DEFAULT_API,
  token,
  fetch: get = fetch,
  agent,
  limitHint = TOKEN_HINT,
}: GitHubOptions = {}) {
  const base = api.replace(/\/+$/, '');
  async function request(path: string): Promise<Response> {
    const url = /^https?:/.test(path) ? path : `${base}${path}`;
    let response: Response;
    try {
      response = await get(url, {
        headers: {
          accept: 'application/vnd.github+json',
          ...(agent ? { 'x-github-api-version': '2022-11-28', 'user-agent': agent } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new ImportError(`Could not reach GitHub at ${base}: ${why}`);
    }
    const remaining = response.headers.get('x-ratelimit-remaining');
    if (response.status === 429 || (response.status === 403 && remaining === '0')) {
      throw new ImportError(rateLimitLine(response, limitHint));
    }
    // GitHub's secondary limit (too many requests at once) says when to come back instead.
    const retry = response.headers.get('retry-after');
    if (response.status === 403 && retry) {
      throw new ImportError(
        `GitHub asks to wait ${retry} s before the next request (secondary rate limit)`,
      );
    }
    if (response.status === 401)
      throw new ImportError('GitHub refused GITHUB_TOKEN (401): check or unset it');
    return response;
  }
  async function json<T>(response: Response): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new ImportError(
        `GitHub's answer from ${response.url} was cut off or not JSON (${(error as Error).message})`,
      );
    }
  }
  async function ok<T>(path: string): Promise<{ body: T; response: Response }> {
    const response = await request(path);
    if (!response.ok) {
      throw new ImportError(`GitHub answered ${response.status} for ${path.replace(base, '')}`);
    }
    return { body: await json<T>(response), response };
  }
  return {
    async user(login: string): Promise<GitHubUser> {
      const response = await request(`/users/${encodeURIComponent(login)}`);
      if (response.status === 404) throw new ImportError(`GitHub has no user "${login}"`);
      if (!response.ok)
        throw new ImportError(`GitHub answered ${response.status} for user "${login}"`);
      return json<GitHubUser>(response);
    },
    async repos(login: string): Promise<Repo[]> {
      const all: Repo[] = [];
      let next: string | undefined =
        `/users/${encodeURIComponent(login)}/repos?per_page=100&type=owner&sort=pushed`;
      for (let page = 0; next && page < MAX_PAGES; page++) {
        const { body, response }: { body: Repo[]; response: Response } = await ok<Repo[]>(next);
        all.push(...body);
        next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      }
      return all;
    },
    /** Languages by bytes of code, most first. */
    async languages(repo: Repo): Promise<string[]> {
      const { body } = await ok<Record<string, number>>(repo.languages_url);
      return Object.entries(body)
        .sort((a, b) => b[1] - a[1])
        .map(([language]) => language);
    },
  };
}
