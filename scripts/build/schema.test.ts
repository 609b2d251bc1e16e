import { describe, expect, it } from 'vitest';
import { CONTENT_KEY_DOCS } from '../../src/content/content-key-docs.ts';
import { contentJsonSchema, contentKeyPaths } from './schema.ts';

describe('contentJsonSchema', () => {
  const schema = contentJsonSchema() as {
    required?: string[];
    additionalProperties?: boolean;
    properties: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
  };

  it('lists every section and refuses unknown keys', () => {
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['owner', 'nav', 'hero', 'about', 'projects', 'work', 'contact']),
    );
    expect(schema.additionalProperties).toBe(false);
  });

  it('requires nothing at the merged levels', () => {
    expect(schema.required).toBeUndefined();
    expect(schema.properties.owner!.required).toBeUndefined();
  });

  it('keeps array items complete', () => {
    const items = (
      schema.properties.projects!.properties!.items as { items: { required: string[] } }
    ).items;
    expect(items.required).toEqual(expect.arrayContaining(['title', 'desc', 'subdesc', 'tags']));
    // Drawn from the accent, the logo and the title when left out.
    expect(items.required).not.toEqual(expect.arrayContaining(['spotlight']));
    expect(items.required).not.toEqual(expect.arrayContaining(['logoStyle']));
  });

  it('describes every key, and nothing that is not one', () => {
    const paths = contentKeyPaths();
    expect(paths).toContain('projects.items[].texture');
    expect(paths.filter((path) => !CONTENT_KEY_DOCS[path])).toEqual([]);
    expect(Object.keys(CONTENT_KEY_DOCS).filter((path) => !paths.includes(path))).toEqual([]);
    const texture = (
      schema.properties.projects!.properties!.items as {
        items: { properties: Record<string, { description?: string }> };
      }
    ).items.properties.texture!;
    expect(texture.description).toMatch(/^A video/);
  });

  /** The slugs an editor completes from `node`: its enum, or its references' and options'. */
  function completions(node: Record<string, unknown>): string[] {
    if (Array.isArray(node.enum)) return node.enum as string[];
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/$defs/', '');
      const defs = (schema as unknown as { $defs: Record<string, Record<string, unknown>> }).$defs;
      return completions(defs[name]!);
    }
    const options = (node.anyOf ?? []) as Record<string, unknown>[];
    return options.flatMap(completions);
  }

  it('lets a tag name any simple-icons slug or a built-in name', () => {
    const icon = (
      schema.properties.projects!.properties!.items as {
        items: {
          properties: { tags: { items: { properties: { icon: Record<string, unknown> } } } };
        };
      }
    ).items.properties.tags.items.properties.icon;
    expect(completions(icon)).toEqual(
      expect.arrayContaining(['rust', 'postgresql', 'nextjs', 'nodejs']),
    );
  });

  it('lists every icon slug for hero.logos, once, which the page bundle never carries', () => {
    const hero = schema.properties.hero!.properties as Record<
      string,
      { items: Record<string, unknown> }
    >;
    const slugs = completions(hero.logos!.items);
    expect(slugs.length).toBeGreaterThan(3000);
    expect(slugs).toEqual(expect.arrayContaining(['react', 'typescript', 'docker', 'rust']));
    expect(JSON.stringify(schema).split('"typescript"').length - 1).toBe(1);
  });
});
