import { useLayoutEffect } from 'react';
import { ensureFonts, PRERENDERED_ATTRIBUTE } from '../styles/fonts.ts';

/**
 * Declarative shadow roots (`<template shadowrootmode>`) that an element took over, with the
 * prerendered nodes still in them: they stay on screen until the view's first real render.
 */
const prerenderedNodes = new WeakMap<ShadowRoot, ChildNode[]>();

/** Keeps a declarative root's prerendered nodes on screen until the view takes them over. */
export function holdPrerendered(root: ShadowRoot, nodes: ChildNode[]): void {
  prerenderedNodes.set(root, nodes);
}

/** Whether `root` still holds prerendered markup that its view has not taken over. */
export function holdsPrerendered(root: ShadowRoot): boolean {
  return prerenderedNodes.has(root);
}

/**
 * Swaps the prerendered nodes for the view in the commit that first shows content (content
 * read, or the error panel), before the browser paints: never both, never neither. React does
 * not clear a shadow root it renders into, so this does.
 */
export function useTakeover(root: ShadowRoot, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const nodes = prerenderedNodes.get(root);
    prerenderedNodes.delete(root);
    for (const node of nodes ?? []) node.remove();
    if (!nodes) return;
    root.host.removeAttribute(PRERENDERED_ATTRIBUTE);
    // The web fonts come once the last prerendered section is taken over, and after the frame
    // that paints its view: a font already there would set that view's first paint in it.
    requestAnimationFrame(() => setTimeout(ensureFonts));
  }, [root, ready]);
}
