/**
 * Completion from the content's JSON Schema (dist/portfolio.schema.json, fetched from the dist/
 * the builder is served from): the keys an object may hold where the cursor is, each with its
 * description, and the values of an enum. Written here rather than taken from
 * codemirror-json-schema, whose 0.8 bundle brings shiki along (about 200 KB gzip more).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  description?: string;
}

/** The key path from the document's root to `node`: property names, and `[]` for array items. */
function pathTo(state: EditorState, node: SyntaxNode | null): string[] {
  const path: string[] = [];
  for (let at = node; at; at = at.parent) {
    if (at.name === 'Property') {
      const name = at.getChild('PropertyName');
      if (name) path.unshift(JSON.parse(state.sliceDoc(name.from, name.to)) as string);
    } else if (at.name === 'Array') path.unshift('[]');
  }
  return path;
}

/** The schema node at a path, through objects, records (`locales`) and arrays. */
export function schemaAt(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    if (key === '[]') node = node.items;
    else if (node.properties?.[key]) node = node.properties[key];
    else if (typeof node.additionalProperties === 'object') node = node.additionalProperties;
    else return undefined;
  }
  return node;
}

export function schemaCompletion(schema: SchemaNode) {
  return (context: CompletionContext): CompletionResult | null => {
    const tree = syntaxTree(context.state);
    const node = tree.resolveInner(context.pos, -1);
    const inString = node.name === 'PropertyName' || node.name === 'String';
    const from = inString ? node.from : context.pos;
    if (!inString && !context.explicit) return null;
    // A key: inside an object, where a property name goes.
    const object =
      node.name === 'Object' ? node : node.parent?.name === 'Object' ? node.parent : null;
    const isKey = node.name === 'PropertyName' || (object !== null && node.name !== 'String');
    if (isKey) {
      const owner = node.name === 'PropertyName' ? node.parent?.parent : object;
      const target = schemaAt(schema, pathTo(context.state, owner ?? null));
      const keys = Object.entries(target?.properties ?? {});
      if (!keys.length) return null;
      return {
        from,
        options: keys.map(([key, child]) => ({
          label: JSON.stringify(key),
          type: 'property',
          info: child.description,
          apply: `${JSON.stringify(key)}: `,
        })),
        validFor: /^"?[\w$-]*"?$/,
      };
    }
    // A value: the enum of the property it belongs to.
    const target = schemaAt(schema, pathTo(context.state, node.parent));
    const values = target?.enum ?? target?.items?.enum;
    if (!values) return null;
    return {
      from,
      options: values.map((value) => ({ label: JSON.stringify(value), type: 'enum' })),
    };
  };
}
