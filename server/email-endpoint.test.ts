import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_SEND_PATH, emailRoute, type OutboxEntry } from './email-endpoint.ts';
import { startServer, type RunningServer } from './server.ts';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const VALID = {
  lib_version: '4.4.1',
  user_id: 'pk_local',
  service_id: 'service_local',
  template_id: 'template_local',
  template_params: {
    from_name: 'Ada Lovelace',
    to_name: 'Jordan',
    from_email: 'ada@example.org',
    to_email: 'hello@example.com',
    message: "Hello. I'd like to give you a job\nat the engine works.",
  },
};

let dir: string;
let outbox: string;
let server: RunningServer;
let printed: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'email-endpoint-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>');
  outbox = join(dir, 'nested', 'outbox.jsonl');
  server = await startServer({
    root: dir,
    port: 0,
    routes: [emailRoute({ outbox, log: (text) => printed.push(text), now: () => NOW })],
  });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  printed = [];
  await rm(outbox, { force: true });
});

const endpoint = () => new URL(EMAIL_SEND_PATH.slice(1), server.url).href;

function post(body: unknown, contentType = 'application/json') {
  return fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function outboxEntries(): Promise<OutboxEntry[]> {
  const text = await readFile(outbox, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

describe('emailRoute', () => {
  it('accepts a valid message with 200 OK as text, stores and prints it', async () => {
    const response = await post(VALID);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('OK');
    expect(await outboxEntries()).toEqual([{ receivedAt: NOW.toISOString(), ...VALID }]);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('from: Ada Lovelace <ada@example.org>');
    expect(printed[0]).toContain('to:   Jordan <hello@example.com>');
    expect(printed[0]).toContain('| at the engine works.');
  });

  it('appends one line per message', async () => {
    await post(VALID);
    await post({ ...VALID, template_params: { ...VALID.template_params, message: 'second' } });
    const entries = await outboxEntries();
    expect(entries.map((e) => e.template_params.message)).toEqual([
      VALID.template_params.message,
      'second',
    ]);
  });

  it('accepts a charset on the JSON content type', async () => {
    expect((await post(VALID, 'application/json; charset=utf-8')).status).toBe(200);
  });

  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id'] as const) {
    it(`refuses a missing or empty ${field} with 400 and a text body`, async () => {
      for (const value of [undefined, '', '  ', 42]) {
        const response = await post({ ...VALID, [field]: value });
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toMatch(/required/);
      }
      expect(await outboxEntries()).toEqual([]);
    });
  }

  it('refuses template params that are not an object', async () => {
    for (const value of ['hello', 42, ['a'], true]) {
      const response = await post({ ...VALID, template_params: value });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The template params have to be an object');
    }
    expect(await outboxEntries()).toEqual([]);
  });

  it('refuses a body that is not JSON, or not a JSON object', async () => {
    const broken = await post('{"lib_version":');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe('The request body is not valid JSON');
    const list = await post([VALID]);
    expect(list.status).toBe(400);
    expect(await list.text()).toBe('The request body must be a JSON object');
  });

  it('refuses a content type other than JSON', async () => {
    const response = await post(JSON.stringify(VALID), 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The Content-Type must be application/json');
    expect(await outboxEntries()).toEqual([]);
  });

  it('refuses a body over 50 KB', async () => {
    const big = { ...VALID, template_params: { message: 'x'.repeat(60 * 1024) } };
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await outboxEntries()).toEqual([]);
  });

  it('answers the CORS preflight of a page on another origin', async () => {
    const response = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://blog.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(endpoint());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('leaves every other path to the static files', async () => {
    expect(await (await fetch(server.url)).text()).toContain('<title>page</title>');
    expect((await fetch(new URL('api/v1.0/email/send-form', server.url))).status).toBe(404);
  });

  it('answers 500 with a text body when the outbox cannot be written', async () => {
    const blocked = await startServer({
      root: dir,
      port: 0,
      // A directory where the file should be: the append fails.
      routes: [emailRoute({ outbox: dir, log: () => undefined })],
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = await fetch(new URL(EMAIL_SEND_PATH.slice(1), blocked.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(VALID),
      });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('The message could not be stored');
    } finally {
      console.error = original;
      await blocked.close();
    }
  });
});
