import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_CONTRACT, ELEMENT_ENTRIES } from '../../elements.config.ts';
import { SURFACES, THEMES } from '../../src/content/look-schema.ts';
import { PORTFOLIO_EVENTS } from '../../src/lib/events.ts';
import { apiReference } from './api-reference.ts';
import { contentReference } from './content-doc.ts';
import { vscodeCustomData, webTypes } from './editor-data.ts';
import { customElements, elementsManifest } from './manifest.ts';
import { preactDeclarations, typeDeclarations, vueDeclarations } from './type-declarations.ts';

const ROOT = join(import.meta.dirname, '../..');
const TAGS = Object.keys(ELEMENT_ENTRIES);
const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');
const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();

const manifest = elementsManifest();
const elements = customElements(manifest);
const byTag = new Map(elements.map((element) => [element.tagName!, element]));

describe('custom-elements manifest', () => {
  it.each(TAGS)('documents what the contract promises of %s', (tag) => {
    const element = byTag.get(tag);
    expect(element, `${tag} has no documented element file`).toBeDefined();
    expect(element!.description!.length).toBeGreaterThan(20);
    const contract = ELEMENT_CONTRACT[tag]!;
    expect(element!.attributes!.map((a) => a.name)).toEqual(
      expect.arrayContaining([...contract.attributes]),
    );
    expect(element!.events!.map((e) => e.name)).toEqual(
      expect.arrayContaining([...contract.events]),
    );
  });

  it('names only events the elements can fire, and every one of them', () => {
    const promised = new Set(Object.values(ELEMENT_CONTRACT).flatMap((c) => c.events));
    expect([...promised].sort()).toEqual([...PORTFOLIO_EVENTS].sort());
    const fired = new Set(elements.flatMap((element) => element.events!.map((e) => e.name)));
    expect([...fired].sort()).toEqual([...PORTFOLIO_EVENTS].sort());
  });

  it('types theme, surface and loading as their values, every attribute, and every event', () => {
    const types = Object.fromEntries(
      byTag.get('portfolio-hero')!.attributes!.map((a) => [a.name, a.type?.text]),
    );
    expect(types).toMatchObject({
      theme: union(THEMES),
      surface: union(SURFACES),
      loading: "'lazy' | 'eager'",
      config: 'string',
    });
    for (const element of elements) {
      for (const a of element.attributes!) expect(a.type?.text, a.name).toBeTruthy();
      for (const e of element.events!) expect(e.type?.text, e.name).toMatch(/^CustomEvent<.+>$/);
    }
  });

  it('documents each attribute and event once: a shared one in src/platform/element-docs.ts', () => {
    const files = [...Object.values(ELEMENT_ENTRIES), 'src/platform/element-docs.ts'];
    const documented = files.flatMap((file) =>
      [
        ...readFileSync(join(ROOT, file), 'utf8').matchAll(/@(?:attr|fires) (?:\{.*\} )?(\S+)/g),
      ].map((match) => match[1]!),
    );
    const twice = documented.filter((name, i) => documented.indexOf(name) !== i);
    expect(twice).toEqual([]);
  });

  it('is a schema 2.1.0 manifest with one custom-element definition per tag', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    const defined = manifest.modules.flatMap((m) =>
      m.exports!.filter((e) => e.kind === 'custom-element-definition').map((e) => e.name),
    );
    expect(defined.sort()).toEqual([...TAGS].sort());
  });
});

/**
 * What the files written by the hand-made generator (before the analyzer) said of each tag,
 * recorded from its last build: every tag, attribute (description, type), event (type), part
 * and custom property in them is in the analyzer's files too.
 */
interface Before {
  attributes: Record<string, { description: string; type: string; values?: string[] }>;
  events: Record<string, { description: string; type: string }>;
  cssParts: string[];
  cssProperties: string[];
}
interface VsCodeData {
  tags: {
    name: string;
    description: string;
    attributes: { name: string; description: string; values: { name: string }[] }[];
    references: { name: string; url: string }[];
  }[];
}
interface WebTypes {
  contributions: {
    html: {
      elements: {
        name: string;
        'doc-url': string;
        attributes: { name: string; description: string; value: { type: string } }[];
        events: { name: string }[];
      }[];
    };
  };
}
const BEFORE = JSON.parse(
  readFileSync(join(import.meta.dirname, 'manifest.before.json'), 'utf8'),
) as Record<string, Before>;

/**
 * Descriptions that changed on purpose when the shared ones were written once: About's stage,
 * which said "globe", now says "3D stage" as the others; `portfolio-error` says every source.
 */
