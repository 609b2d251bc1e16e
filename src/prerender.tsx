/**
 * The build-time half of the prerender: scripts/build/prerender.ts builds this module for Node and
 * asks it for each element's markup. A view renders here as it first renders in the browser,
 * with the same content, minus what needs a browser (the 3D stage stays idle, effects never run).
 */
import { renderToString } from 'react-dom/server';
import { contentLanguage, parseLayer, pathLayer, type Layer } from './content/config-layers.ts';
import { I18nContext } from './i18n/context.tsx';
import { provideMessageTables } from './i18n/load-messages.ts';
import ar from './i18n/messages/ar.json';
import de from './i18n/messages/de.json';
import es from './i18n/messages/es.json';
import fr from './i18n/messages/fr.json';
import pt from './i18n/messages/pt.json';
import { resolveLocalized } from './platform/localize.ts';
import { EN_PLATFORM } from './i18n/messages/en.ts';
import { messageTableNow } from './i18n/load-messages.ts';
import type { Surface, Theme } from './content/types.ts';
import baseCss from './styles/base.css?inline';
import { PRERENDERED_ATTRIBUTE } from './styles/fonts.ts';
import stageCss from './styles/stage.css?inline';
import { elementOptions, elementSchemas, LOOK_ATTRIBUTES } from './platform/element-options.ts';
import { setServerReducedMotion } from './lib/use-reduced-motion.ts';

// Each element module records its options in elementOptions (and defines nothing in Node).
import.meta.glob('./elements/*/*.element.ts', { eager: true });

// Every language's table at hand: a page in any of them renders here without waiting.
provideMessageTables({ es, pt, de, fr, ar });

export const SHARED_CSS = { base: baseCss, stage: stageCss };
export { arabicFontFace, ARABIC_FONT_URL } from './styles/fonts-arabic.ts';
export { PRERENDERED_ATTRIBUTE };
export { setPrerenderRoot } from './content/asset-urls.ts';
export { bundledFaceCss } from './styles/script-faces.ts';
export { BUNDLED_FACE_URLS } from './styles/fonts-scripts.ts';

export interface PrerenderInput {
  tag: string;
  /** The element's attributes as written in the page (kebab-case). */
  attributes: Readonly<Record<string, string>>;
  /** The text of the JSON script its `config="#id"` names, if any. */
  config: string | null;
}

export type PrerenderResult =
  | {
      ok: true;
      markup: string;
      /** The markup under `prefers-reduced-motion: reduce`, when it differs. */
      reduced: string | null;
      /** The element's own stylesheet text. */
      css: string;
      /** It has a 3D stage, whose stylesheet the live element adopts too. */
      stage: boolean;
      /** Attributes for the element's own tag: the look it will set (platform/look.tsx). */
      host: Record<string, string>;
    }
  | { ok: false; reason: string };

/**
 * The host attributes LookProvider sets, so the page paints in the element's theme before its
 * script runs; `auto` is left to the browser, which alone knows the visitor's colour scheme.
 */
function hostLook(theme: Theme, surface: Surface): Record<string, string> {
  const look: Record<string, string> = { 'data-portfolio-surface': surface };
  if (theme !== 'auto') look['data-portfolio-tone'] = theme;
  return look;
}

/**
 * The content's accent, which LookProvider sets on the host as it renders (an inline style, over
 * the theme's and any outer rule's): until then a rule of the root's own styles, as strong
 * (`!important`), which the takeover drops, so the page paints in it before the script. A colour
 * the schema accepted; anything that could close the rule or the style is left out.
 */
function accentRule(accent: string | undefined): string {
  if (!accent || !/^[\w#(),.%\s/+-]+$/.test(accent)) return '';
  return `:host{--portfolio-accent:${accent}!important}`;
}

function toKebab(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** One element's shadow-root markup, or why it cannot be prerendered. */
export function prerender({ tag, attributes, config }: PrerenderInput): PrerenderResult {
  const options = elementOptions.get(tag);
  if (!options) return { ok: false, reason: `no element <${tag}>` };
  const { schemas, view: View, css, attributes: passed = [] } = options;
  const contentAttributes = { ...LOOK_ATTRIBUTES, ...options.contentAttributes };

  const layers: Layer[] = [];
  if (config !== null) layers.push(parseLayer(config, 'config'));
  for (const [key, path] of Object.entries(contentAttributes)) {
    const value = attributes[toKebab(key)];
    if (value !== undefined) layers.push(pathLayer(path, value, key));
  }
  const lang = attributes.lang?.trim() || contentLanguage(layers);
  const resolved = resolveLocalized(
    options.sample,
    layers,
    elementSchemas(schemas),
    lang,
    messageTableNow(lang) ?? {},
    { ...EN_PLATFORM, ...options.messages },
    options.localizeSample,
    options.finish,
  );
  // The live element shows its error panel; the page keeps that to the browser.
  if (!resolved.ok) return { ok: false, reason: 'its configuration does not validate' };

  const values = Object.fromEntries(
    passed.flatMap((name) => {
      const value = attributes[toKebab(name)];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  // Views touch the host, the root and the DOM only in effects and handlers, which never run
  // here: a view that reaches for them while rendering fails the build.
  const host = { localName: tag } as unknown as HTMLElement;
  const render = (reduce: boolean) => {
    setServerReducedMotion(reduce);
    return renderToString(
      <I18nContext.Provider value={resolved.i18n}>
        <View
          content={resolved.content}
          host={host}
          root={{ host } as unknown as ShadowRoot}
          attributes={values}
          prerendered
        />
      </I18nContext.Provider>,
    );
  };
  try {
    const markup = render(false);
    const reduced = render(true);
    return {
      ok: true,
      markup,
      reduced: reduced === markup ? null : reduced,
      css: css + accentRule(resolved.content.accent),
      stage: markup.includes('part="stage"'),
      host: {
        ...hostLook(resolved.content.theme, resolved.content.surface),
        ...(attributes.dir ? {} : { dir: resolved.i18n.dir }),
      },
    };
  } catch (error) {
    // A view that throws here would throw for every visitor's first render as well.
    throw new Error(`<${tag}> failed to render at build time: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    setServerReducedMotion(false);
  }
}
