import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticFiles } from './static.ts';

/** A route answers true when it handled the request. */
export type Route = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface ServerOptions {
  root: string;
  /** 0 takes a free port. */
  port?: number;
  routes?: Route[];
  /** Extra headers on every response (tests use it for a Content-Security-Policy). */
  headers?: Record<string, string>;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** A small static server on 127.0.0.1, with optional API routes in front of the files. */
export function startServer({
  root,
  port = 0,
  routes = [],
  headers = {},
}: ServerOptions): Promise<RunningServer> {
  const files = staticFiles(root);
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    void (async () => {
      for (const route of routes) if (await route(req, res)) return;
      if (await files(req, res)) return;
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      done({
        server,
        url: `http://127.0.0.1:${bound}/`,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
