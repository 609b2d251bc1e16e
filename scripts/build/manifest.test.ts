import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_CONTRACT, ELEMENT_ENTRIES } from '../../elements.config.ts';
import { PORTFOLIO_EVENTS } from '../../src/lib/events.ts';
import { contentReference } from './content-doc.ts';
import {
  EVENT_DETAILS,
  apiReference,
  customElementsManifest,
  parseElementDoc,
  readElementDocs,
  vscodeCustomData,
  webTypes,
} from './manifest.ts';

const ROOT = join(import.meta.dirname, '../..');
const TAGS = Object.keys(ELEMENT_ENTRIES);

describe('parseElementDoc', () => {
  it('reads the tags, with continuation lines', () => {
    const doc = parseElementDoc(
      `/** Not this one. */\nconst x = 1;\n/**\n * A thing.\n *\n * @tag x-thing\n * @attr config - Where\n *   content comes from.\n * @fires x-error - Failed.\n * @csspart bar - The bar.\n * @cssprop --x-color - Colour.\n */\nexport const XThing = make();`,
      'x.ts',
    );
    expect(doc).toMatchObject({
      tagName: 'x-thing',
      className: 'XThing',
      description: 'A thing.',
      attributes: [{ name: 'config', description: 'Where content comes from.' }],
      events: [{ name: 'x-error' }],
      cssParts: [{ name: 'bar' }],
      cssProperties: [{ name: '--x-color' }],
    });
  });
});

describe('custom-elements manifest', () => {
  const docs = readElementDocs();
  const byTag = new Map(docs.map((doc) => [doc.tagName, doc]));
  const manifest = customElementsManifest(docs);

  it.each(TAGS)('documents what the contract promises of %s', (tag) => {
    const doc = byTag.get(tag);
    expect(doc, `${tag} has no documented element file`).toBeDefined();
    expect(doc!.description.length).toBeGreaterThan(20);
    const contract = ELEMENT_CONTRACT[tag]!;
    expect(doc!.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining([...contract.attributes]),
    );
    expect(doc!.events.map((e) => e.name)).toEqual(expect.arrayContaining([...contract.events]));
  });

  it('names only events the elements can fire, and every one of them', () => {
    const promised = new Set(Object.values(ELEMENT_CONTRACT).flatMap((c) => c.events));
    expect([...promised].sort()).toEqual([...PORTFOLIO_EVENTS].sort());
    const fired = new Set(docs.flatMap((doc) => doc.events.map((e) => e.name)));
    for (const event of PORTFOLIO_EVENTS) expect(fired, event).toContain(event);
  });

  it("types every event's detail, and only the events the elements fire", () => {
    expect(Object.keys(EVENT_DETAILS).sort()).toEqual([...PORTFOLIO_EVENTS].sort());
  });

  it('types theme, surface and loading as their values, in the manifest and the editor files', () => {
    const hero = manifest.modules.find((m) => m.declarations[0]!.tagName === 'portfolio-hero')!;
    const types = Object.fromEntries(
      hero.declarations[0]!.attributes.map((a) => [a.name, a.type.text]),
    );
    expect(types).toMatchObject({
      theme: "'dark' | 'light' | 'auto'",
      surface: "'solid' | 'transparent'",
      loading: "'lazy' | 'eager'",
      config: 'string',
    });
    const vscode = vscodeCustomData(docs).tags.find((t) => t.name === 'portfolio-hero')!;
    expect(vscode.attributes.find((a) => a.name === 'theme')?.values).toEqual([
      { name: 'dark' },
      { name: 'light' },
      { name: 'auto' },
    ]);
    const web = webTypes(docs, { name: 'portfolio-elements', version: '1.0.0' });
    expect(web.contributions.html.elements.map((e) => e.name).sort()).toEqual([...TAGS].sort());
  });

  it('is a schema 2.1.0 manifest with one custom-element definition per tag', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    const defined = manifest.modules.flatMap((m) =>
      m.exports.filter((e) => e.kind === 'custom-element-definition').map((e) => e.name),
    );
    expect(defined.sort()).toEqual([...byTag.keys()].sort());
  });
});

describe('generated docs', () => {
  it('docs/api.md and docs/content.md are up to date (run npm run docs)', () => {
    expect(readFileSync(join(ROOT, 'docs/api.md'), 'utf8')).toBe(apiReference(readElementDocs()));
    expect(readFileSync(join(ROOT, 'docs/content.md'), 'utf8')).toBe(contentReference());
  });
});
