/**
 * The prerender cuts each shadow root's styles to the rules its markup uses
 * (scripts/build/critical-css.ts) and records each cut sheet against its whole one. This paints
 * a built page with each, JavaScript off, and reads every computed property of every element of
 * every prerendered root and of its generated boxes.
 */
import { readFileSync } from 'node:fs';
import { DESKTOP, MOBILE, type Session } from './e2e.ts';

export interface CutStyles {
  /** How many `<style>`s had their whole sheet put back. */
  swapped: number;
  /** How many values were read with each. */
  read: number;
  /** The first values that differ, at each size: `<tag> <index> <element> <property>: …`. */
  differ: string[];
}

/** Reads the page at `url` with its cut styles, then with the whole sheets `record` names. */
export async function compareCutStyles(
  session: Session,
  url: string,
  record: string,
): Promise<CutStyles> {
  const whole: Record<string, string> = JSON.parse(readFileSync(record, 'utf8'));
  const result: CutStyles = { swapped: 0, read: 0, differ: [] };
  for (const viewport of [DESKTOP, MOBILE]) {
    // The page's policy lists the cut styles' hashes, not the whole sheets'.
    const page = await session.newPage({ javaScriptEnabled: false, viewport, bypassCSP: true });
    try {
      await page.goto(url);
      // Both readings stay in the page, which sends back only the count and what differs.
      const read = (phase: 'cut' | 'whole') =>
        page.evaluate((phase) => {
          const values = new Map<string, string>();
          for (const host of document.querySelectorAll('[data-portfolio-prerendered]')) {
            // A running animation (the hero's pulse) is read at its start, as each sheet starts it.
            for (const animation of host.shadowRoot!.getAnimations()) {
              animation.pause();
              animation.currentTime = 0;
            }
            [...host.shadowRoot!.querySelectorAll('*')].forEach((element, index) => {
              if (element instanceof HTMLStyleElement) return;
              for (const pseudo of [null, '::before', '::after']) {
                const style = getComputedStyle(element, pseudo);
                if (pseudo && /^(none|normal)$/.test(style.content)) continue;
                const at = `${host.localName} ${index} ${element.localName}${pseudo ?? ''}`;
                for (const name of style) values.set(`${at} ${name}`, style.getPropertyValue(name));
              }
            });
          }
          const store = window as unknown as { cutValues?: Map<string, string> };
          if (phase === 'cut') {
            store.cutValues = values;
            return { read: values.size, differ: [] };
          }
          const cut = store.cutValues!;
          const differ = [...values]
            .filter(([key, value]) => cut.get(key) !== value)
            .map(([key, value]) => `${key}: ${cut.get(key)} (cut), ${value} (whole)`);
          return { read: values.size, differ };
        }, phase);
      const cut = await read('cut');
      result.swapped = await page.evaluate((whole) => {
        let swapped = 0;
        for (const host of document.querySelectorAll('[data-portfolio-prerendered]')) {
          for (const style of host.shadowRoot!.querySelectorAll('style')) {
            const text = whole[style.textContent!];
            if (text === undefined) continue;
            style.textContent = text;
            swapped++;
          }
        }
        return swapped;
      }, whole);
      const full = await read('whole');
      result.read = Math.min(result.read || Infinity, cut.read, full.read);
      result.differ.push(...full.differ.slice(0, 10).map((line) => `${viewport.width}px ${line}`));
    } finally {
      await page.context().close();
    }
  }
  return result;
}
