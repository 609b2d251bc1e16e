import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentReference } from './content-doc.ts';
import {
  apiReference,
  customElementsManifest,
  parseElementDoc,
  readElementDocs,
} from './manifest.ts';

const ROOT = join(import.meta.dirname, '..');
const design = readFileSync(join(ROOT, '../shared/DESIGN.md'), 'utf8');

/** Everything DESIGN.md documents: tags, per-tag attributes and events. */
const DESIGN_TAGS = [...design.matchAll(/^\| `(portfolio-[a-z]+)` \|/gm)].map((m) => m[1]!);
const eventsSection = design.slice(design.indexOf('## Events'), design.indexOf('## 3D sections'));
const DESIGN_EVENTS = [
  ...new Set([...eventsSection.matchAll(/`(portfolio-[a-z-]+)`/g)].map((m) => m[1]!)),
];
const THREE_D = ['portfolio-hero', 'portfolio-about', 'portfolio-projects', 'portfolio-work'];
const CONTACT_ATTRIBUTES = ['public-key', 'service-id', 'template-id', 'to-email', 'email-origin'];

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

  it('DESIGN.md lists the seven tags and eight events (sanity of the parse)', () => {
    expect(DESIGN_TAGS).toHaveLength(7);
    expect(DESIGN_EVENTS).toHaveLength(8);
  });

  it.each(DESIGN_TAGS)('documents %s with config and portfolio-error', (tag) => {
    const doc = byTag.get(tag);
    expect(doc, `${tag} has no documented element file`).toBeDefined();
    expect(doc!.attributes.map((a) => a.name)).toContain('config');
    expect(doc!.events.map((e) => e.name)).toContain('portfolio-error');
    expect(doc!.description.length).toBeGreaterThan(20);
  });

  it.each(THREE_D)('documents loading, poster, progress and load on %s', (tag) => {
    const doc = byTag.get(tag);
    expect(doc).toBeDefined();
    expect(doc!.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['loading', 'poster']),
    );
    expect(doc!.events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['portfolio-progress', 'portfolio-load']),
    );
  });

  it('documents the contact attributes', () => {
    expect(byTag.get('portfolio-contact')?.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(CONTACT_ATTRIBUTES),
    );
  });

  it('documents every DESIGN.md event on some element', () => {
    const fired = new Set(docs.flatMap((doc) => doc.events.map((e) => e.name)));
    for (const event of DESIGN_EVENTS) expect(fired, event).toContain(event);
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
