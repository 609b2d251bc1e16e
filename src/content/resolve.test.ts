import { describe, expect, it } from 'vitest';
import { resolveContent as resolveWith } from './resolve.ts';
import { parseLayer, pathLayer, type Layer } from './config-layers.ts';
import { LOOK_SCHEMAS, SECTION_SCHEMAS } from './schema.ts';
import type { ContentKey } from './types.ts';
import { SAMPLE_CONTENT } from './sample.ts';

/** resolveContent with the schemas of `sections`, as an element that reads them passes. */
function resolveContent(
  sample: Partial<typeof SAMPLE_CONTENT>,
  layers: Layer[],
  sections: readonly ContentKey[],
) {
  const all = { ...LOOK_SCHEMAS, ...SECTION_SCHEMAS };
  const schemas = Object.fromEntries(sections.map((key) => [key, all[key]]));
  return resolveWith(sample, layers, schemas as typeof all);
}

/** The sample content with one layer over it, validated for `sections`. */
const over = (layer: Layer, sections: readonly ContentKey[]) =>
  resolveContent(SAMPLE_CONTENT, [layer], sections);

/** The JSON paths of a result's issues, in order; none for valid content. */
const issuePaths = (result: ReturnType<typeof resolveContent>) =>
  result.ok ? [] : result.issues.map((issue) => issue.path);

describe('resolveContent', () => {
  it('returns the sample content with no layers', () => {
    const result = resolveContent(SAMPLE_CONTENT, [], ['owner', 'nav']);
    expect(result).toEqual({
      ok: true,
      content: { owner: SAMPLE_CONTENT.owner, nav: SAMPLE_CONTENT.nav },
    });
  });

  it('validates every section of the sample content', () => {
    const all = ['owner', 'nav', 'hero', 'about', 'projects', 'work', 'contact', 'footer'] as const;
    expect(resolveContent(SAMPLE_CONTENT, [], all).ok).toBe(true);
  });

  it('applies layers in order: later ones win', () => {
    const result = resolveContent(
      SAMPLE_CONTENT,
      [
        parseLayer('{"owner":{"firstName":"Config","name":"Config Name"}}', 'config'),
        parseLayer('{"owner":{"firstName":"Child"}}', 'child'),
        pathLayer('owner.firstName', 'Attribute', 'attribute'),
      ],
      ['owner'],
    );
    expect(result.ok && result.content.owner.firstName).toBe('Attribute');
    expect(result.ok && result.content.owner.name).toBe('Config Name');
  });

  it('names the JSON path of a wrong type', () => {
    const result = over(
      parseLayer('{"nav":{"items":[{"id":1,"name":42,"href":"#a"}]}}', 'config'),
      ['nav'],
    );
    expect(issuePaths(result)).toEqual(['nav.items[0].name']);
  });

  it('reports unknown keys, nested and top-level', () => {
    const result = over(parseLayer('{"owner":{"nickname":"x"},"extra":1}', 'config'), ['owner']);
    expect(issuePaths(result).sort()).toEqual(['extra', 'owner.nickname']);
    expect(!result.ok && result.issues.find((i) => i.path === 'owner.nickname')?.message).toBe(
      'Unknown key "nickname"',
    );
  });

  it('refuses javascript: and data: URLs', () => {
    for (const href of ['javascript:alert(1)', ' JaVa\tscript:alert(1)', 'data:text/html,x']) {
      expect(issuePaths(over(pathLayer('owner.github', href, 'attribute'), ['owner']))).toEqual([
        'owner.github',
      ]);
    }
  });

  it('accepts relative, http(s) and mailto URLs', () => {
    for (const href of [
      '/me',
      'me.html',
      '#top',
      'https://x.test',
      'http://x.test',
      'mailto:a@b.c',
    ]) {
      expect(issuePaths(over(pathLayer('owner.github', href, 'attribute'), ['owner']))).toEqual([]);
    }
  });

  it("takes an image field's inline forms a bundler gives, but no link's", () => {
    const svg = 'data:image/svg+xml,%3csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3e';
    for (const src of [svg, 'data:image/png;base64,iVBORw0KGgo=', 'blob:https://x.test/1-2']) {
      expect(issuePaths(over(pathLayer('about.avatar', src, 'attribute'), ['about']))).toEqual([]);
      expect(issuePaths(over(pathLayer('owner.github', src, 'attribute'), ['owner']))).toEqual([
        'owner.github',
      ]);
    }
  });

  it('refuses script, page and mail forms in an image field', () => {
    for (const src of [
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg',
      'data:application/javascript,alert(1)',
      'javascript:alert(1)',
      ' JaVa\tscript:alert(1)',
      'mailto:a@b.c',
    ]) {
      expect(issuePaths(over(pathLayer('about.avatar', src, 'attribute'), ['about']))).toEqual([
        'about.avatar',
      ]);
    }
  });

  it('accepts a work.character look and names the path of each bad value', () => {
    const good = { top: 'rgb(22 163 74)', skin: 'peru', hairStyle: 'long', glasses: true };
    expect(issuePaths(over(pathLayer('work.character', good, 'config'), ['work']))).toEqual([]);
    const bad = { top: 'greenish', shoes: 3, hairStyle: 'mohawk', glasses: 'yes', hat: 1 };
    expect(issuePaths(over(pathLayer('work.character', bad, 'config'), ['work'])).sort()).toEqual([
      'work.character.glasses',
      'work.character.hairStyle',
      'work.character.hat',
      'work.character.shoes',
      'work.character.top',
    ]);
  });

  it('only validates the sections asked for', () => {
    const broken = [parseLayer('{"projects":{"items":"nope"}}', 'config')];
    expect(resolveContent(SAMPLE_CONTENT, broken, ['owner']).ok).toBe(true);
    expect(resolveContent(SAMPLE_CONTENT, broken, ['projects']).ok).toBe(false);
  });

  it('gives the look keys their defaults: dark, solid, no accent', () => {
    const result = resolveContent(SAMPLE_CONTENT, [], ['theme', 'surface', 'accent']);
    expect(result).toEqual({ ok: true, content: { theme: 'dark', surface: 'solid' } });
  });

  it('takes a theme, a surface and an accent colour', () => {
    const layer = parseLayer('{"theme":"auto","surface":"transparent","accent":"#f5a524"}', 'c');
    expect(over(layer, ['theme', 'surface', 'accent'])).toEqual({
      ok: true,
      content: { theme: 'auto', surface: 'transparent', accent: '#f5a524' },
    });
  });

  it('names the look key that is wrong', () => {
    const layer = parseLayer('{"theme":"sepia","surface":"glass","accent":"var(--x)"}', 'c');
    expect(issuePaths(over(layer, ['theme', 'surface', 'accent']))).toEqual([
      'theme',
      'surface',
      'accent',
    ]);
    const accent = over(pathLayer('accent', 'not-a-colour', 'accent'), ['accent']);
    expect(!accent.ok && accent.issues[0]!.message).toMatch(/CSS colour/);
  });

  it('carries parse failures through as issues', () => {
    const result = over(parseLayer('nope', 'child script'), ['owner']);
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'child script' }] });
  });
});

