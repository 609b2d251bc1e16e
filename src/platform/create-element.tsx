import r2wc, { type R2WCBaseProps, type R2WCRenderer } from '@r2wc/core';
import { createElement, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useDeferredPass } from './deferred-pass.ts';
import {
  contentLanguage,
  pathLayer,
  type ContentFinish,
  type Layer,
  type SectionSchemas,
} from '../content/resolve.ts';
import { LOOK_SCHEMAS } from '../content/look-schema.ts';
import type { Content, LookKey, SectionKey } from '../content/types.ts';
import { useContentLayers } from '../content/use-content.ts';
import { I18nContext } from '../i18n/context.tsx';
import { EN_PLATFORM, type MessageTable } from '../i18n/messages/en.ts';
import baseCss from '../styles/base.css?inline';
import { ensureFonts, PRERENDERED_ATTRIBUTE } from '../styles/fonts.ts';
import { ensureLanguageFont } from '../styles/script-fonts.ts';
import { adoptStyles } from '../styles/stylesheets.ts';
import { STILL, STILL_CSS } from '../lib/still.ts';
import { ConfigError } from './config-error.tsx';
import { LookProvider } from './look.tsx';
import { RenderGuard } from './render-guard.tsx';
import { resolveLocalized, useMessageTable, type SampleLocalizer } from './localize.ts';

/** What a section's React view receives. */
export interface ViewProps<K extends SectionKey, A extends string = never> {
  content: Pick<Content, K>;
  /** The custom element itself: events are dispatched on it. */
  host: HTMLElement;
  /** The shadow root the view renders into. */
  root: ShadowRoot;
  /** Plain attributes the element passes through (e.g. `loading`, `poster`). */
  attributes: Partial<Record<A, string>>;
  /**
   * The shadow root held this element's build-time markup (scripts/prerender.ts), or this is
   * that build-time render: a view whose first state depends on time (the typed hero) starts
   * from the state the markup shows, so taking it over changes nothing on screen.
   */
  prerendered?: boolean;
}

export interface ElementOptions<K extends SectionKey, A extends string> {
  tag: string;
  /**
   * The schemas of the top-level content sections the view reads, by section: only these (and
   * the look keys every element reads) are validated, and only these travel in its bundle.
   */
  schemas: SectionSchemas<K>;
  /**
   * The built-in sample of those sections: what the element shows with no configuration; with
   * the owner as well, whose values fill the sections' templates (owner-text.ts).
   */
  sample: Pick<Content, K> & Partial<Pick<Content, 'owner'>>;
  view: ComponentType<ViewProps<K, A>>;
  /** The element's own stylesheet, imported with `?inline`. */
  css: string;
  /** Scalar attributes (camelCase) that override a content path, e.g. publicKey -> contact.publicKey. */
  contentAttributes?: Readonly<Record<string, string>>;
  /** Attributes handed to the view as they are. */
  attributes?: readonly A[];
  /**
   * The English words the view adds (its sections' parts of src/i18n/messages/en.ts; the error
   * panel's and images' come with every element): only these travel in its bundle.
   */
  messages: MessageTable;
  /** The sample's words in another language, from the `sample.*` messages (localize.ts). */
  localizeSample?: SampleLocalizer<ElementOptions<K, A>['sample']>;
  /**
   * The element's last step on its resolved content (resolve.ts): the globe's place, files
   * against dist/. Only the elements that need one carry its code.
   */
  finish?: ContentFinish;
  /**
   * The element's box has its size before its view's first render (the hero's room in its
   * stylesheet, the nav fixed outside the page's flow): that render then takes a task of its
   * own wherever the section stands, since nothing on screen moves when it lands.
   */
  holdsRoom?: boolean;
}

type RootProps = Record<string, string | undefined> & { container?: ShadowRoot };

/** The look keys every element reads, each also an attribute of the same name (docs/theming.md). */
export const LOOK_ATTRIBUTES = { theme: 'theme', surface: 'surface', accent: 'accent' };

/** What an element module exports where there is no DOM to define a class on. */
const noDomStandIn = function NoDom() {} as unknown as CustomElementConstructor;

/** Every element's options by tag: the build-time prerender renders their views. */
export const elementOptions = new Map<string, ElementOptions<SectionKey, string>>();

