/**
 * `npm run dev`: the owner's edit loop on Vite's dev server. Serves the standalone page on
 * 127.0.0.1 (PORT, default 5173; the next free one when taken) with the local contact endpoint,
 * and reloads the open page when content/portfolio.json, a file in demo/public/ or the source
 * changes. Invalid content is listed in the terminal and over the page until it is fixed; the
 * page keeps what it shows (and what a visitor typed) meanwhile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { ELEMENT_ENTRIES } from '../../elements.config.ts';
import { DEFAULT_OUTBOX, emailRoute } from '../../server/email-endpoint.ts';
import { staticFiles } from '../../server/static.ts';
import viteConfig, { ELEMENT_IMPORT } from '../../vite.config.ts';
import { builderDev } from '../builder/dev-files.ts';
import {
  CONTENT_FILE,
  OWNER_DIR,
  formatProblems,
  validateContentText,
} from '../content/validate.ts';

const CONTENT_NAME = relative(process.cwd(), CONTENT_FILE);
/** Quiet time after the last file event before the content is read again. */
const SAVE_SETTLE_MS = 150;

const ROOT = resolve(import.meta.dirname, '../..');
/** The default models, decoder and icons, written by scripts/build/prebuild.ts. */
const GENERATED = resolve(ROOT, '.generated/public');
const BESIDE_SOURCE = new RegExp(`^(/@fs${ROOT})?/src/(?=(models|decoders|icons|gazetteer)/)`);
/** The stage worker's script beside the chunks (dist/stage-worker.js): in dev, its source. */
const STAGE_WORKER = new RegExp(`^(/@fs${ROOT})?/src/stage-worker\\.js$`);
/** Marks the worker's modules: served without React's refresh runtime (see stageGraph). */
const STAGE_QUERY = '?stage';

/**
 * The page (demo/index.html, Vite's root) loads `../src/loader.ts`, which the build resolves
 * from the file and the dev server as `/src/…` inside demo/: serve the repository's src/.
 */
function sourceUrl(url: string | undefined): string | undefined {
  return url?.startsWith('/src/') ? `/@fs${ROOT}${url}` : undefined;
}

/** Checks the content; shows the problems in the terminal and over the page, or reloads it. */
function contentChanged(server: ViteDevServer): void {
  const problems = validateContentText(readFileSync(CONTENT_FILE, 'utf8'), OWNER_DIR);
  if (problems.length) {
    const message = formatProblems(CONTENT_NAME, problems);
    server.config.logger.error(message, { timestamp: true });
    server.ws.send({
      type: 'error',
      err: { message, stack: '', plugin: 'portfolio-content', id: CONTENT_FILE },
    });
    return;
  }
  server.config.logger.info(`${CONTENT_NAME} is valid: reloading the page`, { timestamp: true });
  server.ws.send({ type: 'full-reload', path: '*' });
}

/**
 * The stage worker's modules, each under its own id (`?stage`): React's refresh runtime, which
 * every other module of the page gets, needs a window (vite.config.ts leaves it out of these). A
 * module the page shares with the worker is served twice, once for each: the worker has a realm
 * of its own anyway. A save with no refresh boundary in the worker reloads the page.
 */
function stageGraph(): Plugin {
  return {
    name: 'portfolio-stage-graph',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.endsWith(STAGE_QUERY)) return null;
      const from = importer.slice(0, -STAGE_QUERY.length);
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(`${ROOT}/src/`))
        return resolved;
      return resolved.id.includes('?') ? resolved : { ...resolved, id: resolved.id + STAGE_QUERY };
    },
  };
}

function ownerLoop(): Plugin {
  const email = emailRoute({ outbox: process.env.OUTBOX ?? DEFAULT_OUTBOX });
  // The owner's files straight from demo/public/, so a saved image shows without a rebuild.
  const ownerFiles = staticFiles(OWNER_DIR);
  const generatedFiles = staticFiles(GENERATED);
  return {
    name: 'portfolio-owner-loop',
    resolveId(id, importer) {
      // The loader's import('./elements/<tag>.js') of an element: in dev, its source.
      const tag = ELEMENT_IMPORT.exec(id)?.[1];
      if (tag && importer?.endsWith('/src/loader.ts')) return resolve(ROOT, ELEMENT_ENTRIES[tag]!);
      return id.startsWith('/src/') ? resolve(ROOT, id.slice(1)) : undefined;
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        req.url = req.url?.replace(STAGE_WORKER, `/@fs${ROOT}/src/stage-worker.tsx${STAGE_QUERY}`);
        const source = sourceUrl(req.url);
        if (source) req.url = source;
        // The stages ask for files beside dist's chunks (../models/…), which in dev is src/.
        const asked = req.url;
        req.url = asked?.replace(BESIDE_SOURCE, '/');
        void (async () => {
          if ((await ownerFiles(req, res)) || (await generatedFiles(req, res))) return;
          req.url = asked;
          if (!(await email(req, res))) next();
        })().catch(next);
      });
      server.watcher.add([CONTENT_FILE, OWNER_DIR]);
      // An editor's save can arrive as several events, the first on a truncated file: read the
      // content once the events have stopped for a moment.
      let settle: ReturnType<typeof setTimeout> | undefined;
      const onFile = (file: string) => {
        if (file === CONTENT_FILE) {
          clearTimeout(settle);
          settle = setTimeout(() => contentChanged(server), SAVE_SETTLE_MS);
        } else if (file.startsWith(OWNER_DIR + sep))
          server.ws.send({ type: 'full-reload', path: '*' });
      };
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
    },
  };
}

// The default models and decoders, generated as for the build.
await import('../build/prebuild.ts');

const server = await createServer({
  ...viteConfig,
  configFile: false,
  plugins: [...(viteConfig.plugins ?? []), stageGraph(), ownerLoop(), ...builderDev()],
  // Every element's dependencies, found up front (the loader imports some by URL), so the first
  // visit does not reload the page when the optimizer discovers them.
  optimizeDeps: { entries: ['index.html', `${ROOT}/src/elements/*/*.element.ts`] },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
});
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`portfolio-elements dev server at ${url}`);
console.log(`edit ${CONTENT_NAME}, demo/public/ or src/: the open page follows`);
const problems = validateContentText(readFileSync(CONTENT_FILE, 'utf8'), OWNER_DIR);
if (problems.length) console.error(formatProblems(CONTENT_NAME, problems));
