/**
 * A local stand-in for EmailJS's `POST /api/v1.0/email/send`, so the standalone portfolio's
 * contact form works end to end on a fresh machine: it validates the payload as the provider
 * does, appends each accepted message to an outbox file (JSON Lines) and prints it.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { Route } from './server.ts';

/** The provider's JSON send path; the library posts here below its configured origin. */
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

/** Default outbox: in the repository root, git-ignored. */
export const DEFAULT_OUTBOX = join(import.meta.dirname, '../.outbox/messages.jsonl');

/** EmailJS refuses requests over 50 KB; a larger body here is refused the same way. */
const MAX_BODY_BYTES = 50 * 1024;

/** Lets a page on another origin (an embed, a dev server) post, as the real API does. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

/** The string fields EmailJS requires, with the text it answers when one is missing. */
const REQUIRED_FIELDS = [
  ['lib_version', 'The lib_version parameter is required'],
  ['user_id', 'The Public Key is required. To find this ID, visit the EmailJS account page'],
  ['service_id', 'The service ID is required. To find this ID, visit the EmailJS dashboard'],
  ['template_id', 'The template ID is required. To find this ID, visit the EmailJS templates'],
] as const;

export interface OutboxEntry {
  receivedAt: string;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

export interface EmailRouteOptions {
  /** The JSON Lines file each accepted message is appended to. */
  outbox?: string;
  /** Where accepted messages are printed; `console.log` by default. */
  log?: (text: string) => void;
  /** The clock, for stable outbox entries in tests. */
  now?: () => Date;
}

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function answer(res: ServerResponse, status: number, text: string, headers = {}): void {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest(413, 'The request body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Checks a parsed body as the provider does; returns the outbox entry or throws a 400. */
export function validatePayload(body: unknown, receivedAt: Date): OutboxEntry {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest(400, 'The request body must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  for (const [field, message] of REQUIRED_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw new BadRequest(400, message);
  }
  const params = record.template_params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new BadRequest(400, 'The template params have to be an object');
  }
  return {
    receivedAt: receivedAt.toISOString(),
    lib_version: record.lib_version as string,
    user_id: record.user_id as string,
    service_id: record.service_id as string,
    template_id: record.template_id as string,
    template_params: params as Record<string, unknown>,
  };
}

function summary(entry: OutboxEntry, outbox: string): string {
  const p = entry.template_params;
  const from = [p.from_name, p.from_email && `<${String(p.from_email)}>`].filter(Boolean);
  const to = [p.to_name, p.to_email && `<${String(p.to_email)}>`].filter(Boolean);
  return [
    `[email] ${entry.receivedAt} ${entry.service_id}/${entry.template_id} -> ${outbox}`,
    `  from: ${from.join(' ') || '(none)'}`,
    `  to:   ${to.join(' ') || '(none)'}`,
    ...String(p.message ?? JSON.stringify(p))
      .split('\n')
      .map((line) => `  | ${line}`),
  ].join('\n');
}

/** The route for `server.ts`: answers the send path and its CORS preflight, nothing else. */
export function emailRoute(options: EmailRouteOptions = {}): Route {
  const { outbox = DEFAULT_OUTBOX, log = console.log, now = () => new Date() } = options;
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== EMAIL_SEND_PATH) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return true;
    }
    if (req.method !== 'POST') {
      answer(res, 405, 'Method Not Allowed', { allow: 'POST, OPTIONS' });
      return true;
    }
    try {
      const type = req.headers['content-type'] ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new BadRequest(400, 'The Content-Type must be application/json');
      }
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        if (error instanceof BadRequest) throw error;
        throw new BadRequest(400, 'The request body is not valid JSON');
      }
      const entry = validatePayload(body, now());
      await mkdir(dirname(outbox), { recursive: true });
      await appendFile(outbox, `${JSON.stringify(entry)}\n`);
      log(summary(entry, outbox));
      answer(res, 200, 'OK');
    } catch (error) {
      if (!(error instanceof BadRequest)) {
        console.error('[email] could not store the message:', error);
        answer(res, 500, 'The message could not be stored');
        return true;
      }
      // The rest of an oversized body is not read; close rather than leave it in the socket.
      answer(res, error.status, error.message, error.status === 413 ? { connection: 'close' } : {});
    }
    return true;
  };
}
