/**
 * Pure text work of the prerender (scripts/prerender.ts): finding the elements in the page,
 * and turning React's markup into a declarative shadow root: no style="" attributes, one
 * <style> whose hash a strict CSP lists (docs/security.md).
 */

/** One `<portfolio-*>` start tag in the page. */
export interface PageElement {
  tag: string;
  attributes: Record<string, string>;
  /** Offset just after the start tag, where the template goes. */
  end: number;
  /** What the page put inside the element (a child JSON script, say). */
  inner: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The page's portfolio elements, in document order. */
export function findElements(html: string): PageElement[] {
  const found: PageElement[] = [];
  for (const match of html.matchAll(/<(portfolio-[a-z]+)(\s[^>]*)?>/g)) {
    const tag = match[1]!;
    const attributes: Record<string, string> = {};
    for (const attr of (match[2] ?? '').matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes[attr[1]!.toLowerCase()] = unescapeHtml(attr[2] ?? '');
    }
    const end = match.index + match[0].length;
    const close = html.indexOf(`</${tag}>`, end);
    found.push({ tag, attributes, end, inner: close < 0 ? '' : html.slice(end, close) });
  }
  return found;
}

/** The text of `<script type="application/json" id="...">` in the page, if there is one. */
export function jsonScript(html: string, id: string): string | null {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    if (
      /type="application\/json"/.test(attributes) &&
      new RegExp(`\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(attributes)
    ) {
      return match[2]!;
    }
  }
  return null;
}

/** Splits `a:b;c:url("x;y")` at the semicolons that end declarations. */
function declarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A strict `style-src 'self'` refuses style="" attributes in HTML (React sets the same styles
 * through the CSSOM, which the policy allows). Each one becomes a data attribute and a rule in
 * the element's stylesheet, `!important` as an inline style would win.
 */
export function extractStyles(markup: string, tag: string): { markup: string; css: string } {
  const rules: string[] = [];
  const out = markup.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const n = rules.length;
    const body = declarations(unescapeHtml(value))
      .map((declaration) => `${declaration} !important`)
      .join(';');
    rules.push(`[data-prerender-style="${n}"]{${body}}`);
    return ` data-prerender-style="${n}"`;
  });
  const css = rules.length
    ? `\n/* ${tag}: the prerendered markup's inline styles */\n${rules.join('\n')}\n`
    : '';
  return { markup: out, css };
}

/**
 * Both renders of a view whose first state depends on `prefers-reduced-motion` (the hero's
 * typed lines), each in a box-less wrapper that only the matching visitors see, as the live
 * view will render for them.
 */
export function motionVariants(full: string, reduced: string): { markup: string; css: string } {
  return {
    markup:
      `<div data-prerender-motion="full">${full}</div>` +
      `<div data-prerender-motion="reduced">${reduced}</div>`,
    css: `
/* The prerendered markup: one render for each answer of prefers-reduced-motion */
[data-prerender-motion] { display: contents; }
@media (prefers-reduced-motion: reduce) { [data-prerender-motion='full'] { display: none; } }
@media not (prefers-reduced-motion: reduce) { [data-prerender-motion='reduced'] { display: none; } }
`,
  };
}

/**
 * React hoists a preload hint for each image it renders; inside a shadow root they would only
 * pull images below the fold ahead of what the first paint needs.
 */
export function dropImagePreloads(markup: string): string {
  return markup.replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

/**
 * The declarative shadow root for one element: its styles inline (a page paints it with no
 * request but its own HTML), then its markup.
 */
export function shadowTemplate(css: string, markup: string): string {
  // Inside <style>, '</style' would end the element; `\/` reads as '/' in CSS.
  const text = css.replace(/<\/(style)/gi, '<\\/$1');
  return `<template shadowrootmode="open"><style>${text}</style>${markup}</template>`;
}
