/** Events fired in the page, recorded or awaited from the test. */
import type { Page } from 'playwright-core';

/** Waits until at least `count` `type` events have fired (`openPage` with `record: [type]`). */
export async function waitForRecorded(
  page: Page,
  type: string,
  count = 1,
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(
    ([name, n]) =>
      (window as unknown as { __recorded: Record<string, unknown[]> }).__recorded[name]!.length >=
      n,
    [type, count] as const,
    { timeout },
  );
}

/**
 * Records the detail of every `types` event, with the tag of the element that fired it, from
 * the page's start (install before navigation); read with `recorded`.
 */
export async function recordEvents(page: Page, types: string[]): Promise<void> {
  await page.addInitScript((names) => {
    const seen: Record<string, unknown[]> = {};
    (window as unknown as { __recorded: typeof seen }).__recorded = seen;
    for (const name of names) {
      seen[name] = [];
      document.addEventListener(name, (event) =>
        seen[name]!.push({
          tag: (event.target as Element).localName,
          ...((event as CustomEvent).detail as object),
        }),
      );
    }
  }, types);
}

/** The `type` events fired so far, in order: each one's detail and the tag that fired it. */
export function recorded<T = unknown>(page: Page, type: string): Promise<(T & { tag: string })[]> {
  return page.evaluate(
    (name) => (window as unknown as { __recorded: Record<string, unknown[]> }).__recorded[name]!,
    type,
  ) as Promise<(T & { tag: string })[]>;
}

/** Resolves with the detail of the next `type` event fired on the first `selector` match. */
export function waitForEvent<T = unknown>(
  page: Page,
  selector: string,
  type: string,
  timeout = 10_000,
): Promise<T> {
  return page.evaluate(
    ([sel, name, ms]) =>
      new Promise((resolve, reject) => {
        const target = document.querySelector(sel as string) ?? document;
        const timer = setTimeout(
          () => reject(new Error(`no ${name} within ${ms} ms`)),
          ms as number,
        );
        target.addEventListener(
          name as string,
          (event) => {
            clearTimeout(timer);
            resolve((event as CustomEvent).detail);
          },
          { once: true },
        );
      }),
    [selector, type, timeout] as const,
  ) as Promise<T>;
}
