/** The content schema reference page of docs/, generated from the same JSON Schema. */
import { contentJsonSchema } from './schema.ts';

interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
  enum?: unknown[];
  anyOf?: Node[];
  required?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
  maxItems?: number;
}

/** Longer lists (the 3,000 icon slugs) are described, not spelt out. */
const LISTED_MAX = 20;

function typeOf(node: Node): string {
  if (node.enum && node.enum.length > LISTED_MAX)
    return `string: ${node.description ?? 'a name'} (one of ${node.enum.length})`;
  if (node.enum) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (node.anyOf) return node.anyOf.map(typeOf).join(' \\| ');
  if (node.type === 'array') {
    const items = `array of ${node.items ? typeOf(node.items) : 'any'}`;
    return node.maxItems === undefined ? items : `${items}, at most ${node.maxItems}`;
  }
  const base = Array.isArray(node.type) ? node.type.join(' \\| ') : (node.type ?? 'any');
  const bounds = [
    node.format,
    node.minimum !== undefined && `≥ ${node.minimum}`,
    node.maximum !== undefined && `≤ ${node.maximum}`,
  ].filter(Boolean);
  return bounds.length ? `${base} (${bounds.join(', ')})` : base;
}

function rows(node: Node, path: string, out: string[], required: boolean): void {
  if (path) out.push(`| \`${path}\` | ${typeOf(node)} | ${required ? 'yes' : ''} |`);
  const properties = node.type === 'array' ? node.items?.properties : node.properties;
  const owner = node.type === 'array' ? node.items : node;
  for (const [key, child] of Object.entries(properties ?? {})) {
    const childPath = node.type === 'array' ? `${path}[].${key}` : path ? `${path}.${key}` : key;
    rows(child, childPath, out, owner?.required?.includes(key) ?? false);
  }
}

export function contentReference(): string {
  const out: string[] = [];
  rows(contentJsonSchema() as Node, '', out, false);
  return `# Content schema reference

Generated from the content schema (\`npm run docs\`), the same one that validates content at run
time and produces \`dist/portfolio.schema.json\`.

- Every key is optional at the merged levels: what you leave out keeps the built-in sample value.
- Arrays replace the sample's array whole, so their items need every key marked required.
- Unknown keys are errors; URLs must be \`https:\`, \`http:\`, \`mailto:\` or relative.

| path | type | required in its item |
| --- | --- | --- |
${out.join('\n')}
`;
}
