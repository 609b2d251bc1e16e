import { pageShared } from '../lib/page-shared.ts';

/**
 * Constructable stylesheets, one per CSS text, shared by every shadow root that adopts them.
 * They also pass a strict `style-src 'self'` policy, which inline <style> tags would not.
 */
const sheets = pageShared('stylesheets', () => new Map<string, CSSStyleSheet>());

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot | Document, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor);
  const missing = wanted.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
