import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { hiddenMotionVariant } from '../lib/motion-variant.ts';
import { prefersReducedMotion } from '../lib/use-reduced-motion.ts';
import { ensureFonts, PRERENDERED_ATTRIBUTE } from '../styles/fonts.ts';
import { adoptStyles } from '../styles/stylesheets.ts';
import type { AdoptRoot, ViewRoot } from './element-base.ts';

/** A declarative root's prerendered nodes, and the styles its view adopts as it takes them over. */
interface Held {
  nodes: ChildNode[];
  styles: readonly string[];
}

/**
 * Declarative shadow roots (`<template shadowrootmode>`) that an element took over, with the
 * prerendered nodes still in them: they stay on screen until the view's first real render.
 */
const prerenderedNodes = new WeakMap<ShadowRoot, Held>();

/** Marks a prerendered node offered to the view's root: one it adopts loses the attribute. */
const OFFERED_ATTRIBUTE = 'data-portfolio-offered';

/** The prerendered nodes offered to a view's root (AdoptedView). */
const offeredNodes = new WeakSet<Element>();

/**
 * Keeps a declarative root's prerendered nodes on screen until the view takes them over, styled
 * by their own `<style>`s. The view's `styles` are adopted then, in the task that removes those:
 * the root's styles change once. Each change restyles its whole tree (a hero's, 3-4 ms of the
 * page's thread in software on the development machine), and adopted at the upgrade they would
 * change twice.
 */
export function holdPrerendered(
  root: ShadowRoot,
  nodes: ChildNode[],
  styles: readonly string[],
): void {
  prerenderedNodes.set(root, { nodes, styles });
}

/** Whether `root` still holds prerendered markup that its view has not taken over. */
export function holdsPrerendered(root: ShadowRoot): boolean {
  return prerenderedNodes.has(root);
}

/**
 * The view of a prerendered root, where the runtime can adopt (preact-client.ts): rendered by a
 * root of its own whose first render is offered the prerendered nodes and keeps those that match
 * the view, its attributes and text set to the view's. The browser then keeps their boxes, laid
 * out and painted already, where it would style, lay out and paint the same section again.
 * Each offered node is marked: the view's root drops the mark from the nodes it adopts, as an
 * attribute the view does not render, and the takeover removes the rest (useTakeover).
 */
export function AdoptedView({
  root,
  adopt,
  children,
}: {
  root: ShadowRoot;
  adopt: AdoptRoot;
  children: ReactNode;
}) {
  const view = useRef<ViewRoot | null>(null);
  useLayoutEffect(() => {
    if (!view.current) {
      // A render the visitor is not shown (the hero's other answer to prefers-reduced-motion)
      // would have no boxes to keep: it goes with the rest. Known from its mark, not its computed
      // style, which would style the whole page in this task, before the frame does it again.
      const reducedMotion = prefersReducedMotion();
      const offered = viewNodes(prerenderedNodes.get(root)?.nodes ?? []).filter(
        (node) => !hiddenMotionVariant(node, reducedMotion),
      );
      for (const node of offered) {
        node.setAttribute(OFFERED_ATTRIBUTE, '');
        offeredNodes.add(node);
      }
      view.current = adopt(offered);
    }
    view.current.render(children);
  });
  useLayoutEffect(() => () => view.current?.unmount(), []);
  return null;
}

/** Whether the view adopted `node`, offered to it (AdoptedView). */
const adopted = (node: ChildNode): boolean =>
  node instanceof Element && offeredNodes.has(node) && !node.hasAttribute(OFFERED_ATTRIBUTE);

/**
 * Swaps the prerendered nodes for the view in the commit that first shows content (content
 * read, or the error panel), before the browser paints: never both, never neither. React does
 * not clear a shadow root it renders into, so this does; where the view adopted some of them
 * (AdoptedView), it removes the others.
 */
export function useTakeover(root: ShadowRoot, ready: boolean): void {
  useLayoutEffect(() => {
    const held = ready && prerenderedNodes.get(root);
    if (!held) return;
    prerenderedNodes.delete(root);
    adoptStyles(root, held.styles);
    const focused = focusedPath(root, held.nodes);
    for (const node of held.nodes) if (!adopted(node)) node.remove();
    if (focused && !root.activeElement) {
      (nodeAt(root, focused) as HTMLElement | null)?.focus?.({ preventScroll: true });
    }
    root.host.removeAttribute(PRERENDERED_ATTRIBUTE);
    // The web fonts come once the last prerendered section is taken over, and after the frame
    // that paints its view: a font already there would set that view's first paint in it.
    requestAnimationFrame(() => setTimeout(() => ensureFonts(true)));
  }, [root, ready]);
}

/** The view's own nodes at the top of a shadow root: its styles aside, which only one side has. */
const viewNodes = (nodes: Iterable<ChildNode>): Element[] =>
  [...nodes].filter(
    (node): node is Element => node instanceof Element && !(node instanceof HTMLStyleElement),
  );

/**
 * Where the focus is among the prerendered `nodes`, as element indices from the top of the view:
 * a reader who reached a control (a key, a screen reader) keeps it as the view takes over. The
 * view renders the markup the prerender wrote, so the same indices find the same control.
 */
function focusedPath(root: ShadowRoot, nodes: ChildNode[]): number[] | null {
  const focused = root.activeElement;
  if (!focused) return null;
  const path: number[] = [];
  let node: Element = focused;
  while (node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  const top = viewNodes(nodes).indexOf(node);
  return top < 0 ? null : [top, ...path];
}

function nodeAt(root: ShadowRoot, [top, ...path]: number[]): Element | null {
  let node: Element | undefined = viewNodes(root.childNodes)[top!];
  for (const index of path) node = node?.children[index];
  return node ?? null;
}
