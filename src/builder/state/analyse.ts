/**
 * What the editor's text is: JSON or not, and every problem the schema finds, each named by its
 * path (as the build names it: content-problems.ts) with the offset the editor marks.
 */
import { layerProblems } from '../../content/content-problems.ts';
import { duplicateKeys, JsonSyntaxError, locatePaths } from '../../content/json-locate.ts';
import { isPlainObject, type JsonObject } from '../../content/config-layers.ts';

export interface Problem {
  /** `projects.items[0].title`, or `(file)` for JSON that does not parse. */
  path: string;
  message: string;
  /** Where the editor marks it. */
  from: number;
}

export interface Analysis {
  /** The parsed document, when it is a JSON object. */
  value: JsonObject | undefined;
  problems: Problem[];
}

/** The offset of the deepest path that locates: `a.b[2].c`, else `a.b[2]`, `a.b`, ... */
function offsetOf(paths: Map<string, number>, path: string): number {
  for (let at = path; at; at = at.replace(/(\.[^.[\]]*|\[\d+\])$/, '')) {
    const found = paths.get(at);
    if (found !== undefined) return found;
    if (!/(\.[^.[\]]*|\[\d+\])$/.test(at)) break;
  }
  return paths.get('') ?? 0;
}

export function analyse(text: string): Analysis {
  let paths: Map<string, number>;
  try {
    paths = locatePaths(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {
      value: undefined,
      problems: [{ path: '(file)', message: `Not JSON: ${error.message}`, from: error.offset }],
    };
  }
  const value: unknown = JSON.parse(text);
  if (!isPlainObject(value)) {
    return {
      value: undefined,
      problems: [{ path: '(root)', message: 'Expected a JSON object: { ... }', from: 0 }],
    };
  }
  const problems = [
    ...duplicateKeys(text).map(({ path, message, offset }) => ({ path, message, from: offset })),
    ...layerProblems(value).map((problem) => ({
      ...problem,
      from: offsetOf(paths, problem.path),
    })),
  ];
  return { value, problems };
}
