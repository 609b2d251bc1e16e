import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import { pathLayer, type Layer } from '../content/resolve.ts';
import type { Content, SectionKey } from '../content/types.ts';
import { useContent } from '../content/use-content.ts';
import baseCss from '../styles/base.css?inline';
import { ensureFonts } from '../styles/fonts.ts';
import { adoptStyles } from '../styles/stylesheets.ts';
import { ConfigError } from './config-error.tsx';
import { RenderGuard } from './render-guard.tsx';

/** What a section's React view receives. */
export interface ViewProps<K extends SectionKey, A extends string = never> {
  content: Pick<Content, K>;
  /** The custom element itself: events are dispatched on it. */
  host: HTMLElement;
  /** The shadow root the view renders into. */
  root: ShadowRoot;
  /** Plain attributes the element passes through (e.g. `loading`, `poster`). */
  attributes: Partial<Record<A, string>>;
}

export interface ElementOptions<K extends SectionKey, A extends string> {
  tag: string;
  /** The top-level content sections the view reads; only these are validated. */
  sections: readonly K[];
  view: ComponentType<ViewProps<K, A>>;
  /** The element's own stylesheet, imported with `?inline`. */
  css: string;
  /** Scalar attributes (camelCase) that override a content path, e.g. publicKey -> contact.publicKey. */
  contentAttributes?: Readonly<Record<string, string>>;
  /** Attributes handed to the view as they are. */
  attributes?: readonly A[];
}

type RootProps = Record<string, string | undefined> & { container?: ShadowRoot };

/**
 * Turns a typed React view into a custom element class: open shadow root, base and own styles
 * adopted as constructable stylesheets, fonts in the document, content read from every source.
 */
export function createPortfolioElement<K extends SectionKey, A extends string = never>(
  options: ElementOptions<K, A>,
): CustomElementConstructor {
  const { tag, sections, view: View, css, contentAttributes = {}, attributes = [] } = options;
  const contentKeys = Object.keys(contentAttributes);
  const propNames = ['config', ...contentKeys, ...attributes];

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
    const state = useContent(host, props.config, attributeLayers, sections);
    if (state.ok === 'loading') return <div className="config-loading" aria-busy="true" />;
    if (!state.ok) return <ConfigError tag={tag} host={host} issues={state.issues} />;
    return (
      <RenderGuard tag={tag} host={host}>
        <View content={state.content} host={host} root={root} attributes={passed} />
      </RenderGuard>
    );
  }
  ElementRoot.displayName = `PortfolioElement(${tag})`;

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((name) => [name, 'string'])),
  });

  const R2WC_PROPS = Symbol.for('r2wc.props');
  const R2WC_RENDER = Symbol.for('r2wc.render');
  type R2wcInternals = {
    [R2WC_PROPS]: Record<string, string | undefined>;
    [R2WC_RENDER]: () => void;
  };
  const BaseCallback = (
    Base.prototype as {
      attributeChangedCallback(n: string, o: string | null, v: string | null): void;
    }
  ).attributeChangedCallback;

  return class extends Base {
    constructor() {
      super();
      ensureFonts();
      adoptStyles(this.shadowRoot!, [baseCss, css]);
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
      for (const name of propNames) {
        if (this.getAttribute(toKebab(name)) === '') props[name] = '';
      }
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

function toKebab(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

function toCamel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
