/**
 * `react-dom/client` for the elements' build (vite.elements.config.ts), on Preact.
 *
 * Preact adopts the nodes a container already holds on its first render (preact/compat even
 * empties it), where React leaves them alone. The prerendered page's declarative shadow root
 * must stay on screen until the view takes it over (useTakeover in takeover.ts), so
 * Preact renders into a stand-in parent that holds only the nodes Preact itself inserts: they
 * go into the real container, after whatever is already there.
 */
import { render, type ComponentChild } from 'preact';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

function standIn(container: Node): Element {
  const insert = <T extends Node>(node: T, before: Node | null): T =>
    container.insertBefore(node, before);
  const parent = {
    nodeType: 1,
    parentNode: container,
    // Nothing here is Preact's yet: it adopts and removes none of the container's nodes.
    firstChild: null,
    childNodes: [],
    insertBefore: insert,
    appendChild: <T extends Node>(node: T): T => insert(node, null),
    removeChild: <T extends Node>(node: T): T => container.removeChild(node),
  };
  return parent as unknown as Element;
}

export function createRoot(container: Element | DocumentFragment): Root {
  const parent = standIn(container);
  return {
    render(children) {
      render(children, parent);
    },
    unmount() {
      render(null, parent);
    },
  };
}
