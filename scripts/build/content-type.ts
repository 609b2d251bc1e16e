/**
 * `PortfolioContent`, the content document's TypeScript type, written from its JSON Schema
 * (portfolio.schema.json): what an app types the object it hands the elements as, with each
 * key's description as its doc comment. Every key is optional where the schema leaves it out of
 * `required`, as in the document: a key left out keeps the sample's value.
 */
import type { ContentSchemaNode } from './schema.ts';

/**
 * The type of what a `$ref` names, by its `$defs` key: a Simple Icons slug stays a string (its
 * thousands of names would weigh more than the rest of the declarations; the build and the
 * elements check it).
 */
const REFERENCED: Readonly<Record<string, string>> = { iconSlug: 'string' };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A description as a doc comment at `indent`, on one line ('*' and '/' kept apart). */
function docComment(description: string | undefined, indent: string): string {
  if (!description) return '';
  const text = description.replace(/\s+/g, ' ').replace(/\*\//g, '* /').trim();
  return `${indent}/** ${text} */\n`;
}

function typeOf(schema: ContentSchemaNode, depth: number): string {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    const type = REFERENCED[name];
    if (!type) throw new Error(`content type: no type for the schema's ${schema.$ref}`);
    return type;
  }
  if (schema.anyOf) return [...new Set(schema.anyOf.map((s) => typeOf(s, depth)))].join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(schema.items ?? {}, depth);
      return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return objectType(schema, depth);
    default:
      throw new Error(`content type: no type for ${JSON.stringify(schema).slice(0, 80)}`);
  }
}

function objectType(schema: ContentSchemaNode, depth: number): string {
  const indent = '  '.repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${docComment(property.description, indent)}${indent}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(property, depth + 1)};`,
  );
  const rest = schema.additionalProperties;
  if (rest && typeof rest === 'object') {
    lines.push(`${indent}[key: string]: ${typeOf(rest, depth + 1)};`);
  }
  if (!lines.length) return rest === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}

/** `export interface PortfolioContent { … }` for the content's JSON Schema. */
export function contentTypeDeclaration(schema: ContentSchemaNode): string {
  if (schema.type !== 'object') throw new Error('content type: the schema is not an object');
  return `${docComment(schema.description, '')}export interface PortfolioContent ${objectType(schema, 0)}
`;
}
