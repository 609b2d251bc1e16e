import { describe, expect, it } from 'vitest';
import { schemaAt, type SchemaNode } from './schema-completion.ts';

const schema: SchemaNode = {
  properties: {
    theme: { enum: ['dark', 'light'] },
    work: { properties: { jobs: { items: { properties: { name: { type: 'string' } } } } } },
    locales: { additionalProperties: { properties: { owner: { type: 'object' } } } },
  },
};

describe('the schema at a place in the document', () => {
  it('follows objects, array items and records, and knows where it ends', () => {
    expect(schemaAt(schema, ['theme'])?.enum).toEqual(['dark', 'light']);
    expect(schemaAt(schema, ['work', 'jobs', '[]', 'name'])?.type).toBe('string');
    expect(schemaAt(schema, ['locales', 'pt', 'owner'])?.type).toBe('object');
    expect(schemaAt(schema, ['work', 'nope'])).toBeUndefined();
  });
});
