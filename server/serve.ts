/**
 * `npm start` / `npm run serve`: serves dist/ on 127.0.0.1 and prints the URL. PORT picks the
 * port (default 4173); when that port is taken, a free one is used instead. Beside the files it
 * runs the local EmailJS-compatible endpoint the demo's contact form posts to (emailOrigin '.');
 * OUTBOX picks the file messages are appended to (default .outbox/messages.jsonl).
 */
import { join } from 'node:path';
import { DEFAULT_OUTBOX, emailRoute } from './email-endpoint.ts';
import { startServer, type ServerOptions } from './server.ts';

const root = join(import.meta.dirname, '../dist');
const wanted = Number(process.env.PORT ?? 4173);
const outbox = process.env.OUTBOX ?? DEFAULT_OUTBOX;

function options(port: number): ServerOptions {
  return { root, port, routes: [emailRoute({ outbox })] };
}

const running = await startServer(options(wanted)).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.log(`port ${wanted} is in use; taking a free one`);
  return startServer(options(0));
});
console.log(`portfolio-elements is serving dist/ at ${running.url}`);
console.log(`contact messages are stored in ${outbox}`);
