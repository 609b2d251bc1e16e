/**
 * HTML as the build reads and edits it: parse5 (the WHATWG parser jsdom uses) finds the elements
 * of a page or a fragment, with their attributes decoded and where each sits in the text; the
 * build then changes the text at those places, so everything else stays byte for byte.
 */
import { escapeUTF8 } from 'entities/escape';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node =
  | DefaultTreeAdapterTypes.ChildNode
  | DefaultTreeAdapterTypes.Document
  | DefaultTreeAdapterTypes.DocumentFragment;
type ElementNode = DefaultTreeAdapterTypes.Element;

/** A stretch of the text: from `start` up to (not including) `end`. */
export interface Span {
  start: number;
  end: number;
}

export interface HtmlElement extends Span {
  /** The tag name, lower case. */
  tag: string;
  /** Each attribute's value, decoded (`a &amp; b` is `a & b`), by its lower-case name. */
  attributes: Readonly<Record<string, string>>;
  /** Where each attribute is written, `name="value"` whole. */
  attributeSpans: Readonly<Record<string, Span>>;
  /** What the start tag and the end tag enclose (empty where it has no end tag). */
  inner: Span;
}

function toElement(node: ElementNode): HtmlElement | null {
  const at = node.sourceCodeLocation;
  // An element the parser implied (<html> or <body> that the text leaves out) is not in it.
  if (!at?.startTag) return null;
  const innerEnd = at.endTag?.startOffset ?? at.endOffset;
  const spans = at.attrs ?? {};
  return {
    tag: node.tagName,
    attributes: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
    attributeSpans: Object.fromEntries(
      Object.entries(spans).map(([name, span]) => [
        name,
        { start: span.startOffset, end: span.endOffset },
      ]),
    ),
    start: at.startOffset,
    end: at.endOffset,
    inner: { start: at.startTag.endOffset, end: Math.max(innerEnd, at.startTag.endOffset) },
  };
}

/**
 * Every element written in `html` (a page, or a fragment such as a section's markup), in the
 * order its start tags come, a `<template>`'s content included.
 */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const element = toElement(node);
      if (element) found.push(element);
      if (node.tagName === 'template') visit((node as DefaultTreeAdapterTypes.Template).content);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found.sort((a, b) => a.start - b.start);
}

/** The text an element's tags enclose, as written (a script's or a style's source). */
export const innerText = (html: string, element: HtmlElement) =>
  html.slice(element.inner.start, element.inner.end);

/** The text of `<script type="application/json" id="...">` in the page, if there is one. */
export function jsonScript(html: string, id: string): string | null {
  const script = htmlElements(html).find(
    ({ tag, attributes }) =>
      tag === 'script' && attributes.type === 'application/json' && attributes.id === id,
  );
  return script ? innerText(html, script) : null;
}

/** A change to the text: `span` replaced by `text` (an empty span inserts it). */
export interface HtmlEdit {
  span: Span;
  text: string;
}

/**
 * `html` with each edit made. An edit inside a span another edit replaces is dropped (removing
 * an element removes what it holds); edits that cross each other are a mistake.
 */
export function editHtml(html: string, edits: readonly HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  let out = '';
  let at = 0;
  for (const { span, text } of sorted) {
    if (span.start < at) {
      if (span.end <= at) continue;
      throw new Error(`html: edits cross at ${span.start}-${span.end}`);
    }
    out += html.slice(at, span.start) + text;
    at = span.end;
  }
  return out + html.slice(at);
}

/** Attributes that name a file the page loads or links. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];

/**
 * Each `href`, `src` and `poster` that starts with `./` (a dist/ path as the build writes it),
 * rewritten by `rebase` (given the path without `./`).
 */
export function rebasePaths(html: string, rebase: (path: string) => string): string {
  const edits = htmlElements(html).flatMap((element) =>
    URL_ATTRIBUTES.filter((name) => element.attributes[name]?.startsWith('./')).map((name) => ({
      span: element.attributeSpans[name]!,
      text: `${name}="${escapeUTF8(rebase(element.attributes[name]!.slice(2)))}"`,
    })),
  );
  return editHtml(html, edits);
}
