import { useEffect, useState } from 'react';
import { needsPageDecode, rasterise } from '../../three/worker/support.ts';

export interface PageDecoded {
  images: Record<string, ImageBitmap>;
  /** Why each screenshot that could not be decoded failed: its project shows a placeholder. */
  errors: Record<string, string>;
}

/**
 * The pictures a worker needs the page to decode (SVGs: the projects' screenshots, the hero's
 * photo), decoded once for the mount: null until they are, or when the worker does not draw.
 * One that fails is its own screen's: the scene shows its placeholder (useDecodeFailures).
 */
export function usePageDecoded(urls: readonly string[], wanted: boolean) {
  const [decoded, setDecoded] = useState<PageDecoded | null>(null);
  const [svgs] = useState(() => urls.filter(needsPageDecode));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void Promise.allSettled(svgs.map(rasterise)).then((results) => {
      if (!live) return;
      const found: PageDecoded = { images: {}, errors: {} };
      results.forEach((result, i) => {
        const url = svgs[i]!;
        if (result.status === 'fulfilled') found.images[url] = result.value;
        else found.errors[url] = (result.reason as Error).message;
      });
      setDecoded(found);
    });
    return () => {
      live = false;
    };
  }, [svgs, wanted]);
  return decoded;
}
