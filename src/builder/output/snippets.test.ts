import { describe, expect, it } from 'vitest';
import {
  configEmbedUrl,
  hashEmbedUrl,
  isLocalAddress,
  publishBase,
  reactSnippet,
  vueSnippet,
  MAX_EMBED_URL,
} from './hosts.ts';
import { decodeBase64Url } from '../../embed/base64url.ts';
import { bareSection, plainHtml, rebase, scriptJson, withConfig } from './snippets.ts';

const HEAD =
  '<!-- paste into <head> -->\n<script type="module" src="portfolio-elements.js"></script>\n';
const snippets = {
  head: HEAD,
  sections: {
    hero: '<portfolio-hero id="home"></portfolio-hero>\n',
    about: '<portfolio-about id="about" config="#mine"></portfolio-about>\n',
  },
};
const DIST = 'https://blog.example/portfolio/';

describe('the plain-HTML snippet', () => {
  it('makes relative URLs absolute against the base and keeps absolute ones', () => {
    expect(rebase(HEAD, DIST)).toContain(
      'src="https://blog.example/portfolio/portfolio-elements.js"',
    );
    const absolute = '<link href="https://cdn.example/a.css?x=1&amp;y=2">';
    expect(rebase(absolute, DIST)).toBe(absolute);
  });

  it("pastes a section's bare tag: the build's prerendered first view shows the build's content, not the owner's", () => {
    const built = [
      '<!-- portfolio-hero: paste where the section goes. -->',
      '<!-- 4.1 KB gzip in your page. -->',
      '<portfolio-hero id="home" config="#portfolio-content" theme="dark" data-portfolio-prerendered><template shadowrootmode="open"><style>h1{}</style><h1>Hi, I am Jordan</h1><a href="#about">Let\'s work together</a></template></portfolio-hero>',
      '',
    ].join('\n');
    expect(bareSection(built)).toBe(
      '<portfolio-hero id="home" config="#portfolio-content"></portfolio-hero>',
    );
    expect(
      bareSection('<!-- a bare one -->\n<portfolio-contact id="contact"></portfolio-contact>\n'),
    ).toBe('<portfolio-contact id="contact"></portfolio-contact>');
  });

  it('points each section at the inline content unless its snippet has a config', () => {
    expect(withConfig('<portfolio-hero id="home"></portfolio-hero>')).toBe(
      '<portfolio-hero config="#portfolio-content" id="home"></portfolio-hero>',
    );
    expect(withConfig('<portfolio-about config="#mine"></portfolio-about>')).toBe(
      '<portfolio-about config="#mine"></portfolio-about>',
    );
  });

  it('holds the head lines, the chosen sections in order, then the content', () => {
    const html = plainHtml(
      snippets,
      ['hero', 'work', 'about'],
      { $schema: 'x', theme: 'light' },
      DIST,
    );
    const lines = html.trim().split('\n');
    expect(lines.at(-1)).toBe(
      '<script type="application/json" id="portfolio-content">{"theme":"light"}</script>',
    );
    expect(html.indexOf('portfolio-hero')).toBeLessThan(html.indexOf('portfolio-about'));
    expect(html).not.toContain('portfolio-work');
  });

  it('writes content no string can close or comment out, and reads back the same', () => {
    const hostile = {
      owner: { name: '</script><script>alert(1)</script>', role: '<!-- x --> \u2028' },
    };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('embed addresses', () => {
  it('carry the content in the hash, or point ?config= at a published file', () => {
    const content = { owner: { name: 'Ana Ñúñez' }, $schema: 'x' };
    const url = hashEmbedUrl(DIST, 'projects', content);
    expect(url.startsWith(`${DIST}embed/projects.html#`)).toBe(true);
    expect(JSON.parse(decodeBase64Url(url.split('#')[1]!))).toEqual({
      owner: { name: 'Ana Ñúñez' },
    });
    expect(url.length).toBeLessThan(MAX_EMBED_URL);
    expect(configEmbedUrl(DIST, 'work', 'https://x.example/content.json')).toBe(
      `${DIST}embed/work.html?config=https%3A%2F%2Fx.example%2Fcontent.json`,
    );
  });

  it('use site.url where the content sets it', () => {
    expect(publishBase({ site: { url: 'https://me.example/p' } }, DIST)).toBe(
      'https://me.example/p/',
    );
    expect(publishBase({}, DIST)).toBe(DIST);
  });
});

describe('the npm snippets', () => {
  it('import the package and hold the chosen elements, reading content.json', () => {
    const react = reactSnippet(['hero', 'work']);
    expect(react).toContain("import 'portfolio-elements';");
    expect(react).toContain('<portfolio-hero config="/content.json" />');
    expect(react.indexOf('portfolio-hero')).toBeLessThan(react.indexOf('portfolio-work'));
    const vue = vueSnippet(['projects']);
    expect(vue).toMatch(/<script setup lang="ts">\nimport 'portfolio-elements';\n<\/script>/);
    expect(vue).toContain(
      '<template>\n  <portfolio-projects config="/content.json" />\n</template>',
    );
  });

  it('warn of an address only this computer reaches', () => {
    expect(isLocalAddress('http://127.0.0.1:4173/')).toBe(true);
    expect(isLocalAddress('https://me.example/')).toBe(false);
  });
});
