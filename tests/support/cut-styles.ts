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
      const styled = () =>
        page.evaluate(() => {
          const values: Record<string, string> = {};
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
                for (const name of style) {
                  values[`${host.localName} ${index} ${element.localName}${pseudo ?? ''} ${name}`] =
                    style.getPropertyValue(name);
                }
              }
            });
          }
          return values;
        });
      const cut = await styled();
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
      const full = await styled();
      result.read = Math.min(result.read || Infinity, Object.keys(cut).length);
      result.differ.push(
        ...Object.keys(full)
          .filter((key) => full[key] !== cut[key])
          .slice(0, 10)
          .map((key) => `${viewport.width}px ${key}: ${cut[key]} (cut), ${full[key]} (whole)`),
      );
    } finally {
      await page.context().close();
    }
  }
  return result;
}
