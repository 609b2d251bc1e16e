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
import { TECH_ICONS } from '../../content/schema.ts';
import type { TechIcon as TechIconId } from '../../content/types.ts';
import { useLook, type Tone } from '../../platform/look.tsx';

/**
 * Every technology icon the content may name, from simple-icons (CC0, bundled: nothing is
 * fetched at run time). Each id of TECH_ICONS exists in simple-icons, so no mark is drawn here.
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
export function inkFor(icon: SimpleIcon, tone: Tone = 'dark'): string {
  const value = luminance(icon.hex);
  if (tone === 'dark') return value < MIN_LUMINANCE ? LIGHT_INK : `#${icon.hex}`;
  return value > MAX_LUMINANCE ? DARK_INK : `#${icon.hex}`;
}

export function isTechIcon(id: string): id is TechIconId {
  return (TECH_ICONS as readonly string[]).includes(id);
}

export interface TechIconProps {
  id: TechIconId;
  size?: number;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  className?: string;
}

/** One technology mark as inline SVG (24x24 viewBox, scaled to `size`). */
export function TechIcon({ id, size = 24, label, className }: TechIconProps) {
  const icon = TECH_ICON_DATA[id];
  const { tone } = useLook();
  const named = label !== undefined;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={inkFor(icon, tone)}
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : 'true'}
      focusable="false"
    >
      {named ? <title>{label}</title> : null}
      <path d={icon.path} />
    </svg>
  );
}
