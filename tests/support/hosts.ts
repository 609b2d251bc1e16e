/**
 * Blog hosts, as their documentation and source describe them, for tests/e2e/hosts.test.ts:
 * a published copy of dist/ built with `site.url`, oEmbed discovery as a host's server does it,
 * WordPress's filter of an unknown provider's embed, and WordPress's host script.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type Route, type RunningServer } from '../../server/server.ts';
import { readSiteConfig, writeSiteFiles } from '../../scripts/site/write-site-files.ts';
import { DIST } from './e2e.ts';

export interface PublishedSite {
  server: RunningServer;
  /** site.url of this copy: the server's own address. */
  url: string;
  close(): Promise<void>;
}

/**
 * dist/ as published at a known address: a copy, served on a free port, whose site files the
 * build's own step writes with site.url set to that port (the rest of the build does not
 * depend on site.url, so it is not rebuilt).
 */
export async function publishSite(
  routes: Route[] = [],
  /** Changes to content/portfolio.json for this copy; `url` is the copy's address. */
  edit: (content: Record<string, unknown>, url: string) => Record<string, unknown> = (c) => c,
): Promise<PublishedSite> {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
  cpSync(DIST, root, { recursive: true });
  const server = await startServer({ root, port: 0, routes });
  const content = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../content/portfolio.json'), 'utf8'),
  ) as Record<string, unknown>;
  await writeSiteFiles(
    root,
    readSiteConfig({ ...edit(content, server.url), site: { url: server.url } }, 'test'),
  );
  return {
    server,
    url: server.url,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Ghost's embed fetch gives up after 2 s, so discovery must be in what arrives by then. */
const DISCOVERY_TIMEOUT_MS = 2000;

export interface OEmbed {
  version: string;
  type: string;
  html: string;
  width: number;
  height: number;
  title: string;
  provider_name: string;
  provider_url: string;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

/** What a host's server does with a pasted address: find the oEmbed link, fetch the JSON. */
export async function discoverOEmbed(pageUrl: string): Promise<OEmbed> {
  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  const html = await page.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const link = /<link\b[^>]*type="application\/json\+oembed"[^>]*>/i.exec(head)?.[0];
  const href = link && /\bhref="([^"]+)"/.exec(link)?.[1];
  if (!href) throw new Error(`no oEmbed discovery link in ${pageUrl}`);
  const json = await fetch(href.replace(/&amp;/g, '&'), {
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (!json.ok) throw new Error(`oEmbed ${href} answered ${json.status}`);
  return (await json.json()) as OEmbed;
}

/** Attributes WordPress's kses keeps on an unknown provider's iframe. */
const WP_IFRAME_ATTRIBUTES = new Set([
  'src',
  'width',
  'height',
  'frameborder',
  'marginwidth',
  'marginheight',
  'scrolling',
  'title',
]);

/**
 * WordPress's wp_filter_oembed_result for a provider it does not know: keeps only the
 * iframe (and a blockquote) with a few attributes, appends `#?secret=<token>` to the src and
 * sandboxes the frame to scripts only.
 */
export function wordpressFilter(html: string, secret: string): string {
  const iframe = /<iframe\b([^>]*)>\s*<\/iframe>/i.exec(html);
  if (!iframe) throw new Error('WordPress drops an oEmbed whose html has no iframe');
  const kept: string[] = [];
  for (const [, name, value] of iframe[1]!.matchAll(/([\w-]+)="([^"]*)"/g)) {
    const key = name!.toLowerCase();
    if (!WP_IFRAME_ATTRIBUTES.has(key)) continue;
    kept.push(
      key === 'src'
        ? `src="${value}#?secret=${secret}" data-secret="${secret}"`
        : `${key}="${value}"`,
    );
  }
  return `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" ${kept.join(' ')}></iframe>`;
}

/**
 * WordPress's host script (wp-embed.js) by its documented behaviour: on its page's
 * DOMContentLoaded it posts `{message: 'ready', secret}` into each embed; from an embed whose
 * secret and window match it takes `height` (clamped to 200-1000 px, set as the iframe's
 * height attribute) and `link` (followed in the top window only for a URL on the embed's own
 * host, while the embed has focus). Every message is also kept in `window.__wp` for the test.
 */
export const WORDPRESS_HOST_SCRIPT = `
window.__wp = [];
window.addEventListener('message', function (event) {
  var data = event.data;
  if (!data || !(data.secret || data.message || data.value)) return;
  if (/[^a-zA-Z0-9]/.test(data.secret)) return;
  var frames = document.querySelectorAll('iframe[data-secret="' + data.secret + '"]');
  for (var i = 0; i < frames.length; i++) {
    var frame = frames[i];
    if (event.source !== frame.contentWindow) continue;
    window.__wp.push({ message: data.message, value: data.value, secret: data.secret });
    if (data.message === 'height') {
      var height = parseInt(data.value, 10);
      if (height > 1000) height = 1000;
      else if (~~height < 200) height = 200;
      frame.height = height;
    }
    if (data.message === 'link') {
      var from = new URL(frame.getAttribute('src'));
      var to = new URL(data.value);
      if (/^https?:$/i.test(to.protocol) && to.host === from.host && document.activeElement === frame) {
        window.top.location.href = data.value;
      }
    }
  }
});
document.addEventListener('DOMContentLoaded', function () {
  var frames = document.querySelectorAll('iframe.wp-embedded-content');
  for (var i = 0; i < frames.length; i++) {
    frames[i].contentWindow.postMessage({ message: 'ready', secret: frames[i].getAttribute('data-secret') }, '*');
  }
});
`;
