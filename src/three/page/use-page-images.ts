import { useEffect, useState } from 'react';
import { needsPageDecode, rasterise } from './page-images.ts';

/** The pictures the page decoded for a stage, and why any could not be. */
export interface PageImages {
  images: Record<string, ImageBitmap>;
  /** By URL: the scene shows a placeholder for each, the stage unharmed. */
  failures: Record<string, string>;
}

/**
 * The images among `urls` that the page decodes for the stage (SVGs: page-images.ts), decoded
 * once for the mount: null until they are. Each mount decodes its own, as the bitmaps are
 * handed over with the stage's start.
 */
export function usePageImages(urls: readonly (string | undefined)[]): PageImages | null {
  const [wanted] = useState(() =>
    [...new Set(urls)].filter((url) => !!url && needsPageDecode(url)),
  );
  const [decoded, setDecoded] = useState<PageImages | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.allSettled(wanted.map((url) => rasterise(url!))).then((results) => {
      if (!live) return;
      const found: PageImages = { images: {}, failures: {} };
      results.forEach((result, i) => {
        const url = wanted[i]!;
        if (result.status === 'fulfilled') found.images[url] = result.value;
        else found.failures[url] = (result.reason as Error).message;
      });
      setDecoded(found);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return decoded;
}
