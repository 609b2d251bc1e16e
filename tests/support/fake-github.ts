/**
 * A stand-in for GitHub's REST API on 127.0.0.1 (a free port), for the import's tests through
 * GITHUB_API_URL. Users: `ana-nunez` (a whole profile, and repositories over two pages, with
 * languages and topics), `limited` (a 403 rate-limit answer with its reset time), `dropper` (the
 * connection is dropped mid-answer); any other user is a 404, as on GitHub. Its answers carry
 * GitHub's CORS headers, for the builder page's requests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The rate limit's reset, as GitHub sends it (epoch seconds): 2030-01-02T03:04:05Z. */
export const RATE_RESET = 1893553445;

export const USER = 'ana-nunez';
/** The stand-in user's public e-mail address, as GitHub shows one a user made public. */
export const PROFILE_EMAIL = 'ana@nunez.example';

interface FakeRepo {
  name: string;
  description: string | null;
  homepage: string | null;
  fork: boolean;
  archived: boolean;
  stargazers_count: number;
  topics: string[];
  languages: Record<string, number>;
}

export const REPOS: FakeRepo[] = [
  {
    name: 'kafka-lens',
    description: 'A terminal viewer for Kafka topics.',
    homepage: 'https://kafka-lens.example.com',
    fork: false,
    archived: false,
    stargazers_count: 420,
    topics: ['kafka', 'cli', 'react'],
    languages: { TypeScript: 90_000, JavaScript: 1_200 },
  },
  {
    name: 'raft-lab',
    description: 'Raft, one paper section at a time.',
    homepage: '',
    fork: false,
    archived: false,
    stargazers_count: 97,
    topics: ['consensus'],
    languages: { Python: 30_000, Shell: 200 },
  },
  {
    name: 'forked-thing',
    description: 'Somebody else’s project.',
    homepage: null,
    fork: true,
    archived: false,
    stargazers_count: 5000,
    topics: [],
    languages: { Go: 10 },
  },
  {
    name: 'old-site',
    description: 'My first website.',
    homepage: null,
    fork: false,
    archived: true,
    stargazers_count: 3000,
    topics: [],
    languages: { HTML: 10 },
  },
  {
    name: 'dotfiles',
    description: null,
    homepage: null,
    fork: false,
    archived: false,
    stargazers_count: 3,
    topics: [],
    languages: {},
  },
];

/** As GitHub answers a page's request: any origin may read it, and the headers that matter. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'link, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
};

export interface FakeGitHub {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const requests: string[] = [];
  let base = '';
  const repoJson = (repo: FakeRepo) => {
    const rest: Partial<FakeRepo> = { ...repo };
    delete rest.languages;
    const login = encodeURIComponent(USER);
    return {
      ...rest,
      full_name: `${USER}/${repo.name}`,
      html_url: `https://github.example/${login}/${repo.name}`,
      languages_url: `${base}/repos/${login}/${repo.name}/languages`,
    };
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    requests.push(`${path}${url.search}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        ...CORS,
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    const [, kind, login, rest] = path.split('/');
    if (login === 'limited') {
      send(
        403,
        { message: 'API rate limit exceeded for 127.0.0.1.' },
        {
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(RATE_RESET),
        },
      );
      return;
    }
    if (login === 'dropper') {
      // Headers, half a body, then the connection goes.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"login":"drop');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    if (login !== USER) {
      send(404, { message: 'Not Found' });
      return;
    }
    if (kind === 'users' && rest === undefined) {
      send(200, {
        login: USER,
        name: 'Ana Ñúñez',
        html_url: `https://github.example/${encodeURIComponent(USER)}`,
        bio: 'Streams, logs and the tools around them.',
        location: 'Zürich, Switzerland',
        company: '@lumen-data',
        blog: 'linkedin.com/in/ana-nunez-example',
        email: PROFILE_EMAIL,
        twitter_username: 'ana_streams',
        public_repos: REPOS.length,
      });
      return;
    }
    if (kind === 'users' && rest === 'repos') {
      // Two pages, linked as GitHub links them, to take the import through pagination.
      const page = Number(url.searchParams.get('page') ?? '1');
      const items = page === 1 ? REPOS.slice(0, 3) : REPOS.slice(3);
      const next = `${base}/users/${encodeURIComponent(USER)}/repos?per_page=100&page=2`;
      send(200, items.map(repoJson), page === 1 ? { link: `<${next}>; rel="next"` } : {});
      return;
    }
    const found = kind === 'repos' ? REPOS.find((r) => r.name === rest) : undefined;
    if (found && path.endsWith('/languages')) {
      send(200, found.languages);
      return;
    }
    send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
