import { describe, expect, it } from 'vitest';
import { criticalStyles } from './critical-css.ts';

const criticalCss = (css: string, markup: string) => criticalStyles([css], markup)[0];

const MARKUP =
  '<nav class="bar"><a class="link" href="#a">A</a><button class="menu" aria-expanded="false">M</button></nav>';

describe('criticalCss', () => {
  it('keeps the rules the markup uses and drops those for what it does not hold', () => {
    expect(criticalCss('.bar{position:fixed}.panel{display:grid}.link{color:red}', MARKUP)).toBe(
      '.bar{position:fixed}.link{color:red}',
    );
  });

  it('keeps a state rule for an element the markup holds, before and after its pseudo-class', () => {
    const css =
      '.link:hover{color:blue}.menu:focus-visible::after{content:""}.panel:hover{color:red}a:not(.x){top:0}';
    expect(criticalCss(css, MARKUP)).toBe(
      '.link:hover{color:blue}.menu:focus-visible::after{content:""}a:not(.x){top:0}',
    );
  });

  it('reads attributes as the markup has them', () => {
    const css = '.menu[aria-expanded=true]{color:red}.menu[aria-expanded=false]{color:blue}';
    expect(criticalCss(css, MARKUP)).toBe('.menu[aria-expanded=false]{color:blue}');
  });

  it('cuts a selector list to the selectors the markup uses', () => {
    expect(criticalCss('.panel,.bar,.sheet{margin:0}', MARKUP)).toBe('.bar{margin:0}');
  });

  it('keeps :host rules, keyframes and at-rules of declarations whole', () => {
    const css =
      ':host{display:block}:host([data-tone=light]) .panel{color:#000}@keyframes spin{to{rotate:1turn}}@font-face{font-family:X;src:url(x.woff2)}';
    expect(criticalCss(css, MARKUP)).toBe(css);
  });

  it('keeps a media query with a rule it needs, and drops one left empty', () => {
    const css = '@media (width<600px){.bar{position:static}}@media (width<600px){.panel{top:0}}';
    expect(criticalCss(css, MARKUP)).toBe('@media (width<600px){.bar{position:static}}');
  });

  it('keeps a selector it cannot read, and a nested rule with its parent', () => {
    const css =
      '.panel:unknown-state(x){color:red}.panel:dir(rtl){color:red}.sheet{color:red;& .bar{color:blue}}';
    expect(criticalCss(css, MARKUP)).toBe(css);
  });

  it('counts the styles before the markup, as the root holds them', () => {
    const css = '.bar:first-child{color:red}.bar:not(:first-child){color:blue}';
    expect(criticalStyles([css, ''], MARKUP)).toEqual(['.bar:not(:first-child){color:blue}', '']);
  });

  it('gives nothing when no rule is used', () => {
    expect(criticalCss('.panel{top:0}', MARKUP)).toBe('');
  });
});
