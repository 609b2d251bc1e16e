/**
 * The builder page on `npm run dev` (demo/builder/, served by Vite as any page of demo/): what
 * it reads from dist/ at run time, made from the same functions the build writes them with,
 * and the loader as the page's own source. With iconNamesModule, the plugins
 * scripts/tools/dev.ts adds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { SECTIONS, type Section } from '../site/site-pages.ts';
import { SNIPPET_FILE, SECTION_SNIPPETS, bareTag, headSnippet } from '../site/snippets.ts';
import { fallbackFontFaces } from '../site/font-fallbacks.ts';
import { contentJsonSchema } from '../build/schema.ts';
import { iconNamesModule } from './icon-names.ts';

const SECTION_LIST = Object.keys(SECTIONS) as Section[];

/**
 * What the dev server answers for a file of dist/ the builder reads. The head's lines are the
 * build's, with the loader's one script; a section's are its bare tag (the build prerenders
 * its first view into it, which needs the build).
 */
async function devFile(path: string): Promise<{ type: string; body: string } | undefined> {
  if (path === `/${SNIPPET_FILE}`) {
    const head = headSnippet(
      null,
      ['portfolio-elements.js'],
      SECTION_LIST,
      await fallbackFontFaces(),
    );
    return { type: 'text/html', body: head };
  }
  const section = new RegExp(`^/${SECTION_SNIPPETS}/([a-z]+)\\.html$`).exec(path)?.[1];
  if (section && section in SECTIONS)
    return { type: 'text/html', body: `${bareTag(section as Section)}\n` };
  if (path === '/portfolio.schema.json')
    return { type: 'application/json', body: JSON.stringify(contentJsonSchema()) };
  // The loader, from source (the dev server serves /src/ from the repository).
  if (path === '/portfolio-elements.js')
    return { type: 'text/javascript', body: "import '/src/loader.ts';\n" };
  return undefined;
}

function builderDevFiles(): Plugin {
  return {
    name: 'portfolio-builder-dev-files',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        void devFile(new URL(req.url ?? '/', 'http://x').pathname).then((file) => {
          if (!file) return next();
          res.writeHead(200, { 'content-type': `${file.type}; charset=utf-8` });
          res.end(file.body);
        }, next);
      });
    },
  };
}

/** What `npm run dev` adds for dist/builder/. */
export const builderDev = (): Plugin[] => [iconNamesModule(), builderDevFiles()];