describe('resolveContent in another language', () => {
  const schemas = { ...LOOK_SCHEMAS, about: SECTION_SCHEMAS.about };
  const content = parseLayer(
    JSON.stringify({
      lang: 'en',
      messages: { 'contact.send': 'Send it' },
      about: { bio: { title: 'Hello', text: 'I build things.' } },
      locales: {
        pt: { about: { bio: { title: 'Olá' } }, messages: { 'contact.send': 'Enviar' } },
        ar: { about: { bio: { titel: 'مرحبًا' } } },
      },
    }),
    'config',
  );

  it('merges the locale over the main content; a key it leaves out falls back', () => {
    const result = resolveWith(SAMPLE_CONTENT, [content], schemas, 'pt');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.about.bio).toEqual({ title: 'Olá', text: 'I build things.' });
    expect(result.content.lang).toBe('pt');
    // The main language's own wording of a message stays with it.
    expect(result.content.messages).toEqual({ 'contact.send': 'Enviar' });
  });

  it("finds a region's locale by its language, and keeps the main content without one", () => {
    const brazil = resolveWith(SAMPLE_CONTENT, [content], schemas, 'pt-BR');
    expect(brazil.ok && brazil.content.about.bio.title).toBe('Olá');
    const german = resolveWith(SAMPLE_CONTENT, [content], schemas, 'de');
    expect(german.ok && german.content.about.bio.title).toBe('Hello');
    expect(german.ok && german.content.messages).toBeUndefined();
    const english = resolveWith(SAMPLE_CONTENT, [content], schemas);
    expect(english.ok && english.content.messages).toEqual({ 'contact.send': 'Send it' });
  });

  it('names a problem the locale brings by its path in the locale', () => {
    const result = resolveWith(SAMPLE_CONTENT, [content], schemas, 'ar');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(['locales.ar.about.bio.titel']);
  });

  it('refuses a lang that is no language tag', () => {
    const result = resolveWith(SAMPLE_CONTENT, [], schemas, 'portuguese!');
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual(['lang']);
  });
});
