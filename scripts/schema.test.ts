import { describe, expect, it } from 'vitest';
import { contentJsonSchema } from './schema.ts';

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
    expect(items.required).toEqual(expect.arrayContaining(['title', 'desc', 'spotlight', 'tags']));
  });

  it('lists every icon slug for hero.logos, which the page bundle never carries', () => {
    const hero = schema.properties.hero!.properties as Record<
      string,
      { items: { enum: string[] } }
    >;
    const slugs = hero.logos!.items.enum;
    expect(slugs.length).toBeGreaterThan(3000);
    expect(slugs).toEqual(expect.arrayContaining(['react', 'typescript', 'docker', 'rust']));
  });
});
