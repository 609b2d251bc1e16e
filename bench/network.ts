/** Records every request a browser context makes, with the bytes each one put on the wire. */
import type { BrowserContext, Request } from 'playwright-core';

export interface Transfer {
  url: string;
  /** Path on 127.0.0.1, or the full URL elsewhere. */
  path: string;
  type: string;
  /** Response body as sent (gzip-encoded when the server compressed it) plus headers. */
  bytes: number;
  /** Response body as sent, without headers. */
  body: number;
}

export interface NetworkLog {
  transfers: Transfer[];
  /** Requests to any host other than 127.0.0.1 (data: and blob: URLs are not requests). */
  offHost: string[];
  /** Waits for the sizes of every finished request. */
  settle(): Promise<void>;
}

const LOCAL_HOST = '127.0.0.1';

export function isOffHost(url: string): boolean {
  const parsed = new URL(url);
  if (!/^(https?|wss?):$/.test(parsed.protocol)) return false;
  return parsed.hostname !== LOCAL_HOST;
}

/**
 * The body bytes a response put on the wire, as Playwright reports them; where it reports none
 * (a worker's own script, which Chromium reports to the page with a body of 0 bytes, and now
 * and then a module a worker imports, with less than none), its `content-length`, the gzip bytes
 * the server sent. Null for a file counted already (`counted`) that counts once: an immutable
 * one, or one reported so, which the next worker asks for again.
 */
export function bodyBytes(
  reported: number,
  headers: Record<string, string>,
  counted: boolean,
): number | null {
  const sent = Number(headers['content-length'] ?? 0);
  const unreported = reported <= 0 && sent > 0;
  const once = unreported || /\bimmutable\b/.test(headers['cache-control'] ?? '');
  if (once && counted) return null;
  return unreported ? sent : reported;
}

export function recordNetwork(context: BrowserContext): NetworkLog {
  const transfers: Transfer[] = [];
  const offHost: string[] = [];
  const pending: Promise<void>[] = [];
  // Paths of immutable files counted already (see measure).
  const counted = new Set<string>();
  const measure = async (request: Request) => {
    const sizes = await request.sizes();
    const headers = (await request.response())?.headers() ?? {};
    const url = new URL(request.url());
    const path = url.hostname === LOCAL_HOST ? url.pathname : request.url();
    // A stage worker's load of a file the page or another worker already has comes from the
    // HTTP cache, yet Playwright reports it with its full size (a server counting requests saw
    // three.core fetched once for the page and two workers). An immutable file counts once, and
    // so does a worker's own script (bodyBytes).
    const body = bodyBytes(sizes.responseBodySize, headers, counted.has(path));
    counted.add(path);
    transfers.push({
      url: request.url(),
      path,
      type: request.resourceType(),
      bytes: body === null ? 0 : body + sizes.responseHeadersSize,
      body: body ?? 0,
    });
  };
  context.on('request', (request) => {
    if (isOffHost(request.url())) offHost.push(request.url());
  });
  context.on('requestfinished', (request) => {
    pending.push(measure(request).catch(() => undefined));
  });
  return {
    transfers,
    offHost,
    async settle() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
  };
}

/** Sums a log's bytes: all of it, and its scripts. */
export function totals(transfers: readonly Transfer[]): { total: number; js: number } {
  let total = 0;
  let js = 0;
  for (const transfer of transfers) {
    total += transfer.bytes;
    if (transfer.type === 'script' || /\.m?js$/.test(new URL(transfer.url).pathname)) {
      js += transfer.bytes;
    }
  }
  return { total, js };
}
