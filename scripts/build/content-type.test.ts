import { describe, expect, it } from 'vitest';
import { contentTypeDeclaration } from './content-type.ts';
import type { ContentSchemaNode } from './schema.ts';

describe('contentTypeDeclaration', () => {
  it('writes optional keys, required item keys, unions, records and doc comments', () => {
    const schema: ContentSchemaNode = {
      type: 'object',
      description: 'The document.',
      properties: {
        theme: { type: 'string', enum: ['dark', 'light'], description: 'The */ palette.' },
        messages: {
          type: 'object',
          properties: { 'contact.send': { type: 'string' } },
          additionalProperties: false,
        },
        jobs: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'number' }, icon: { anyOf: [{ $ref: '#/$defs/iconSlug' }] } },
            required: ['id'],
          },
        },
        locales: { type: 'object', additionalProperties: { type: 'object', properties: {} } },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      },
    };
    expect(contentTypeDeclaration(schema)).toBe(`/** The document. */
export interface PortfolioContent {
  /** The * / palette. */
  theme?: "dark" | "light";
  messages?: {
    'contact.send'?: string;
  };
  jobs?: {
    id: number;
    icon?: string;
  }[];
  locales?: {
    [key: string]: Record<string, unknown>;
  };
  tags?: ("a" | "b")[];
}
`);
  });

  it('refuses a schema it cannot type, rather than typing it loosely', () => {
    expect(() =>
      contentTypeDeclaration({ type: 'object', properties: { x: { $ref: '#/$defs/other' } } }),
    ).toThrow('#/$defs/other');
    expect(() => contentTypeDeclaration({ type: 'array' })).toThrow('not an object');
  });
});
