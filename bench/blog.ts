/**
 * An owner's blog: a page on another origin (its own server on 127.0.0.1, another port) that
 * loads the seven sections through the one script tag from the dist/ server, as from a CDN, with
 * paragraphs of its own text between them and the content in a `<script type="application/json">`
 * on the page, the way docs/embedding.md tells an owner to do it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

export function blogHtml(distOrigin: string, content: string): string {
  const gaps = PROSE.map(([title, ...paragraphs]) =>
    [
      `<article>`,
      `<h2>${escapeHtml(title)}</h2>`,
      ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      `</article>`,
    ].join('\n'),
  );
  const body = BLOG_SECTIONS.flatMap((tag, index) => [
    `<${tag} config="#portfolio-content"></${tag}>`,
    ...(gaps[index] === undefined ? [] : [gaps[index]]),
  ]);
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
      /* docs/embedding.md: the hero's room, held from the first paint */
      portfolio-hero:not(:defined) { display: block; min-height: max(600px, 100svh); }
    </style>
    <script type="application/json" id="portfolio-content">${scriptJson(content)}</script>
    <script type="module" src="${distOrigin}/portfolio-elements.js"></script>
  </head>
  <body>
${body.join('\n')}
  </body>
</html>
`;
}

/**
 * Serves the blog at `/` (any query) on its own port; every other path is a 404, as the blog's
 * host has nothing else the sections could fetch by mistake.
 */
export function startBlogServer(distUrl: string, content: string): Promise<RunningServer> {
  const html = Buffer.from(blogHtml(new URL(distUrl).origin, content));
  return startServer({
    root: import.meta.dirname,
    port: 0,
    routes: [
      (req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path !== '/') res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        else
          res
            .writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-cache',
              'content-length': html.length,
            })
            .end(req.method === 'HEAD' ? undefined : html);
        return true;
      },
    ],
  });
}
