import { useMemo, useState, type ComponentType } from 'react';
import { useDeferredPass } from './deferred-pass.ts';
import { startsBelowWindow } from '../lib/when-near.ts';
import { contentLanguage, pathLayer, type Layer } from '../content/config-layers.ts';
import type { SectionKey } from '../content/types.ts';
import { useContentLayers } from '../content/use-content.ts';
import { I18nContext } from '../i18n/context.tsx';
import { EN_PLATFORM, type MessageTable } from '../i18n/messages/en.ts';
import { ConfigError } from './config-error.tsx';
import type { RootProps } from './element-base.ts';
import { LOOK_ATTRIBUTES, elementSchemas, type ElementOptions } from './element-options.ts';
import { LookProvider } from './look.tsx';
import { RenderGuard } from './render-guard.tsx';
import { resolveLocalized, useMessageTable } from './localize.ts';
import { AdoptedView, holdsPrerendered, useTakeover } from './takeover.ts';
import { useDirection } from './use-direction.ts';

/** What an element shows before its view's first deferred pass. */
const NOT_RENDERED = { ok: 'loading' } as const;

/**
 * The root an element's shadow root renders: its content read from every source and resolved
 * in its language, then its view (or the error panel naming each problem), in the look the
 * content sets, with the direction and the script's face on its host. With the props it reads:
 * `config`, `lang`, the content attributes and those passed to the view.
 */
export function elementRoot<K extends SectionKey, A extends string>(
  options: ElementOptions<K, A>,
): { view: ComponentType<RootProps>; props: string[] } {
  const { tag, view: View, attributes = [], holdsRoom = false } = options;
  const schemas = elementSchemas(options.schemas);
  const contentAttributes: Readonly<Record<string, string>> = {
    ...LOOK_ATTRIBUTES,
    ...options.contentAttributes,
  };
  const contentKeys = Object.keys(contentAttributes);
  const english: MessageTable = { ...EN_PLATFORM, ...options.messages };

  function ElementRoot({ root, props, adopt }: RootProps) {
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
    // A prerendered section below the window is taken over once it comes within a window's
    // height of it (or holds the focus, or at the reader's first key: lib/when-near.ts): its
    // markup already shows its text at its size, and its view's first render (20-90 ms each at
    // a phone's speed) is then no part of the page's load. One without markup renders in its
    // own task, as before: a placeholder held until a reader came near could move what a jump
    // to an anchor finds. So does a section whose content has errors: its panel says so at once.
    const [prerendered] = useState(() => holdsPrerendered(root));
    // Measured only where it decides the first render's task: it lays out the whole page (a
    // host's too) inside the task that upgrades the tag. A prerendered section learns whether
    // it is below the window from the browser's first intersection report instead, made after
    // its own next layout (useDeferredPass).
    const [ownTask] = useState(() => prerendered || holdsRoom || startsBelowWindow(host));
    const near = prerendered && current.ok === true ? host : undefined;
    const state = useDeferredPass(current, NOT_RENDERED, ownTask, near);
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
    const view = !state.ok ? (
      <I18nContext.Provider value={state.i18n}>
        <ConfigError tag={tag} host={host} issues={state.issues} />
      </I18nContext.Provider>
    ) : (
      <I18nContext.Provider value={state.i18n}>
        <LookProvider
          host={host}
          theme={state.content.theme}
          surface={state.content.surface}
          accent={state.content.accent}
        >
          <RenderGuard tag={tag} host={host}>
            <View
              content={state.content}
              host={host}
              root={root}
              attributes={passed}
              prerendered={prerendered}
            />
          </RenderGuard>
        </LookProvider>
      </I18nContext.Provider>
    );
    // Over prerendered markup, a runtime that can adopt its nodes renders the view in a root
    // that does (takeover.ts), rather than building the same section again beside them.
    return prerendered && adopt ? (
      <AdoptedView root={root} adopt={adopt}>
        {view}
      </AdoptedView>
    ) : (
      view
    );
  }
  ElementRoot.displayName = `PortfolioElement(${tag})`;
  return { view: ElementRoot, props: ['config', 'lang', ...contentKeys, ...attributes] };
}
