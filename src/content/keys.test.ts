import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS } from './keys.ts';
import { ContentSchema } from './document-schema.ts';

describe('CONTENT_KEYS', () => {
  it('names every top-level key of the content schema, and no other', () => {
    expect([...CONTENT_KEYS].sort()).toEqual(Object.keys(ContentSchema.entries).sort());
  });
});
