/** A blank page of the test server for lifecycle tests, and the page's heap after GC. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';

/** `/blank.html`: the loader and two empty containers (`#a`, `#b`) to add elements to. */
export function blankPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (!req.url?.startsWith('/blank.html')) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<!doctype html><html><head><script type="module" src="/portfolio-elements.js"></script></head><body><main id="a"></main><aside id="b"></aside></body></html>',
  );
  return true;
}

/** The page's JS heap in use after two garbage collections. */
export async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}
