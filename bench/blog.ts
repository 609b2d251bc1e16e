/**
 * An owner's blog: a page on another origin (its own server on 127.0.0.1, another port) that
 * loads the seven sections from the dist/ server, as from a CDN, with paragraphs of its own text
 * between them and the content in a `<script type="application/json">` on the page, the way
 * docs/embedding.md tells an owner to do it: dist/snippet.html's lines in its <head>, the hero's
 * snippet (its prerendered first view) in the first screen, under the blog's first paragraphs,
 * and the bare tags of the sections further down. Beside it, the same blog without the sections
 * (`/?bare`), which the budgets hold it against, and with only the one script tag (`/?tag`).
 */
import { escapeUTF8 } from 'entities/escape';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../server/server.ts';

/** The sections in page order, each followed by the blog's own paragraphs (none after the last). */
export const BLOG_SECTIONS = [
  'portfolio-nav',
  'portfolio-hero',
  'portfolio-about',
  'portfolio-projects',
  'portfolio-work',
  'portfolio-contact',
  'portfolio-footer',
] as const;

/** What the owner writes between the sections: one entry per gap, ordinary blog prose. */
const PROSE = [
  [
    'Notes from a year of building things',
    'I keep this blog mostly for myself: a place to write down what I built, what broke, and what I would do differently. It runs on a plain static host, and most posts are a few paragraphs long.',
  ],
  [
    'Where I come from',
    'Before I wrote software for a living I repaired bicycles, and I still think of debugging the same way: listen first, change one thing at a time, and write down what you changed.',
    'The sections on this page come from my portfolio. I paste them here so that readers who find a post can see the rest of my work without leaving the blog.',
  ],
  [
    'What I have been working on',
    'Most of this year went into a small scheduling service for a community clinic. It is not glamorous work, but it is the kind I like: a few people depend on it every morning, and it has to be boring in the best sense.',
  ],
  [
    'On side projects',
    'Side projects are where I try the things I would not risk at work. Some of them turned into tools I use every day; most of them taught me something and then quietly stopped.',
    'If one of them looks useful to you, the code is public and issues are welcome.',
  ],
  [
    'Working with me',
    'I prefer small teams, short feedback loops and written decisions. I am happiest when I can talk to the people who use what I build.',
  ],
  [
    'Thanks for reading',
    'New posts appear roughly once a month. There is no newsletter; the feed is the best way to follow along.',
  ],
] as const;

/** A JSON text inside a script element: `</script` and `<!--` may not appear in it. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The content block the standalone page carries, so the blog shows the same sections. */
export function readPageContent(distRoot: string): string {
  const html = readFileSync(join(distRoot, 'index.html'), 'utf8');
  const block = /<script type="application\/json" id="portfolio-content">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!block) throw new Error('dist/index.html carries no #portfolio-content block');
  return block[1]!.trim();
}

/** How the blog carries the sections. */
export type BlogVariant = 'snippets' | 'bare' | 'tag';

/** What the blog pastes from dist/: snippet.html, and the hero's section snippet. */
export interface Snippets {
  head: string;
  hero: string;
}

/** dist/'s snippet files, their relative URLs resolved against where dist/ is served. */
export function readSnippets(distRoot: string, distUrl: string): Snippets {
  const read = (path: string) =>
    resolveAgainst(readFileSync(join(distRoot, path), 'utf8'), distUrl);
  return { head: read('snippet.html'), hero: read('snippets/hero.html') };
}

/** `src="…"`/`href="…"` relative to dist/ made absolute, as the builder page does (not `#…`). */
export function resolveAgainst(html: string, distUrl: string): string {
  return html.replace(
    /\b(src|href)="(?![a-z][a-z0-9+.-]*:|#|\/\/)([^"]*)"/gi,
    (_, name: string, path: string) => `${name}="${new URL(path, distUrl).href}"`,
  );
}

const bareTag = (tag: string) => `<${tag} config="#portfolio-content"></${tag}>`;

export function blogHtml(
  distUrl: string,
  content: string,
  snippets: Snippets,
  variant: BlogVariant = 'snippets',
): string {
  const gaps = PROSE.map(([title, ...paragraphs]) =>
    [
      `<article>`,
      `<h2>${escapeUTF8(title)}</h2>`,
      ...paragraphs.map((text) => `<p>${escapeUTF8(text)}</p>`),
      `</article>`,
    ].join('\n'),
  );
  // The blog's first article opens the page; the hero follows it, in the first screen.
  const [opening, ...rest] = gaps;
  const section = (tag: string): string[] => {
    if (variant === 'bare') return [];
    if (variant === 'snippets' && tag === 'portfolio-hero') return [snippets.hero.trim()];
    return [bareTag(tag)];
  };
  const body = [
    ...section('portfolio-nav'),
    opening!,
    ...BLOG_SECTIONS.slice(1).flatMap((tag, index) => [
      ...section(tag),
      ...(rest[index] === undefined ? [] : [rest[index]]),
    ]),
  ];
  const head = {
    snippets: [contentBlock(content), snippets.head.trim()],
    bare: [],
    tag: [
      contentBlock(content),
      `<script type="module" src="${new URL('portfolio-elements.js', distUrl).href}"></script>`,
    ],
  }[variant];
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A blog with the portfolio's sections</title>
    <style>
      /* the sections' nav is fixed at the top */
      body { margin: 0; padding-top: 4rem; font: 18px/1.6 Georgia, serif; color: #222; background: #fdfcf9; }
      article { max-width: 40rem; margin: 3rem auto; padding: 0 1rem; }
    </style>
    ${head.join('\n    ')}
  </head>
  <body>
${body.join('\n')}
  </body>
</html>
`;
}

const contentBlock = (content: string) =>
  `<script type="application/json" id="portfolio-content">${scriptJson(content)}</script>`;

/**
 * Serves the blog at `/` (`?bare`: without the sections; `?tag`: with the script tag alone; any
 * other query, such as `?still`, passes on to the sections) on its own port; every other path is
 * a 404, as the blog's host has nothing else the sections could fetch by mistake.
 */
export function startBlogServer(
  distUrl: string,
  content: string,
  snippets: Snippets,
): Promise<RunningServer> {
  const pages = Object.fromEntries(
    (['snippets', 'bare', 'tag'] as const).map((variant) => [
      variant,
      Buffer.from(blogHtml(distUrl, content, snippets, variant)),
    ]),
  ) as Record<BlogVariant, Buffer>;
  const compressed = Object.fromEntries(
    Object.entries(pages).map(([variant, html]) => [variant, gzipSync(html)]),
  ) as Record<BlogVariant, Buffer>;
  return startServer({
    root: import.meta.dirname,
    port: 0,
    routes: [
      (req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname !== '/') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return true;
        }
        const variant = url.searchParams.has('bare')
          ? 'bare'
          : url.searchParams.has('tag')
            ? 'tag'
            : 'snippets';
        // Compressed where the browser accepts it, as any blog host sends its pages.
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? compressed[variant] : pages[variant];
        res
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            'content-length': body.length,
            vary: 'accept-encoding',
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          })
          .end(req.method === 'HEAD' ? undefined : body);
        return true;
      },
    ],
  });
}
