import { describe, expect, it } from 'vitest';
import { TECH_ICONS } from '../../content/schema.ts';
import { inkFor, isTechIcon, TECH_ICON_DATA } from './tech-icons.tsx';

describe('tech icons', () => {
  it('has a simple-icons mark for every icon id the content may name', () => {
    for (const id of TECH_ICONS) {
      const icon = TECH_ICON_DATA[id];
      expect(icon, id).toBeDefined();
      expect(icon.path, id).toMatch(/^M/);
    }
  });

  it('maps the spec tags to the right marks', () => {
    expect(TECH_ICON_DATA.nextjs.title).toBe('Next.js');
    expect(TECH_ICON_DATA.styledcomponents.title).toBe('styled-components');
    expect(TECH_ICON_DATA.shadcnui.title).toBe('shadcn/ui');
    expect(TECH_ICON_DATA.swr.title).toBe('SWR');
  });

  it('draws near-black brands light on the dark theme and keeps other brand colours', () => {
    expect(inkFor(TECH_ICON_DATA.nextjs)).toBe('#e8e8ee');
    expect(inkFor(TECH_ICON_DATA.shadcnui)).toBe('#e8e8ee');
    expect(inkFor(TECH_ICON_DATA.react)).toBe('#61DAFB');
    expect(inkFor(TECH_ICON_DATA.redux)).toBe('#764ABC');
  });

  it('draws marks too faint for the light tiles in the text colour, the rest in their brand colour', () => {
    expect(inkFor(TECH_ICON_DATA.react, 'light')).toBe('#18181c');
    expect(inkFor(TECH_ICON_DATA.javascript, 'light')).toBe('#18181c');
    expect(inkFor(TECH_ICON_DATA.nextjs, 'light')).toBe('#000000');
    expect(inkFor(TECH_ICON_DATA.redux, 'light')).toBe('#764ABC');
  });

  it('tells icon ids from image URLs', () => {
    expect(isTechIcon('react')).toBe(true);
    expect(isTechIcon('./logo.svg')).toBe(false);
  });
});
