/**
 * Where each value of a JSON text sits, by the JSON path the content validation reports
 * (`projects.items[0].title`), so an error can name the file's line and column.
 */

export interface TextPosition {
  line: number;
  column: number;
}

/** Line and column (both from 1) of an offset in `text`. */
export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** A JSON syntax error, with the offset where the text stops being JSON. */
export class JsonSyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const LITERAL = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?)/;
// JSON strings may not hold raw control characters.
// eslint-disable-next-line no-control-regex
const STRING = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\da-fA-F]{4}))*"/;

/**
 * Maps each path in a JSON text to the offset of its key (for an object member) or of its
 * value (for an array item, or the root at path ''). Throws JsonSyntaxError where the text is
 * not JSON (Node 20's JSON.parse does not say where).
 */
export function locatePaths(text: string): Map<string, number> {
  const found = new Map<string, number>();
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const fail = (expected: string): never => {
    const seen = at < text.length ? `"${text[at]}"` : 'the end of the file';
    throw new JsonSyntaxError(`Expected ${expected} but found ${seen}`, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`"${char}"`);
    at++;
  };
  const readString = (): string => {
    const match = STRING.exec(text.slice(at)) ?? fail('a string in double quotes');
    at += match[0].length;
    return JSON.parse(match[0]) as string;
  };
  /** Reads the members or items of a container up to `close`, comma-separated. */
  const readList = (close: string, readItem: (index: number) => void) => {
    at++;
    skipSpace();
    if (text[at] === close) return void at++;
    for (let index = 0; ; index++) {
      readItem(index);
      skipSpace();
      if (text[at] === close) return void at++;
      expect(',');
      skipSpace();
    }
  };
  const readValue = (path: string): void => {
    skipSpace();
    if (!found.has(path)) found.set(path, at);
    const char = text[at];
    if (char === '{') {
      readList('}', () => {
        const keyAt = at;
        const key = readString();
        const child = path ? `${path}.${key}` : key;
        found.set(child, keyAt);
        expect(':');
        readValue(child);
      });
    } else if (char === '[') {
      readList(']', (index) => readValue(`${path}[${index}]`));
    } else if (char === '"') {
      readString();
    } else {
      at += (LITERAL.exec(text.slice(at)) ?? fail('a value'))[0].length;
    }
  };
  readValue('');
  skipSpace();
  if (at < text.length) fail('the end of the file');
  return found;
}

/** The position of `path`, or of its nearest ancestor the text has (a missing key's object). */
export function positionOf(text: string, paths: Map<string, number>, path: string): TextPosition {
  let current = path;
  while (current && !paths.has(current)) {
    const parent = current.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    current = parent === current ? '' : parent;
  }
  return positionAt(text, paths.get(current) ?? 0);
}
