import { toJsonSchema } from '@valibot/to-json-schema';
import { CONTENT_KEY_DOCS } from '../../src/content/content-key-docs.ts';
import { ContentSchema } from '../../src/content/document-schema.ts';
import { TECH_ICONS } from '../../src/content/schema.ts';
import { MAX_HERO_LOGOS } from '../../src/elements/hero/logo-icons.ts';
import { ICON_SLUGS } from '../content/icon-slugs.ts';

type JsonSchemaNode = Record<string, unknown>;

/**
 * The keywords of the content's JSON Schema that its readers use: the reference page
 * (content-doc.ts) and the content's TypeScript type (content-type.ts).
 */
export interface ContentSchemaNode {
  type?: string | string[];
  properties?: Record<string, ContentSchemaNode>;
  required?: string[];
  additionalProperties?: boolean | ContentSchemaNode;
  items?: ContentSchemaNode;
  enum?: unknown[];
  anyOf?: ContentSchemaNode[];
  $ref?: string;
  $defs?: Record<string, ContentSchemaNode>;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  title?: string;
  description?: string;
}

/**
 * The content file's JSON Schema, for editor autocompletion. Sections merge over the sample
 * content, so no top-level section and no key of a section object is required; items inside
 * arrays replace the sample's whole, so they keep their required keys.
 */
export function contentJsonSchema(): ContentSchemaNode {
  const schema = toJsonSchema(ContentSchema, { errorMode: 'ignore' }) as JsonSchemaNode;
  relaxMergedObjects(schema);
  describeKeys(schema, '');
  listIconSlugs(schema);
  return {
    ...(schema as ContentSchemaNode),
    title: 'portfolio-elements content',
    description:
      'The content document read by every portfolio-elements tag. Any key you leave out keeps the built-in sample value; arrays replace the sample array whole.',
  };
}

function relaxMergedObjects(node: JsonSchemaNode): void {
  delete node.required;
  const properties = node.properties as Record<string, JsonSchemaNode> | undefined;
  for (const child of Object.values(properties ?? {})) {
    if (child.type === 'object') relaxMergedObjects(child);
  }
  // `locales`: each language's overrides merge over the main content too.
  const values = node.additionalProperties as JsonSchemaNode | undefined;
  if (typeof values === 'object' && values.type === 'object') relaxMergedObjects(values);
}

/**
 * Editors complete `hero.logos` and a tag's icon from every simple-icons slug. The list lives in
 * this file only (dist/portfolio.schema.json), never in the page's scripts, which check the form
 * and count (heroLogoIssues) and ask for the icon; it is written once, in `$defs`.
 */
function listIconSlugs(schema: JsonSchemaNode): void {
  schema.$defs = {
    ...(schema.$defs as Record<string, JsonSchemaNode> | undefined),
    iconSlug: { type: 'string', enum: [...ICON_SLUGS] },
  };
  const slug = { $ref: '#/$defs/iconSlug' };
  const hero = (schema.properties as Record<string, JsonSchemaNode>).hero!;
  const logos = (hero.properties as Record<string, JsonSchemaNode>).logos!;
  logos.maxItems = MAX_HERO_LOGOS;
  logos.uniqueItems = true;
  logos.items = { ...slug, description: 'a simple-icons slug, e.g. "typescript"' };
  // A tag's icon: any slug, or a built-in name (two of which are not slugs: nextjs, nodejs).
  const projects = (schema.properties as Record<string, JsonSchemaNode>).projects!;
  const items = (projects.properties as Record<string, JsonSchemaNode>).items!;
  const project = items.items as JsonSchemaNode;
  const tags = (project.properties as Record<string, JsonSchemaNode>).tags!;
  const tag = tags.items as JsonSchemaNode;
  const slugs = new Set(ICON_SLUGS);
  (tag.properties as Record<string, JsonSchemaNode>).icon = {
    description: 'a simple-icons slug, e.g. "rust", or a built-in name',
    anyOf: [slug, { type: 'string', enum: TECH_ICONS.filter((name) => !slugs.has(name)) }],
  };
}

/** Each key's meaning (CONTENT_KEY_DOCS) as its description, which editors show on hover. */
function describeKeys(node: JsonSchemaNode, path: string): void {
  const properties = node.properties as Record<string, JsonSchemaNode> | undefined;
  for (const [key, child] of Object.entries(properties ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    const text = CONTENT_KEY_DOCS[childPath];
    if (text) child.description = text;
    describeKeys(child, childPath);
    const items = child.items as JsonSchemaNode | undefined;
    if (child.type === 'array' && items?.type === 'object') describeKeys(items, `${childPath}[]`);
  }
}

/** Every path of the schema, as CONTENT_KEY_DOCS names them (`projects.items[].title`). */
export function contentKeyPaths(): string[] {
  const paths: string[] = [];
  const walk = (node: JsonSchemaNode, path: string) => {
    const properties = node.properties as Record<string, JsonSchemaNode> | undefined;
    for (const [key, child] of Object.entries(properties ?? {})) {
      const childPath = path ? `${path}.${key}` : key;
      paths.push(childPath);
      // The message keys are the elements' own words, listed in docs/languages.md.
      if (childPath === 'messages') continue;
      walk(child, childPath);
      const items = child.items as JsonSchemaNode | undefined;
      if (child.type === 'array' && items?.type === 'object') walk(items, `${childPath}[]`);
    }
  };
  walk(toJsonSchema(ContentSchema, { errorMode: 'ignore' }) as JsonSchemaNode, '');
  return paths;
}