/**
 * Declarative shadow roots (`<template shadowrootmode>`) that an element took over, with the
 * prerendered nodes still in them: they stay on screen until the view's first real render.
 */
const prerenderedNodes = new WeakMap<ShadowRoot, ChildNode[]>();

/**
 * Swaps the prerendered nodes for the view in the commit that first shows content (content
 * read, or the error panel), before the browser paints: never both, never neither. React does
 * not clear a shadow root it renders into, so this does.
 */
function useTakeover(root: ShadowRoot, ready: boolean): void {
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

/**
 * Whether the section starts below the window: a view that grows there moves nothing in view.
 * Sections above it that have not rendered yet only put it higher than it will be.
 */
function startsBelowWindow(host: HTMLElement): boolean {
  return host.isConnected && host.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * How r2wc renders the view: what its React adapter does, in named imports. The adapter's
 * default `React` import kept every export of Preact's compat layer in each element's bundle.
 */
const RENDERER: R2WCRenderer<R2WCBaseProps, { root: Root; View: ComponentType<R2WCBaseProps> }> = {
  mount(container, View, props) {
    const root = createRoot(container);
    root.render(createElement(View, props));
    return { root, View };
  },
  update: ({ root, View }, props) => root.render(createElement(View, props)),
  unmount: ({ root }) => root.unmount(),
};

/** What an element shows before its view's first deferred pass. */
const NOT_RENDERED = { ok: 'loading' } as const;

/**
 * Turns a typed React view into a custom element class: open shadow root, base and own styles
 * adopted as constructable stylesheets, fonts in the document, content read from every source.
 */
export function createPortfolioElement<K extends SectionKey, A extends string = never>(
  options: ElementOptions<K, A>,
): CustomElementConstructor {
  const { tag, view: View, css, attributes = [], holdsRoom = false } = options;
  const schemas = { ...LOOK_SCHEMAS, ...options.schemas } as SectionSchemas<K | LookKey>;
  const contentAttributes: Readonly<Record<string, string>> = {
    ...LOOK_ATTRIBUTES,
    ...options.contentAttributes,
  };
  const contentKeys = Object.keys(contentAttributes);
  const english: MessageTable = { ...EN_PLATFORM, ...options.messages };
  const propNames = ['config', 'lang', ...contentKeys, ...attributes];

  function ElementRoot(props: RootProps) {
    const root = props.container!;
    const host = root.host as HTMLElement;
    const values = contentKeys.map((key) => props[key]);
    const valuesKey = JSON.stringify(values);
    const attributeLayers = useMemo<Layer[]>(() => {
      const parsed = JSON.parse(valuesKey) as (string | null)[];
      return contentKeys.flatMap((key, i) => {
        const value = parsed[i];
        return typeof value === 'string' ? [pathLayer(contentAttributes[key]!, value, key)] : [];
      });
    }, [valuesKey]);
    const passed = Object.fromEntries(attributes.map((name) => [name, props[name]])) as Partial<
      Record<A, string>
    >;
    const source = useContentLayers(host, props.config, attributeLayers);
    // The language shown: the element's `lang` attribute, else the content's own.
    const lang =
      source.ok === 'loading' ? null : props.lang?.trim() || contentLanguage(source.layers);
    const table = useMessageTable(lang);
    const current = useMemo(
      () =>
        source.ok === 'loading' || lang === null || table === null
          ? NOT_RENDERED
          : resolveLocalized(
              options.sample,
              source.layers,
              schemas,
              lang,
              table,
              english,
              options.localizeSample,
              options.finish,
            ),
      [source, lang, table],
    );
    // The view first renders in a task of its own, apart from the module's evaluation and the
    // tag's upgrade, where nothing on screen moves when it lands: over prerendered markup, which
    // holds the place until then; in a box that holds its room; and on a host page where the
    // section starts below the window. Any other section in view renders at once: a frame
    // between would show it empty, and the host's text below it would move when the view came.
    const [prerendered] = useState(() => prerenderedNodes.has(root));
    const [ownTask] = useState(() => prerendered || holdsRoom || startsBelowWindow(host));
    const state = useDeferredPass(current, NOT_RENDERED, ownTask);
    useTakeover(root, state.ok !== 'loading');
    const i18n = state.ok === 'loading' ? null : state.i18n;
    useDirection(host, i18n?.lang, i18n?.dir);
    if (state.ok === 'loading') {
      // The prerendered markup holds the place (a language's messages may still be on their
      // way), and so does a box that holds its room while its first render waits: a
      // placeholder beside it would push the page below it down.
      const placed = prerendered || (holdsRoom && current.ok !== 'loading');
      return placed ? null : <div className="config-loading" aria-busy="true" />;
    }
    if (!state.ok) {
      return (
        <I18nContext.Provider value={state.i18n}>
          <ConfigError tag={tag} host={host} issues={state.issues} />
        </I18nContext.Provider>
      );
    }
    const { content } = state;
    return (
      <I18nContext.Provider value={state.i18n}>
        <LookProvider
          host={host}
          theme={content.theme}
          surface={content.surface}
          accent={content.accent}
        >
          <RenderGuard tag={tag} host={host}>
            <View
              content={content}
              host={host}
              root={root}
              attributes={passed}
              prerendered={prerendered}
            />
          </RenderGuard>
        </LookProvider>
      </I18nContext.Provider>
    );
  }
  ElementRoot.displayName = `PortfolioElement(${tag})`;

  elementOptions.set(tag, options as unknown as ElementOptions<SectionKey, string>);
  // No DOM (the build-time prerender imports the elements for their options): no class.
  if (typeof HTMLElement === 'undefined') return noDomStandIn;

  const Base = r2wc(
    // r2wc types the shadow root it passes as `container` as an element.
    ElementRoot as unknown as ComponentType<R2WCBaseProps>,
    {
      shadow: 'open',
      props: Object.fromEntries(propNames.map((name) => [name, 'string'])),
    },
    RENDERER,
  );

  const R2WC_PROPS = Symbol.for('r2wc.props');
  const R2WC_RENDER = Symbol.for('r2wc.render');
  const R2WC_CONNECTED = Symbol.for('r2wc.connected');
  type R2wcInternals = {
    [R2WC_PROPS]: Record<string, string | undefined>;
    [R2WC_RENDER]: () => void;
    [R2WC_CONNECTED]: boolean;
  };
  const BaseCallback = (
    Base.prototype as {
      attributeChangedCallback(n: string, o: string | null, v: string | null): void;
    }
  ).attributeChangedCallback;

  return class extends Base {
    constructor() {
      super();
      // r2wc starts an element as connected, so each attribute an upgrade reports, before
      // connectedCallback, rendered the view once more, and one created apart from the
      // document rendered there. It renders once it is in the document.
      (this as unknown as R2wcInternals)[R2WC_CONNECTED] = false;
      ensureFonts();
      adoptStyles(this.shadowRoot!, STILL ? [baseCss, css, STILL_CSS] : [baseCss, css]);
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
      for (const name of propNames) {
        if (this.getAttribute(toKebab(name)) === '') props[name] = '';
      }
    }

    /**
     * r2wc attaches the shadow root in its constructor. A declarative one (the prerendered
     * page) is kept as it is rather than emptied, as the native call would, so its markup stays
     * on screen until the view replaces it (useTakeover).
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      if (!existing) return super.attachShadow(init);
      prerenderedNodes.set(existing, [...existing.childNodes]);
      return existing;
    }

    /** r2wc ignores removed and emptied attributes; both must reach the view. */
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value) return BaseCallback.call(this, name, old, value);
      const internals = this as unknown as R2wcInternals;
      internals[R2WC_PROPS][toCamel(name)] = value ?? undefined;
      internals[R2WC_RENDER]();
    }
  };
}

/**
 * The section's direction on its host (CSS direction inherits into the shadow root), unless
 * the page gave the tag its own `dir`; and its script's face in the document when it needs one.
 */
function useDirection(host: HTMLElement, lang: string | undefined, dir: string | undefined) {
  const [authorDir] = useState(() => host.hasAttribute('dir'));
  useLayoutEffect(() => {
    if (!lang || !dir) return;
    if (!authorDir) host.setAttribute('dir', dir);
    // A script Inter does not carry (Arabic, Hebrew, Japanese...): its face, fetched then only.
    ensureLanguageFont(lang, `<${host.localName}>`);
  }, [host, lang, dir, authorDir]);
}

function toKebab(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

function toCamel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
