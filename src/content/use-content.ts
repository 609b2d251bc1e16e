import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Layer } from './config-layers.ts';
import { fetchUrlLayer, parseConfigRef, readChildLayer, readIdLayer } from './read-config.ts';

/** The element's content layers, once every source is read. */
export type ContentLayers = { ok: 'layers'; layers: Layer[] } | { ok: 'loading' };

/**
 * Re-renders when the element's child JSON script is added, removed or edited. Watched from
 * the commit on (a layout effect), so an edit made just after the first render is not missed
 * while passive effects wait for a paint.
 */
function useChildVersion(host: HTMLElement): number {
  const [version, setVersion] = useState(0);
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setVersion((n) => n + 1));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  return version;
}

/**
 * The element's content layers from every source, in DESIGN.md's order (over the sample, which
 * the element adds): `config` attribute (#id or URL) < child JSON script < scalar attributes.
 */
export function useContentLayers(
  host: HTMLElement,
  config: string | undefined,
  attributeLayers: Layer[],
): ContentLayers {
  const ref = useMemo(() => parseConfigRef(config), [config]);
  const [remote, setRemote] = useState<{ url: string; layer: Layer } | null>(null);
  const childVersion = useChildVersion(host);

  useEffect(() => {
    if (ref.kind !== 'url') return;
    let live = true;
    void fetchUrlLayer(ref.url).then((layer) => {
      if (live) setRemote({ url: ref.url, layer });
    });
    return () => {
      live = false;
    };
  }, [ref]);

  return useMemo(() => {
    const layers: Layer[] = [];
    if (ref.kind === 'id') layers.push(readIdLayer(host, ref.id));
    if (ref.kind === 'url') {
      if (remote?.url !== ref.url) return { ok: 'loading' as const };
      layers.push(remote.layer);
    }
    void childVersion;
    const child = readChildLayer(host);
    if (child) layers.push(child);
    layers.push(...attributeLayers);
    return { ok: 'layers' as const, layers };
  }, [host, ref, remote, childVersion, attributeLayers]);
}
