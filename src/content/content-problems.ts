/**
 * What is wrong with a content document, each problem named by its JSON path
 * (`projects.items[0].title`): for the build, `npm run check` (scripts/content/validate.ts, which
 * adds lines and columns, places and files) and the builder page, which show the same messages.
 */
import * as v from 'valibot';
import { closestKey } from './closest-key.ts';
import { ContentSchema } from './document-schema.ts';

export interface PathProblem {
  path: string;
  message: string;
}

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  item?: AnySchema;
  /** A record's key and value schemas (`locales`). */
  key?: AnySchema;
  value?: AnySchema;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function issuePath(base: string, issue: v.BaseIssue<unknown>): string {
  let path = base;
  for (const item of issue.path ?? []) {
    path +=
      typeof item.key === 'number' ? `[${item.key}]` : `${path ? '.' : ''}${String(item.key)}`;
  }
  return path;
}

/**
 * Objects in the file merge over the sample content, so each key given is checked and none is
 * required; arrays replace the sample's whole, so they are checked in full.
 */
function checkLayer(
  schema: AnySchema,
  value: unknown,
  path: string,
  out: { path: string; message: string }[],
): void {
  const inner = schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema;
  if (inner.type === 'strict_object' && inner.entries && isObject(value)) {
    const known = Object.keys(inner.entries);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      const entry = inner.entries[key];
      if (entry) {
        checkLayer(entry, child, childPath, out);
        continue;
      }
      out.push({ path: childPath, message: unknownKey(key, known) });
    }
    return;
  }
  // A record of layers (`locales.pt`): each one merges over the main content, so is a layer.
  if (inner.type === 'record' && inner.key && inner.value && isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}.${key}`;
      for (const issue of v.safeParse(inner.key, key).issues ?? []) {
        out.push({ path: childPath, message: issue.message });
      }
      checkLayer(inner.value, child, childPath, out);
    }
    return;
  }
  const result = v.safeParse(schema, value);
  for (const issue of result.issues ?? []) {
    const where = issuePath(path, issue);
    if (issue.type === 'strict_object' && issue.input === undefined && issue.path) {
      out.push({ path: where, message: `Missing key "${String(issue.path.at(-1)!.key)}"` });
    } else if (issue.type === 'strict_object' && issue.path) {
      const key = String(issue.path.at(-1)!.key);
      const parent = schemaAt(schema, issue.path.slice(0, -1));
      out.push({ path: where, message: unknownKey(key, Object.keys(parent?.entries ?? {})) });
    } else {
      out.push({ path: where, message: issue.message });
    }
  }
}

/** The object schema an issue's path leads to inside `schema`, through arrays and optionals. */
function schemaAt(schema: AnySchema, path: readonly { key: unknown }[]): AnySchema | undefined {
  let node: AnySchema | undefined = schema;
  for (const item of path) {
    while (node?.wrapped) node = node.wrapped;
    node = typeof item.key === 'number' ? node?.item : node?.entries?.[String(item.key)];
  }
  while (node?.wrapped) node = node.wrapped;
  return node;
}

const unknownKey = (key: string, known: readonly string[]) => {
  const hint = closestKey(key, known);
  return `Unknown key "${key}"${hint ? `; did you mean \`${hint}\`?` : ''}`;
};

/**
 * The schema's problems in a content document (or `locales` block): objects in it merge over
 * the sample content, so each key given is checked and none is required.
 */
export function layerProblems(content: Record<string, unknown>): PathProblem[] {
  const found: PathProblem[] = [];
  checkLayer(ContentSchema as AnySchema, content, '', found);
  return found;
}
