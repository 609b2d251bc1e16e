import { describe, expect, it } from 'vitest';
import {
  dropImagePreloads,
  externalDrawings,
  extractStyles,
  findElements,
  firstScreenMark,
  motionVariants,
  shadowTemplate,
} from './prerender-html.ts';

const PAGE = `<head><script type="application/json" id="portfolio-content">{"a":"<\\u003c"}</script></head>
<body><portfolio-nav config="#portfolio-content"></portfolio-nav>
<portfolio-hero id="home" loading="eager" data-x="a &amp; b"><script type="application/json">{}</script></portfolio-hero>
<portfolio-work loading='eager' theme=light data-note="x > y"></portfolio-work>
<portfolio-footer></portfolio-footer></body>`;

describe('findElements', () => {
  it('finds each portfolio element with its attributes, unescaped, and what it holds', () => {
    const found = findElements(PAGE);
    expect(found.map((element) => element.tag)).toEqual([
      'portfolio-nav',
      'portfolio-hero',
      'portfolio-work',
      'portfolio-footer',
    ]);
    expect(found[0]!.attributes).toEqual({ config: '#portfolio-content' });
    expect(found[1]!.attributes).toEqual({ id: 'home', loading: 'eager', 'data-x': 'a & b' });
    expect(found[1]!.inner).toBe('<script type="application/json">{}</script>');
    expect(found[2]!.attributes).toEqual({
      loading: 'eager',
      theme: 'light',
      'data-note': 'x > y',
    });
    expect(found[3]!.inner).toBe('');
    expect(PAGE.slice(found[0]!.end, found[0]!.end + 2)).toBe('</');
  });
});

describe('firstScreenMark', () => {
  it('marks the end of the first prerendered section below the nav, and holds the first paint for it', () => {
    const [nav, hero, work] = findElements(PAGE);
    const mark = firstScreenMark([nav!, hero!, work!])!;
    expect(PAGE.slice(0, mark.at).endsWith('</portfolio-hero>')).toBe(true);
    expect(mark.mark).toBe('<template id="portfolio-first-screen"></template>');
    expect(mark.head).toBe('<link rel="expect" href="#portfolio-first-screen" blocking="render">');
    // The hero left to the browser: the first screen ends with the next section prerendered.
    expect(PAGE.slice(0, firstScreenMark([nav!, work!])!.at).endsWith('</portfolio-work>')).toBe(
      true,
    );
  });

  it('holds nothing where only the nav, or nothing, was prerendered', () => {
    const [nav] = findElements(PAGE);
    expect(firstScreenMark([nav!])).toBeNull();
    expect(firstScreenMark([])).toBeNull();
  });
});

describe('extractStyles', () => {
  it('turns style attributes into data attributes and !important rules', () => {
    const markup =
      '<div style="--indent:1;--width:58%"></div><i style="background:url(&quot;a;b.svg&quot;)"></i>';
    const { markup: out, css } = extractStyles(markup, 'portfolio-about');
    expect(out).toBe('<div data-prerender-style="0"></div><i data-prerender-style="1"></i>');
    expect(css).toContain(
      '[data-prerender-style="0"]{--indent:1 !important;--width:58% !important}',
    );
    expect(css).toContain('[data-prerender-style="1"]{background:url("a;b.svg") !important}');
    expect(out).not.toContain(' style=');
  });

  it('reads a style attribute however it is quoted', () => {
    const { markup, css } = extractStyles(
      `<p style='--a:"x"'></p><b style=color:red></b>`,
      'portfolio-nav',
    );
    expect(markup).toBe('<p data-prerender-style="0"></p><b data-prerender-style="1"></b>');
    expect(css).toContain('[data-prerender-style="0"]{--a:"x" !important}');
    expect(css).toContain('[data-prerender-style="1"]{color:red !important}');
  });

  it('adds nothing where there is no style attribute', () => {
    expect(extractStyles('<p>Hi</p>', 'portfolio-nav')).toEqual({ markup: '<p>Hi</p>', css: '' });
  });
});

