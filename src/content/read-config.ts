import { pageShared } from '../lib/page-shared.ts';
import { isSafeUrl } from './url.ts';
import { parseLayer, type Layer } from './config-layers.ts';

/** Where a `config` attribute points: an in-document script, or a JSON file to fetch. */
export type ConfigRef =
  { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'url'; url: string };

export function parseConfigRef(config: string | null | undefined): ConfigRef {
  const value = config?.trim();
  if (!value) return { kind: 'none' };
  if (value.startsWith('#')) return { kind: 'id', id: value.slice(1) };
  return { kind: 'url', url: value };
}

const JSON_SCRIPT = 'script[type="application/json"]';

/** Reads `config="#id"`: a JSON script in the element's root or the document. */
export function readIdLayer(host: HTMLElement, id: string): Layer {
  const label = `config #${id}`;
  const root = host.getRootNode();
  const found =
    (root instanceof ShadowRoot ? root.getElementById(id) : null) ?? document.getElementById(id);
  if (!found) {
    return {
      ok: false,
      issue: { path: 'config', message: `No element with id "${id}" found in the document` },
    };
  }
  if (!found.matches(JSON_SCRIPT)) {
    return {
      ok: false,
      issue: { path: 'config', message: `#${id} is not a <script type="application/json">` },
    };
  }
  return parseLayer(found.textContent ?? '', label);
}

/** Reads the element's own child `<script type="application/json">`, if it has one. */
export function readChildLayer(host: HTMLElement): Layer | null {
  const script = host.querySelector(`:scope > ${JSON_SCRIPT}`);
  if (!script) return null;
  return parseLayer(script.textContent ?? '', 'child <script type="application/json">');
}

/** Several elements usually share one config URL: fetch it once per page. */
const urlCache = pageShared('config-urls', () => new Map<string, Promise<Layer>>());

/** Fetches `config="<url>"`, relative URLs resolving against the page. */
export function fetchUrlLayer(url: string): Promise<Layer> {
  if (!isSafeUrl(url) || url.toLowerCase().startsWith('mailto:')) {
    return Promise.resolve({
      ok: false,
      issue: {
        path: 'config',
        message: `Refused config URL "${url}": use https:, http: or relative`,
      },
    });
  }
  const absolute = new URL(url, document.baseURI).href;
  let pending = urlCache.get(absolute);
  if (!pending) {
    pending = loadUrl(absolute);
    urlCache.set(absolute, pending);
  }
  return pending;
}

async function loadUrl(url: string): Promise<Layer> {
  const label = `config ${url}`;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) {
      urlCache.delete(url);
      return {
        ok: false,
        issue: { path: 'config', message: `Could not load ${url}: HTTP ${response.status}` },
      };
    }
    return parseLayer(await response.text(), label);
  } catch (error) {
    urlCache.delete(url);
    return {
      ok: false,
      issue: { path: 'config', message: `Could not load ${url}: ${(error as Error).message}` },
    };
  }
}
