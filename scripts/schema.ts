import { toJsonSchema } from '@valibot/to-json-schema';
import { ContentSchema } from '../src/content/document-schema.ts';
import { MAX_HERO_LOGOS } from '../src/elements/hero/logo-icons.ts';
import { ICON_SLUGS } from './content/icon-slugs.ts';

type JsonSchemaNode = Record<string, unknown>;

/**
 * The content file's JSON Schema, for editor autocompletion. Sections merge over the sample
 * content, so no top-level section and no key of a section object is required; items inside
 * arrays replace the sample's whole, so they keep their required keys.
 */
export function contentJsonSchema(): JsonSchemaNode {
  const schema = toJsonSchema(ContentSchema, { errorMode: 'ignore' }) as JsonSchemaNode;
  relaxMergedObjects(schema);
  listIconSlugs(schema);
  return {
    ...schema,
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
 * Editors complete `hero.logos` from every simple-icons slug. The list lives in this file only
 * (dist/portfolio.schema.json), never in the page's scripts, which check the form and count
 * (heroLogoIssues) and ask for the icon.
 */
function listIconSlugs(schema: JsonSchemaNode): void {
  const hero = (schema.properties as Record<string, JsonSchemaNode>).hero!;
  const logos = (hero.properties as Record<string, JsonSchemaNode>).logos!;
  logos.maxItems = MAX_HERO_LOGOS;
  logos.uniqueItems = true;
  logos.items = {
    type: 'string',
    description: 'a simple-icons slug, e.g. "typescript"',
    enum: [...ICON_SLUGS],
  };
}
