import {
  siGit,
  siJavascript,
  siMantine,
  siNextdotjs,
  siNodedotjs,
  siPython,
  siReact,
  siRecoil,
  siRedux,
  siShadcnui,
  siStyledcomponents,
  siSwr,
  siTailwindcss,
  siTypescript,
  type SimpleIcon,
} from 'simple-icons';
import { useCallback, useEffect, useState } from 'react';
import { resolveTechIcon, TECH_ICONS } from '../../content/tech-icon.ts';
import type { TechIcon as TechIconId } from '../../content/types.ts';
import { emit } from '../../lib/events.ts';
import { useLook, type Tone } from '../../platform/look.tsx';
import type { IconData } from '../hero/icon-shards.ts';
import { lookUpIcon, ownIcon } from '../hero/logo-icons.ts';

/**
 * The built-in tag names' icons, from simple-icons (CC0, bundled). Any other slug's icon is the
 * build's copy or read from its shard in dist/icons/ (lookUpIcon, shared with the hero's logos).
 */
export const TECH_ICON_DATA: Readonly<Record<TechIconId, SimpleIcon>> = {
  nextjs: siNextdotjs,
  styledcomponents: siStyledcomponents,
  redux: siRedux,
  react: siReact,
  recoil: siRecoil,
  tailwindcss: siTailwindcss,
  mantine: siMantine,
  swr: siSwr,
  shadcnui: siShadcnui,
  typescript: siTypescript,
  javascript: siJavascript,
  python: siPython,
  git: siGit,
  nodejs: siNodedotjs,
};

/** Below this a brand colour falls under 3:1 contrast on the dark tiles; such marks are drawn light. */
const MIN_LUMINANCE = 0.12;
const LIGHT_INK = '#e8e8ee';
/** Above this it falls under 3:1 on the light theme's tiles; such marks take the text colour. */
const MAX_LUMINANCE = 0.3;
const DARK_INK = '#18181c';

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The colour a mark is drawn in: its brand colour unless that is too faint on the theme's tiles. */
export function inkFor(icon: Pick<SimpleIcon, 'hex'>, tone: Tone = 'dark'): string {
  const value = luminance(icon.hex);
  if (tone === 'dark') return value < MIN_LUMINANCE ? LIGHT_INK : `#${icon.hex}`;
  return value > MAX_LUMINANCE ? DARK_INK : `#${icon.hex}`;
}

export function isTechIcon(id: string): id is TechIconId {
  return (TECH_ICONS as readonly string[]).includes(id);
}

/** The mark's data: bundled for a built-in name, fetched once per slug for any other. */
type IconState = { state: 'shown'; icon: IconData } | { state: 'loading' } | { state: 'failed' };

function useIcon(name: string, onFailure: (message: string) => void): IconState {
  const resolved = resolveTechIcon(name);
  // Bundled, or written into the code by the build: drawn in the first render (the prerender's).
  let inCode: IconData | null = null;
  if (resolved.ok)
    inCode = resolved.builtIn ? TECH_ICON_DATA[resolved.builtIn] : ownIcon(resolved.slug);
  const slug = resolved.ok && !inCode ? resolved.slug : null;
  const [fetched, setFetched] = useState<{ slug: string; found: IconData | null } | null>(null);
  useEffect(() => {
    if (!slug) return;
    let live = true;
    lookUpIcon(slug).then(
      (lookup) => {
        if (!live) return;
        setFetched({ slug, found: lookup.found ? lookup.icon : null });
        if (!lookup.found) onFailure(`unknown icon "${slug}" (not in dist/icons/)`);
      },
      (error: unknown) => {
        if (!live) return;
        setFetched({ slug, found: null });
        onFailure(`icon "${slug}" could not load: ${(error as Error).message}`);
      },
    );
    return () => {
      live = false;
    };
  }, [slug, onFailure]);
  if (inCode) return { state: 'shown', icon: inCode };
  if (!slug) return { state: 'failed' };
  if (fetched?.slug !== slug) return { state: 'loading' };
  return fetched.found ? { state: 'shown', icon: fetched.found } : { state: 'failed' };
}

export interface TechIconProps {
  /** A built-in name or any simple-icons slug (resolveTechIcon). */
  id: string;
  size?: number;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  className?: string;
  /** Where the name came from and whose error it is, when the icon cannot be shown. */
  field?: string;
  host?: HTMLElement;
}

/**
 * One technology mark as inline SVG (24x24 viewBox, scaled to `size`). An icon that cannot be
 * shown (an unknown slug, a failed fetch) leaves its label's first letter in its place, and
 * says so once in the console and as `portfolio-error`: the other marks stay as they are.
 */
export function TechIcon({ id, size = 24, label, className, field, host }: TechIconProps) {
  const { tone } = useLook();
  const onFailure = useCallback(
    (message: string) => {
      const text = `${field ?? 'icon'}: ${message}`;
      console.error(`<${host?.localName ?? 'portfolio'}> ${text}`);
      if (host) emit(host, 'portfolio-error', { source: 'asset', message: text });
    },
    [field, host],
  );
  const shown = useIcon(id, onFailure);
  const named = label !== undefined;
  const a11y = {
    role: named ? 'img' : undefined,
    'aria-label': named ? label : undefined,
    'aria-hidden': named ? undefined : ('true' as const),
  };
  if (shown.state !== 'shown') {
    return (
      <svg
        className={`${className ?? ''} icon-missing`.trim()}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        data-icon-state={shown.state}
        focusable="false"
        {...a11y}
      >
        {named ? <title>{label}</title> : null}
        {shown.state === 'failed' && (
          <text
            x="12"
            y="16.5"
            textAnchor="middle"
            fontSize="14"
            fontWeight="700"
            fill="currentColor"
          >
            {(label ?? id).slice(0, 1).toUpperCase()}
          </text>
        )}
      </svg>
    );
  }
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={inkFor(shown.icon, tone)}
      data-icon-state="shown"
      focusable="false"
      {...a11y}
    >
      {named ? <title>{label}</title> : null}
      <path d={shown.icon.path} />
    </svg>
  );
}
