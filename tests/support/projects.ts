/**
 * Helpers for the portfolio-projects end-to-end tests: a page with one element and its own
 * projects, flat-colour art and a recorded clip from the test server, and readers of the slide
 * the carousel shows.
 */
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import type { TestContext } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Route } from '../../server/server.ts';
import {
  openPage,
  recorded,
  shadowAttribute,
  waitForShadowAttribute,
  type Session,
  type TestPage,
} from './e2e.ts';

export const TAG = 'portfolio-projects';
/** Software WebGL on a busy 2-core machine: the demo computer's first frames can take long. */
export const STAGE_TIMEOUT = 120_000;

const ART_COLORS: Record<string, string> = { a: '#2563eb', b: '#16a34a', c: '#e11d48' };

interface ProjectFields {
  title: string;
  desc: string;
  subdesc: string;
  href?: string;
  logo: string;
  isImage: boolean;
  /** The logo tile's background and border colours. */
  tile: [string, string];
  spotlight: string;
  /** [name, icon] of each tag. */
  tags: [string, string][];
}

/** A project in the content's shape. */
function project({ tile: [background, border], tags, ...fields }: ProjectFields) {
  return {
    ...fields,
    logoStyle: { backgroundColor: background, border: `1px solid ${border}`, boxShadow: 'none' },
    tags: tags.map(([name, icon], i) => ({ id: i + 1, name, icon })),
  };
}

export const PROJECTS = [
  project({
    title: 'Alpha: a referral board',
    desc: 'Alpha desc: candidates apply through people inside.',
    subdesc: 'Alpha subdesc: Next.js and Redux.',
    href: 'https://example.com/alpha',
    logo: '/e2e-art/logo-a.svg',
    isImage: true,
    tile: ['#13202F', '#17293E'],
    spotlight: '/e2e-art/shot-a.svg',
    tags: [
      ['Next.js', 'nextjs'],
      ['Redux', 'redux'],
    ],
  }),
  project({
    title: 'Beta: a startup network',
    desc: 'Beta desc: developers meet founders.',
    subdesc: 'Beta subdesc: React, Recoil, Tailwind CSS.',
    logo: 'react',
    isImage: false,
    tile: ['#1C1A43', '#252262'],
    spotlight: '/e2e-art/shot-b.svg',
    tags: [
      ['React', 'react'],
      ['Recoil', 'recoil'],
      ['Tailwind CSS', 'tailwindcss'],
    ],
  }),
  project({
    title: 'Gamma: a deploy dashboard',
    desc: 'Gamma desc: push and get a preview URL.',
    subdesc: 'Gamma subdesc: Mantine and SWR.',
    logo: '/e2e-art/logo-c.svg',
    isImage: true,
    tile: ['#0E1F38', '#0E2D58'],
    spotlight: '/e2e-art/shot-c.svg',
    tags: [
      ['Mantine', 'mantine'],
      ['SWR', 'swr'],
    ],
  }),
];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Flat-colour SVG art, and a clip a test records in the page and posts back. */
function artRoute(): Route {
  let video: Buffer | null = null;
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/e2e-art/clip.webm') {
      if (req.method === 'POST') video = await readBody(req);
      if (!video) return false;
      res.writeHead(req.method === 'POST' ? 204 : 200, { 'content-type': 'video/webm' });
      res.end(req.method === 'POST' ? undefined : video);
      return true;
    }
    const match = /^\/e2e-art\/(shot|logo)-([a-z])\.svg$/.exec(url.pathname);
    if (!match) return false;
    const [w, h] = match[1] === 'shot' ? [960, 640] : [64, 64];
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${ART_COLORS[match[2]!] ?? '#888'}"/></svg>`,
    );
    return true;
  };
}

