/**
 * Pure text work of the prerender (scripts/build/prerender.ts): finding the elements in the page,
 * and turning React's markup into a declarative shadow root: no style="" attributes, inline
 * <style>s whose hashes a strict CSP lists (docs/security.md).
 */
import { MOTION_VARIANT_ATTRIBUTE } from '../../src/lib/motion-variant.ts';
import { escapeAttribute } from 'entities/escape';
import { editHtml, htmlElements, innerText, type HtmlElement } from './html.ts';

/** One `<portfolio-*>` element in the page. */
export interface PageElement {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  /** Offset just after the start tag, where the template goes. */
  end: number;
  /** Offset just after the end tag. */
  after: number;
  /** What the page put inside the element (a child JSON script, say). */
  inner: string;
}

/** The page's portfolio elements, in document order. */
export function findElements(html: string): PageElement[] {
  return htmlElements(html)
    .filter((element) => /^portfolio-[a-z]+$/.test(element.tag))
    .map((element) => ({
      tag: element.tag,
      attributes: element.attributes,
      end: element.inner.start,
      after: element.end,
      inner: innerText(html, element),
    }));
}

/** The id of the mark that ends the page's first screen (firstScreenMark). */
export const FIRST_SCREEN_MARK = 'portfolio-first-screen';

/**
 * What holds the page's first paint until its first screen is parsed, and where: a line for
 * `<head>` (`blocking="render"` on `rel="expect"`) and an empty template just after the first
 * prerendered section below the nav (the hero, on our page). Without it the browser may paint
 * once the nav is parsed and the hero a frame later: its text is then the largest paint, and
 * the elements' scripts, which start after the first paint, may come before it. With it, the
 * first paint is the first screen, and nothing of ours is requested before it. Null where no
 * such section was prerendered.
 */
export function firstScreenMark(
  prerendered: readonly PageElement[],
): { head: string; at: number; mark: string } | null {
  const first = prerendered.find(({ tag }) => tag !== 'portfolio-nav');
  if (!first) return null;
  return {
    head: `<link rel="expect" href="#${FIRST_SCREEN_MARK}" blocking="render">`,
    at: first.after,
    mark: `<template id="${FIRST_SCREEN_MARK}"></template>`,
  };
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
  const styled = htmlElements(markup).filter((element) => 'style' in element.attributes);
  const out = editHtml(
    markup,
    styled.map((element, n) => {
      const body = declarations(element.attributes.style!)
        .map((declaration) => `${declaration} !important`)
        .join(';');
      rules.push(`[data-prerender-style="${n}"]{${body}}`);
      return { span: element.attributeSpans.style!, text: `data-prerender-style="${n}"` };
    }),
  );
  const css = rules.length
    ? `\n/* ${tag}: the prerendered markup's inline styles */\n${rules.join('\n')}\n`
    : '';
  return { markup: out, css };
}

/**
 * Both renders of a view whose first state depends on `prefers-reduced-motion` (the hero's
 * typed lines), side by side, each of its top elements marked with the answer it is for and
 * shown only to the matching visitors, as the live view will render for them. The marks sit on
 * the view's own elements, not on a wrapper: the live view adopts the shown render's nodes as
 * they are (src/platform/takeover.ts), where a wrapper would put them a level too deep.
 */
export function motionVariants(full: string, reduced: string): { markup: string; css: string } {
  return {
    markup: markTopElements(full, 'full') + markTopElements(reduced, 'reduced'),
    css: `
/* The prerendered markup: one render for each answer of prefers-reduced-motion */
@media (prefers-reduced-motion: reduce) { [${MOTION_VARIANT_ATTRIBUTE}='full'] { display: none !important; } }
@media not (prefers-reduced-motion: reduce) { [${MOTION_VARIANT_ATTRIBUTE}='reduced'] { display: none !important; } }
`,
  };
}

/** `markup` with `data-prerender-motion="<motion>"` on each of its top elements. */
function markTopElements(markup: string, motion: 'full' | 'reduced'): string {
  const top: HtmlElement[] = [];
  for (const element of htmlElements(markup)) {
    if (!top.length || element.start >= top.at(-1)!.end) top.push(element);
  }
  let rest = markup;
  for (const element of [...top].reverse())
    rest = rest.slice(0, element.start) + rest.slice(element.end);
  if (rest.trim()) {
    throw new Error(
      `prerender: a motion variant has text outside its elements: ${rest.trim().slice(0, 80)}`,
    );
  }
  return editHtml(
    markup,
    top.map((element) => {
      const at = element.start + 1 + element.tag.length;
      return { span: { start: at, end: at }, text: ` ${MOTION_VARIANT_ATTRIBUTE}="${motion}"` };
    }),
  );
}