describe('motionVariants', () => {
  it('keeps both renders, each shown under its own prefers-reduced-motion answer', () => {
    const { markup, css } = motionVariants('<p>typed</p>', '<p>whole</p>');
    expect(markup).toBe(
      '<p data-prerender-motion="full">typed</p><p data-prerender-motion="reduced">whole</p>',
    );
    expect(css).toContain(
      "@media (prefers-reduced-motion: reduce) { [data-prerender-motion='full'] { display: none !important; } }",
    );
    expect(css).toContain(
      "@media not (prefers-reduced-motion: reduce) { [data-prerender-motion='reduced'] { display: none !important; } }",
    );
  });

  it('marks every top element of a render, and none inside them', () => {
    const { markup } = motionVariants('<h1>a<b>b</b></h1><img src="x.svg"><p>c</p>', '<p>d</p>');
    expect(markup).toBe(
      '<h1 data-prerender-motion="full">a<b>b</b></h1><img data-prerender-motion="full" src="x.svg">' +
        '<p data-prerender-motion="full">c</p><p data-prerender-motion="reduced">d</p>',
    );
  });

  it('refuses a render with text outside its elements, which no mark could hide', () => {
    expect(() => motionVariants('typed <p>x</p>', '<p>y</p>')).toThrow(/text outside its elements/);
  });
});

describe('the template', () => {
  it('drops React image preloads and puts the styles first, inline', () => {
    const markup = dropImagePreloads(
      '<link rel="preload" as="image" href="./a.svg"/><img src="./a.svg"><link as=image rel=preload href=./b.svg>',
    );
    expect(shadowTemplate([':host{display:block}'], markup)).toBe(
      '<template shadowrootmode="open"><style>:host{display:block}</style>' +
        '<img src="./a.svg"></template>',
    );
  });

  it('gives each stylesheet a <style> of its own, in order, and none to an empty one', () => {
    // The base every section shares is then the same text in each root, which the browser
    // parses once.
    expect(shadowTemplate([':host{all:initial}', '', '.own{color:red}'], '<p>x</p>')).toBe(
      '<template shadowrootmode="open"><style>:host{all:initial}</style>' +
        '<style>.own{color:red}</style><p>x</p></template>',
    );
  });

  it('cannot end its <style> early', () => {
    const template = shadowTemplate(['a::after{content:"</style><b>"}'], '<p>x</p>');
    expect(template).not.toMatch(/<\/style><b>/);
    expect(template).toContain('content:"<\\/style><b>"');
  });
});

describe('externalDrawings', () => {
  const path = `M0 0h24v24H0z${' l1 1'.repeat(250)}`;
  const hash = (text: string) => String(text.length);

  it('moves a long, named, self-contained drawing to a file the markup shows as an image', () => {
    const markup = `<li class="tag"><svg viewBox="0 0 24 24" width="20" height="20" fill="#DB7093" data-icon-state="shown" focusable="false" role="img" aria-label="A &amp; B"><title>A &amp; B</title><path d="${path}"></path></svg></li>`;
    const { markup: out, files } = externalDrawings(markup, hash);
    const [name, file] = [...files][0]!;
    expect(out).toBe(
      `<li class="tag"><img src="./${name}" alt="A &amp; B" width="20" height="20" loading="lazy" decoding="async"></li>`,
    );
    expect(name).toMatch(/^assets\/drawing-\d+\.svg$/);
    expect(file).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20" fill="#DB7093"><path d="${path}"></path></svg>`,
    );
  });

  it('gives a hidden drawing an empty alt', () => {
    const markup = `<svg width="10" aria-hidden="true"><path d="${path}"></path></svg>`;
    expect(externalDrawings(markup, hash).markup).toMatch(
      /^<img src="[^"]+" alt="" width="10" height="10"/,
    );
  });

  it("leaves inline a short drawing, one that reads the page's styles, and one neither named nor hidden", () => {
    const drawings = [
      '<svg width="20" role="img" aria-label="x"><path d="M0 0"></path></svg>',
      `<svg width="20" role="img" aria-label="x" fill="currentColor"><path d="${path}"></path></svg>`,
      `<svg width="20" role="img" aria-label="x" stroke="var(--ink)"><path d="${path}"></path></svg>`,
      `<svg width="20" aria-hidden="true"><path fill="var(--accent)" d="${path}"></path></svg>`,
      `<svg width="20" aria-hidden="true"><path class="x" d="${path}"></path></svg>`,
      `<svg width="20" aria-hidden="true"><rect fill="url(#glow)"></rect><path d="${path}"></path></svg>`,
      `<svg width="20"><path d="${path}"></path></svg>`,
    ];
    for (const markup of drawings) {
      expect(externalDrawings(markup, hash)).toEqual({ markup, files: new Map() });
    }
  });
});
