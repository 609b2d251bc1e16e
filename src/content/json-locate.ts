/**
 * Where each value of a JSON text sits, by the JSON path the content validation reports
 * (`projects.items[0].title`), so an error can name the file's line and column. The text is
 * read by jsonc-parser (strict JSON: no comments, no trailing commas), which says where each key
 * and value starts, and where the text stops being JSON.
 */
import { printParseErrorCode, visit, type JSONPath, type ParseErrorCode } from 'jsonc-parser';

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

/** What the text should have held where the parser stopped, in the owner's words. */
const EXPECTED: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  PropertyNameExpected: 'a string in double quotes',
  ColonExpected: '":"',
  CommaExpected: '","',
  CloseBraceExpected: '"}"',
  CloseBracketExpected: '"]"',
  EndOfFileExpected: 'the end of the file',
  InvalidNumberFormat: 'a number',
  UnexpectedEndOfNumber: 'a digit',
  UnexpectedEndOfString: 'a closing double quote',
  InvalidEscapeCharacter: 'an escape such as \\n or \\"',
  InvalidUnicode: 'four hex digits after \\u',
  InvalidCharacter: 'a string without control characters (write \\n, \\t)',
  InvalidCommentToken: 'JSON, which has no comments',
  UnexpectedEndOfComment: 'JSON, which has no comments',
};

/** A long token is cut in the message: the position says where it is. */
const SHOWN_TOKEN = 24;

/** `['projects', 'items', 0, 'title']` -> `projects.items[0].title`. */
const pathName = (path: JSONPath) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );

/**
 * Maps each path in a JSON text to the offset of its key (for an object member) or of its
 * value (for an array item, or the root at path ''). Throws JsonSyntaxError where the text is
 * not JSON (Node 20's JSON.parse does not say where).
 */
export function locatePaths(text: string): Map<string, number> {
  const found = new Map<string, number>();
  let error: JsonSyntaxError | undefined;
  // A member's key comes before its value: the value keeps the key's offset.
  const value = (
    offset: number,
    _length: number,
    _line: number,
    _column: number,
    path: () => JSONPath,
  ) => {
    const name = pathName(path());
    if (!found.has(name)) found.set(name, offset);
  };
  visit(
    text,
    {
      onObjectBegin: value,
      onArrayBegin: value,
      onLiteralValue: (_value, ...at) => value(...at),
      onObjectProperty: (key, offset, _length, _line, _column, path) => {
        found.set(pathName([...path(), key]), offset);
      },
      onError: (code: ParseErrorCode, offset, length) => {
        if (error) return;
        const token = text.slice(offset, offset + length);
        const seen = !token
          ? 'the end of the file'
          : `"${token.length > SHOWN_TOKEN ? `${token.slice(0, SHOWN_TOKEN)}…` : token}"`;
        error = new JsonSyntaxError(
          `Expected ${EXPECTED[printParseErrorCode(code)] ?? 'a value'} but found ${seen}`,
          offset,
        );
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (error) throw error;
  return found;
}

/** A key given twice in one object: what to tell the owner, and where the repeat stands. */
export interface DuplicateKey {
  path: string;
  message: string;
  /** The offset of the repeat (the one JSON keeps). */
  offset: number;
}

/**
 * The keys a JSON text gives twice in one object: JSON.parse keeps the last and drops what the
 * first said, without a word. Call on text that parses (locatePaths first).
 */
export function duplicateKeys(text: string): DuplicateKey[] {
  const objects: Map<string, number>[] = [];
  const found: DuplicateKey[] = [];
  visit(text, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, offset, _length, _line, _column, path) => {
      const keys = objects.at(-1)!;
      const first = keys.get(key);
      if (first === undefined) return void keys.set(key, offset);
      const line = positionAt(text, first).line;
      found.push({
        path: pathName([...path(), key]),
        message: `Key "${key}" given again (first at line ${line}): only this one counts, so what the first said is lost; keep one`,
        offset,
      });
    },
  });
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
