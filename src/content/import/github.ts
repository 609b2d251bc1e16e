/**
 * A GitHub account's public repositories as carousel items, through GitHub's REST API
 * (github-api.ts) at import time only: what it fetched is written into the content, so visitors never call
 * GitHub. `GITHUB_API_URL` points it at another server (GitHub Enterprise, the tests' stand-in),
 * `GITHUB_TOKEN` lifts the rate limit.
 */
import { deepMerge, type JsonObject } from '../config-layers.ts';
import { type GitHubOptions, type Repo, client } from './github-api.ts';
import { listWords, mapProfile } from './github-profile.ts';
import { ImportError } from './import-error.ts';
import type { ContentPatch } from './merge.ts';
import { projectItem } from './shared.ts';
import { tagsOf } from './tags.ts';
import type { ImportTools } from './tools.ts';

/** How many repositories the carousel gets when none are named. */
export const DEFAULT_REPO_COUNT = 6;

/**
 * The repositories for the carousel: the named ones in the order named (forks and archived
 * ones too), or the most starred that are neither.
 */
export function pickRepos(
  repos: readonly Repo[],
  named: readonly string[] | undefined,
  count: number,
): Repo[] {
  if (named?.length) {
    return named.map((name) => {
      const repo = repos.find((r) => r.name.toLowerCase() === name.toLowerCase());
      if (!repo) throw new ImportError(`No public repository "${name}" in this account`);
      return repo;
    });
  }
  return repos
    .filter((repo) => !repo.fork && !repo.archived)
    .sort((a, b) => b.stargazers_count - a.stargazers_count || a.name.localeCompare(b.name))
    .slice(0, count);
}

export function repoProject(
  { pictures, icons }: ImportTools,
  repo: Repo,
  languages: readonly string[],
): JsonObject {
  const topics = repo.topics ?? [];
  const written = languages.length ? `Written in ${listWords(languages.slice(0, 4))}.` : '';
  const about = topics.length ? `Topics: ${topics.join(', ')}.` : '';
  return projectItem(pictures, {
    title: repo.name,
    desc:
      repo.description?.trim() ||
      `Source code on GitHub${languages[0] ? `, in ${languages[0]}` : ''}.`,
    subdesc: [written, about].filter(Boolean).join(' '),
    href: repo.homepage?.trim() || repo.html_url,
    tags: tagsOf([...languages, ...topics], icons),
  });
}

/**
 * The projects, and the account's URL (and `--role`); the profile fills only what the content
 * does not have yet (github-profile.ts: a résumé says more).
 */
export async function mapGitHub(
  login: string,
  options: GitHubOptions & {
    repos?: string[] | undefined;
    count?: number;
    role?: string | undefined;
    /** The content file as it is. */
    file?: JsonObject;
  },
  tools: ImportTools,
  year: number,
): Promise<{ patch: ContentPatch; notes: string[] }> {
  const github = client(options);
  const user = await github.user(login);
  const repos = pickRepos(
    await github.repos(user.login),
    options.repos,
    options.count ?? DEFAULT_REPO_COUNT,
  );
  if (!repos.length)
    throw new ImportError(
      `"${user.login}" has no public repositories that are not forks or archived (name some with --repos)`,
    );
  const items: JsonObject[] = [];
  const allLanguages: string[] = [];
  for (const repo of repos) {
    const languages = await github.languages(repo);
    allLanguages.push(...languages.filter((l) => !allLanguages.includes(l)));
    items.push(repoProject(tools, repo, languages));
  }
  const profile = mapProfile({
    user,
    languages: allLanguages,
    role: options.role,
    file: options.file ?? {},
    tools,
    year,
  });
  const set = deepMerge(profile.set, {
    owner: { github: user.html_url },
    projects: { items },
  });
  return { patch: { set, fill: profile.fill }, notes: profile.notes };
}
