/**
 * Back up the page after the scroll down: each 3D section released on the way down comes back.
 * Reported per section: the time from its remount (re-entering the viewport's margin) to its
 * live first frame, what keeping its last frame as an image cost when it was released, and what
 * the copy a drawing stage keeps for a lost context costs, as the page measured them
 * (`portfolio-reentry <tag>`, `portfolio-snapshot <tag>`, `portfolio-keep <tag>`).
 */
import type { Page } from 'playwright-core';

export interface StageReturn {
  /** Remount to live first frame, in ms; null when the section was never released or came back. */
  reentryMs: number | null;
  /** Redrawing and copying the last frame at release, in ms; null when none was taken. */
  snapshotMs: number | null;
  /** The last copy kept while drawing, in ms; null when none was kept. */
  keepMs: number | null;
}

/** The last of the page's measures named `<name> <tag>`, per tag. */
function lastMeasures([name, tags]: [string, string[]]): Record<string, number | null> {
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      performance.getEntriesByName(`${name} ${tag}`, 'measure').at(-1)?.duration ?? null,
    ]),
  );
}

/**
 * Scrolls each section into view, bottom to top, and waits until its stage is ready (or
 * `timeout` passes), then reads the measures.
 */
export async function returnToSections(
  page: Page,
  sections: string[],
  timeout: number,
): Promise<Record<string, StageReturn>> {
  const byPosition = await page.evaluate(
    (tags) =>
      [...tags].sort(
        (a, b) =>
          document.querySelector(b)!.getBoundingClientRect().top -
          document.querySelector(a)!.getBoundingClientRect().top,
      ),
    sections,
  );
  for (const tag of byPosition) {
    await page.evaluate((t) => document.querySelector(t)!.scrollIntoView(), tag);
    await page
      .waitForFunction(
        (t) =>
          document
            .querySelector(t)
            ?.shadowRoot?.querySelector('.stage')
            ?.getAttribute('data-state') === 'ready',
        tag,
        { timeout },
      )
      .catch(() => {});
  }
  const measures = (name: string) =>
    page.evaluate(lastMeasures, [name, sections] as [string, string[]]);
  const reentry = await measures('portfolio-reentry');
  const snapshot = await measures('portfolio-snapshot');
  const keep = await measures('portfolio-keep');
  return Object.fromEntries(
    sections.map((tag) => [
      tag,
      {
        reentryMs: reentry[tag] ?? null,
        snapshotMs: snapshot[tag] ?? null,
        keepMs: keep[tag] ?? null,
      },
    ]),
  );
}