/** /projects-e2e.html?attrs=...&items=<json>&spacer=<px>: one element with its own content. */
function testPage(): Route {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/projects-e2e.html') return false;
    const attrs = url.searchParams.get('attrs') ?? '';
    const items = url.searchParams.get('items') ?? JSON.stringify(PROJECTS);
    const spacer = Number(url.searchParams.get('spacer') ?? 0);
    const config = JSON.stringify({ projects: { title: 'Test work', items: JSON.parse(items) } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="./elements/portfolio-projects.js"></script></head>
<body style="margin:0;background:#010103"><div style="height:${spacer}px"></div>
<${TAG} ${attrs}><script type="application/json">${config.replace(/</g, '\\u003c')}</script></${TAG}>
<div style="height:2400px"></div></body></html>`);
    return true;
  };
}

/** The routes a session for these tests serves (`openSession({ routes: projectRoutes() })`). */
export const projectRoutes = (): Route[] => [testPage(), artRoute()];

/**
 * The test page on a fresh page of the session, with the WebGL probe and the
 * `portfolio-project-change` and `portfolio-error` details recorded for `changes` and
 * `firedErrors`. Motion is wanted unless `options` asks for `reducedMotion: 'reduce'`.
 */
export async function open(
  session: Session,
  t: TestContext,
  query: Record<string, string> = {},
  options: BrowserContextOptions = {},
): Promise<TestPage> {
  const page = await openPage(session, t, {
    reducedMotion: 'no-preference',
    ...options,
    probe: true,
    record: ['portfolio-project-change', 'portfolio-error'],
  });
  await page.goto(`${session.server.url}projects-e2e.html?${new URLSearchParams(query)}`);
  await page.locator(`${TAG} .title`).waitFor();
  return page;
}

/** `portfolio-project-change` indices, in order. */
export async function changes(page: Page): Promise<number[]> {
  const details = await recorded<{ index: number }>(page, 'portfolio-project-change');
  return details.map((detail) => detail.index);
}

/** `portfolio-error` details, in order. */
export function firedErrors(page: Page) {
  return recorded<{ source: string; message: string }>(page, 'portfolio-error');
}

interface SlideFields {
  title: string;
  desc: string;
  subdesc: string;
  spotlight: string;
  logo: string;
  tags: string[];
  live: string | null;
  counter: string;
  announcement: string;
}

/**
 * Reads the slide in the page. A string, like the other page-side helpers here that declare
 * functions: the test runner's transform would wrap those in a helper the page does not have.
 */
const READ_SLIDE = `(() => {
  const root = document.querySelector('${TAG}').shadowRoot;
  const text = (selector) => root.querySelector(selector)?.textContent?.trim() ?? '';
  const logo = root.querySelector('.logo');
  const logoImage = logo?.querySelector('img');
  return {
    title: text('.title'),
    desc: text('.desc'),
    subdesc: text('.subdesc'),
    spotlight: root.querySelector('.spotlight img')?.src ?? '',
    logo: logoImage ? logoImage.src : logo?.querySelector('svg path') ? 'icon' : '',
    tags: [...root.querySelectorAll('.tags [role="img"]')].map((icon) => icon.getAttribute('aria-label') ?? ''),
    live: root.querySelector('a.live')?.href ?? null,
    counter: text('.counter').replace(/\\s+/g, ' '),
    announcement: text('[aria-live]'),
  };
})()`;

export function fields(page: Page): Promise<SlideFields> {
  return page.evaluate(READ_SLIDE) as Promise<SlideFields>;
}

/** What the slide of project `index` shows, every field, on `page`. */
function expected(page: Page, index: number): SlideFields {
  const project = PROJECTS[index]!;
  const count = PROJECTS.length;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    title: project.title,
    desc: project.desc,
    subdesc: project.subdesc,
    spotlight: new URL(project.spotlight, page.url()).href,
    logo: project.isImage ? new URL(project.logo, page.url()).href : 'icon',
    tags: project.tags.map((tag) => tag.name),
    live: project.href ? new URL(project.href).href : null,
    counter: `${pad(index + 1)} / ${pad(count)}`,
    announcement: `Project ${index + 1} of ${count}: ${project.title}`,
  };
}

/** Asserts that every field of the slide shows project `index`. */
export async function showsProject(page: Page, index: number, message?: string): Promise<void> {
  assert.deepEqual(await fields(page), expected(page, index), message);
}

export async function click(page: Page, which: 'Next' | 'Previous'): Promise<void> {
  await page.locator(`${TAG} button[aria-label="${which} project"]`).click();
}

/** An attribute the stage frame reports (data-screen-src, data-camera-distance...). */
export const stageAttribute = (page: Page, name: string) =>
  shadowAttribute(page, TAG, '.stage-frame', name);

/** Waits until the demo computer's screen shows `url`. */
export const waitForScreen = (page: Page, url: string) =>
  waitForShadowAttribute(page, TAG, '.stage-frame', 'data-screen-src', url, STAGE_TIMEOUT);

/** The URL of project `index`'s spotlight on `page`'s server. */
export const spotlightUrl = (page: Page, index: number) =>
  new URL(PROJECTS[index]!.spotlight, page.url()).href;