const REWORDED = new Set([
  'portfolio-about loading',
  'portfolio-about poster',
  'portfolio-about portfolio-progress',
  ...TAGS.map((tag) => `${tag} portfolio-error`),
  // When it fires, said (a stage released before it loaded fires it on its return).
  ...TAGS.map((tag) => `${tag} portfolio-load`),
]);
/** Types that changed on purpose: `worker` is a source src/lib/events.ts types and the old list missed. */
const RETYPED: Record<string, [string, string]> = {
  'portfolio-error': ["'webgl' | 'email'", "'webgl' | 'worker' | 'email'"],
};

describe('the files cover what they covered before the analyzer', () => {
  const vscode = vscodeCustomData(manifest) as VsCodeData;
  const web = webTypes(manifest) as WebTypes;
  const types = typeDeclarations(elements, '');
  const vue = vueDeclarations(elements);
  const preact = preactDeclarations(elements);

  it('has the same tags', () => {
    expect(Object.keys(BEFORE).sort()).toEqual([...TAGS].sort());
    expect(vscode.tags.map((t) => t.name).sort()).toEqual([...TAGS].sort());
    expect(web.contributions.html.elements.map((e) => e.name).sort()).toEqual([...TAGS].sort());
  });

  describe.each(TAGS)('%s', (tag) => {
    const before = BEFORE[tag]!;
    const element = byTag.get(tag)!;
    const vsTag = vscode.tags.find((t) => t.name === tag)!;
    const webTag = web.contributions.html.elements.find((e) => e.name === tag)!;

    it('custom-elements.json: every attribute, event, part and custom property', () => {
      for (const [name, old] of Object.entries(before.attributes)) {
        const attribute = element.attributes!.find((a) => a.name === name);
        expect(attribute, name).toBeDefined();
        expect(attribute!.type?.text, name).toBe(old.type);
        if (!REWORDED.has(`${tag} ${name}`))
          expect(oneLine(attribute!.description)).toBe(old.description);
      }
      for (const [name, old] of Object.entries(before.events)) {
        const event = element.events!.find((e) => e.name === name);
        expect(event, name).toBeDefined();
        const [from, to] = RETYPED[name] ?? ['', ''];
        expect(oneLine(event!.type?.text)).toBe(old.type.replace(from, to));
        if (!REWORDED.has(`${tag} ${name}`))
          expect(oneLine(event!.description)).toBe(old.description);
      }
      expect(element.cssParts!.map((p) => p.name)).toEqual(before.cssParts);
      expect(element.cssProperties!.map((p) => p.name)).toEqual(before.cssProperties);
    });

    it('VS Code data: every attribute with its description and its values', () => {
      expect(oneLine(vsTag.description)).toContain(oneLine(element.description));
      expect(vsTag.references).toEqual([{ name: 'API reference', url: `docs/api.md#${tag}` }]);
      for (const [name, old] of Object.entries(before.attributes)) {
        const attribute = vsTag.attributes.find((a) => a.name === name);
        expect(attribute, name).toBeDefined();
        if (!REWORDED.has(`${tag} ${name}`))
          expect(oneLine(attribute!.description)).toBe(old.description);
        // The plugin writes `values: []` where the old file left the list out.
        expect(
          attribute!.values.map((v) => v.name),
          name,
        ).toEqual(old.values ?? []);
      }
    });

    it('web-types: every attribute with its description and type, every event', () => {
      expect(webTag['doc-url']).toBe(`docs/api.md#${tag}`);
      for (const [name, old] of Object.entries(before.attributes)) {
        const attribute = webTag.attributes.find((a) => a.name === name);
        expect(attribute, name).toBeDefined();
        expect(attribute!.value.type).toBe(old.type);
        if (!REWORDED.has(`${tag} ${name}`))
          expect(oneLine(attribute!.description)).toBe(old.description);
      }
      expect(webTag.events.map((e) => e.name).sort()).toEqual(Object.keys(before.events).sort());
    });

    it('the declarations: every attribute typed, for the DOM, React, Vue and Preact', () => {
      for (const [name, old] of Object.entries(before.attributes)) {
        expect(types).toContain(`'${name}'?: ${old.type};`);
        const prop = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        expect(vue).toContain(`${prop}?: ${old.type}`);
      }
      for (const name of Object.keys(before.events))
        expect(types).toContain(`'${name}': CustomEvent<`);
      expect(preact).toContain(`'${tag}': Omit<PreactJSX.HTMLAttributes<`);
    });
  });
});

describe('generated docs', () => {
  it('docs/api.md and docs/content.md are up to date (run npm run docs)', () => {
    expect(readFileSync(join(ROOT, 'docs/api.md'), 'utf8')).toBe(apiReference(elements));
    expect(readFileSync(join(ROOT, 'docs/content.md'), 'utf8')).toBe(contentReference());
  });
});
