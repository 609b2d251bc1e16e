import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** A root that renders a view into the element's shadow root. */
export interface ViewRoot {
  render(children: ReactNode): void;
  unmount(): void;
}

/**
 * Where the runtime offers it (the elements' build, preact-client.ts): a view root of its own in
 * the shadow root, whose first render adopts `nodes` (prerendered markup) rather than rendering
 * beside them.
 */
export type AdoptRoot = (nodes: Element[]) => ViewRoot;

/**
 * What an element's root view receives: its shadow root, each prop as its attribute reads, and
 * the runtime's way to adopt prerendered nodes (null on React, which renders beside them).
 */
export interface RootProps {
  root: ShadowRoot;
  props: Readonly<Record<string, string | undefined>>;
  adopt: AdoptRoot | null;
}

export interface ViewElementOptions {
  /** The props, camelCase: each is an attribute (kebab-case) and a property of the element. */
  props: readonly string[];
  /** What the shadow root renders. */
  view: ComponentType<RootProps>;
  /**
   * The element's box has its size before its first render (element-options.ts): that render
   * waits a task after the upgrade, as over prerendered markup, since nothing on screen moves
   * when it lands.
   */
  holdsRoom?: boolean;
  /**
   * Each instance's shadow root as it is made (styles, fonts), with the prerendered nodes a
   * declarative root held (kept on screen until the view takes them over) or null.
   */
  setUp(root: ShadowRoot, prerendered: ChildNode[] | null): void;
}

/**
 * A custom element class that renders `view` into an open shadow root: our own base in place of
 * r2wc, which had to be patched through its internals for what the elements need. An attribute
 * set, emptied or removed reaches the view; a property reflects to its attribute. The view
 * renders once the element is in the document (not for each attribute an upgrade reports, nor
 * apart from the document) and unmounts when it leaves. A declarative shadow root (the
 * prerendered page) is kept, not emptied, and its markup shows until the view's first render,
 * a task after the upgrade (as in a box that holds its room).
 */
export function viewElement({ props: names, view, setUp, holdsRoom = false }: ViewElementOptions) {
  const attributeOf = new Map(names.map((name) => [name, toKebab(name)]));
  const propOf = new Map(names.map((name) => [toKebab(name), name]));

  class ViewElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...propOf.keys()];
    }

    readonly #root: ShadowRoot;
    readonly #props: Record<string, string | undefined> = {};
    /**
     * Whether the first render waits a task: the root shows prerendered markup that no render of
     * the view has taken over, or the box holds its room until then.
     */
    #firstWaits: boolean;
    #view: Root | null = null;
    #connected = false;
    #firstRender: ReturnType<typeof setTimeout> | undefined;

    constructor() {
      super();
      const declarative = this.shadowRoot;
      this.#root = declarative ?? this.attachShadow({ mode: 'open' });
      const prerendered = declarative && [...declarative.childNodes];
      this.#firstWaits = holdsRoom || !!prerendered?.length;
      setUp(this.#root, prerendered);
      for (const [name, attribute] of attributeOf) {
        this.#props[name] = this.getAttribute(attribute) ?? undefined;
      }
    }

    connectedCallback(): void {
      this.#connected = true;
      if (!this.#firstWaits) return this.#render();
      // Over prerendered markup, which shows the section until then, or in a box that holds its
      // room, the first render (its content read and checked) goes in a task of its own: not in
      // the one that evaluated the module and upgraded the tag, which on a prerendered page
      // defines several at once.
      this.#firstRender ??= setTimeout(() => this.#render());
    }

    disconnectedCallback(): void {
      this.#connected = false;
      this.#cancelFirstRender();
      this.#view?.unmount();
      this.#view = null;
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      this.#props[propOf.get(attribute)!] = value ?? undefined;
      this.#render();
    }

    #cancelFirstRender(): void {
      clearTimeout(this.#firstRender);
      this.#firstRender = undefined;
    }

    #render(): void {
      if (!this.#connected) return;
      this.#cancelFirstRender();
      // Once rendered, the view holds the root: reconnected (moved), it renders at once.
      this.#firstWaits = false;
      this.#view ??= createRoot(this.#root);
      const { adopt } = this.#view as Root & { adopt?: AdoptRoot };
      this.#view.render(
        createElement(view, {
          root: this.#root,
          props: { ...this.#props },
          adopt: adopt ?? null,
        }),
      );
    }

    // Each prop is a property: read, its attribute's value; set, written to the attribute
    // (removed for null or undefined), which renders the view.
    static {
      for (const [name, attribute] of attributeOf) {
        Object.defineProperty(this.prototype, name, {
          enumerable: true,
          configurable: true,
          get(this: ViewElement) {
            return this.#props[name];
          },
          set(this: ViewElement, value: unknown) {
            if (value === null || value === undefined) this.removeAttribute(attribute);
            else if (this.getAttribute(attribute) !== String(value)) {
              this.setAttribute(attribute, String(value));
            }
          },
        });
      }
    }
  }

  return ViewElement;
}

function toKebab(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}
