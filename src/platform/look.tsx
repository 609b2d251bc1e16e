import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isCssColor } from '#css-color';
import type { Surface, Theme } from '../content/types.ts';

/** The theme as it shows: `auto` resolved against the visitor's colour scheme. */
export type Tone = 'dark' | 'light';

/** What the 3D scenes take from the element's look. */
export interface Look {
  tone: Tone;
  /** The accent the section shows (content, owner CSS or the theme's own), as a CSS colour. */
  accent: string;
}

/** The themes' own accents (base.css), for a scene whose host gives none it can read. */
export const THEME_ACCENTS: Record<Tone, string> = { dark: '#7dd3fc', light: '#0369a1' };

export const LookContext = createContext<Look>({ tone: 'dark', accent: THEME_ACCENTS.dark });

/** The look of the element a component renders in; r3f carries it into the canvas. */
export function useLook(): Look {
  return useContext(LookContext);
}

const LIGHT_SCHEME = '(prefers-color-scheme: light)';

function subscribeScheme(onChange: () => void): () => void {
  const query = matchMedia(LIGHT_SCHEME);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** `theme` resolved: `auto` follows `prefers-color-scheme`, including a change while open. */
export function useTone(theme: Theme): Tone {
  const prefersLight = useSyncExternalStore(
    subscribeScheme,
    () => matchMedia(LIGHT_SCHEME).matches,
    () => false,
  );
  if (theme === 'auto') return prefersLight ? 'light' : 'dark';
  return theme;
}

export interface LookProviderProps {
  host: HTMLElement;
  theme: Theme;
  surface: Surface;
  accent: string | undefined;
  children: ReactNode;
}

/**
 * Puts the look on the host, where base.css picks the palette up: `data-portfolio-tone` and
 * `data-portfolio-surface` select token sets, and an `accent` is an inline `--portfolio-accent`.
 * Without one, the accent is whatever the host's styles give (an owner's `--portfolio-accent`
 * or the theme's), read back so the 3D scenes match the page: after the first paint, since
 * reading a computed style in the commit makes the browser work out every style there and
 * then, and only a value other than the theme's own changes the look (and re-renders).
 */
export function LookProvider({ host, theme, surface, accent, children }: LookProviderProps) {
  const tone = useTone(theme);
  const [ownerAccent, setOwnerAccent] = useState<string | null>(null);
  useLayoutEffect(() => {
    host.setAttribute('data-portfolio-tone', tone);
    host.setAttribute('data-portfolio-surface', surface);
    if (!accent) return;
    host.style.setProperty('--portfolio-accent', accent);
    return () => {
      host.style.removeProperty('--portfolio-accent');
    };
  }, [host, tone, surface, accent]);
  useEffect(() => {
    if (accent) return;
    const shown = getComputedStyle(host).getPropertyValue('--portfolio-accent').trim();
    setOwnerAccent(isCssColor(shown) && shown !== THEME_ACCENTS[tone] ? shown : null);
  }, [host, tone, accent]);
  const look = useMemo<Look>(
    () => ({ tone, accent: accent ?? ownerAccent ?? THEME_ACCENTS[tone] }),
    [tone, accent, ownerAccent],
  );
  return <LookContext.Provider value={look}>{children}</LookContext.Provider>;
}