/**
 * React hoists a preload hint for each image it renders; inside a shadow root they would only
 * pull images below the fold ahead of what the first paint needs.
 */
export function dropImagePreloads(markup: string): string {
  const preloads = htmlElements(markup).filter(
    ({ tag, attributes }) =>
      tag === 'link' && attributes.rel === 'preload' && attributes.as === 'image',
  );
  return editHtml(
    markup,
    preloads.map((link) => ({ span: link, text: '' })),
  );
}

/**
 * The declarative shadow root for one element: its styles inline (a page paints it with no
 * request but its own HTML), then its markup. Each of `styles` is a `<style>` of its own, in
 * order: the browser parses a style text that several shadow roots repeat (the stages', cut to
 * the same rules) once, and each root shares the result.
 */
export function shadowTemplate(styles: readonly string[], markup: string): string {
  // Inside <style>, '</style' would end the element; `\/` reads as '/' in CSS.
  const inline = styles
    .filter((css) => css.trim() !== '')
    .map((css) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`)
    .join('');
  return `<template shadowrootmode="open">${inline}${markup}</template>`;
}

/** An inline drawing at least this long goes to a file of its own (externalDrawings). */
const LONG_DRAWING = 1024;
/** The drawing's own attributes that its file keeps, as SVG spells them. */
const FILE_ATTRIBUTES = ['viewBox', 'width', 'height', 'fill', 'stroke', 'stroke-width'];

/**
 * `markup` with each long, self-contained inline SVG (a brand mark's path runs to kilobytes) as
 * an `<img>` of a file, and those files by name (`assets/drawing-<hash>.svg`). The page's HTML
 * arrives whole before its first paint, and a section below the first screen gains nothing by
 * carrying its drawings in it; the element draws them inline again when it takes over.
 * A drawing stays inline when it reads the page's styles (`var()`, `currentColor`, a class
 * or `url(#id)`), whose file could not, or when it is neither named (`role="img"` with
 * `aria-label`) nor hidden (`aria-hidden="true"`), whose image would not say the same.
 */
export function externalDrawings(
  markup: string,
  hash: (text: string) => string,
): { markup: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const elements = htmlElements(markup);
  const edits = elements.flatMap((svg) => {
    if (svg.tag !== 'svg' || svg.end - svg.start < LONG_DRAWING) return [];
    const inner = markup.slice(svg.inner.start, svg.inner.end);
    // parse5 names a drawing's attributes as SVG spells them (`viewBox`).
    const attributes = Object.fromEntries(
      Object.entries(svg.attributes).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const named = attributes.role === 'img' && !!attributes['aria-label'];
    const hidden = attributes['aria-hidden'] === 'true';
    if (/var\(|currentcolor|url\(#|\sclass=/i.test(inner) || !(named || hidden)) return [];
    // The file: the drawing without what only the page reads (its name, its state, focus).
    const drawing = inner.replace(/<title>[\s\S]*?<\/title>/, '');
    const kept = FILE_ATTRIBUTES.flatMap((name) => {
      const value = attributes[name.toLowerCase()];
      return value === undefined ? [] : [[name, value] as const];
    });
    if (!attributes.width || kept.some(([, value]) => /currentcolor|var\(/i.test(value))) return [];
    const own = kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
    const file = `<svg xmlns="http://www.w3.org/2000/svg"${own}>${drawing}</svg>`;
    const name = `assets/drawing-${hash(file)}.svg`;
    files.set(name, file);
    const image = [
      `src="./${name}"`,
      `alt="${escapeAttribute(named ? attributes['aria-label']! : '')}"`,
      `width="${escapeAttribute(attributes.width)}"`,
      `height="${escapeAttribute(attributes.height ?? attributes.width)}"`,
      attributes.class ? `class="${escapeAttribute(attributes.class)}"` : '',
      'loading="lazy"',
      'decoding="async"',
    ].filter(Boolean);
    return [{ span: svg, text: `<img ${image.join(' ')}>` }];
  });
  return { markup: editHtml(markup, edits), files };
}
