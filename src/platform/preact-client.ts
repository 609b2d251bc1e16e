/**
 * `react-dom/client` for the elements' build (vite.elements.config.ts), on Preact.
 *
 * Preact adopts the nodes a container already holds on its first render (preact/compat even
 * empties it), where React leaves them alone. The prerendered page's declarative shadow root
 * must stay on screen until the view takes it over (takeover.ts), so Preact renders into a
 * stand-in parent that holds only the nodes Preact itself inserts: they go into the real
 * container, after whatever is already there.
 *
 * A root may also adopt on purpose (`adopt`): a view's own root, whose first render is handed
 * the prerendered nodes as the container's children. Preact then keeps each node that matches
 * the view's element there, and sets its attributes and text to the view's, as it does for
 * markup a container holds (reading the attributes it finds, not trusting them, as `hydrate`
 * would): the browser keeps the boxes it has laid out and painted instead of building them
 * again.
 */
import { render, type ComponentChild } from 'preact';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
  /** A root of its own in the same container, whose first render adopts `nodes`. */
  adopt(nodes: Element[]): Root;
}

/** A parent that shows Preact `shown()` as its children, and inserts into the real container. */
function standIn(container: Node, shown: () => Node[]): Element {
  const insert = <T extends Node>(node: T, before: Node | null): T =>
    container.insertBefore(node, before);
  const parent = {
    nodeType: 1,
    parentNode: container,
    get firstChild() {
      return shown()[0] ?? null;
    },
    get childNodes() {
      return shown();
    },
    insertBefore: insert,
    appendChild: <T extends Node>(node: T): T => insert(node, null),
    removeChild: <T extends Node>(node: T): T => container.removeChild(node),
  };
  return parent as unknown as Element;
}

function rootIn(container: Element | DocumentFragment, adopted: Node[]): Root {
  let shown = adopted;
  const parent = standIn(container, () => shown);
  return {
    render(children) {
      render(children, parent);
      // Only a first render adopts: later ones diff against what Preact rendered.
      shown = [];
    },
    unmount() {
      render(null, parent);
    },
    adopt(nodes) {
      return rootIn(container, nodes);
    },
  };
}

export function createRoot(container: Element | DocumentFragment): Root {
  // Nothing in the container is Preact's yet: it adopts and removes none of its nodes.
  return rootIn(container, []);
}
