/**
 * The JSON editor: CodeMirror 6 with JSON highlighting, folding, search, brackets, history,
 * the content's problems as marks (the same path-named problems the list shows) and completion
 * from the content's JSON Schema. Its own chunk, loaded once the page has painted.
 */
import { autocompletion } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { tags } from '@lezer/highlight';
import { EditorView, basicSetup } from 'codemirror';
import type { Problem } from '../state/analyse.ts';
import { type SchemaNode, schemaCompletion } from './schema-completion.ts';

export interface JsonEditor {
  /** Replaces the text (an import, a form edit); the owner's own typing never comes back here. */
  setText(text: string): void;
  setProblems(problems: readonly Problem[]): void;
  /** Puts the cursor at `offset` and scrolls it into view. */
  reveal(offset: number): void;
  destroy(): void;
}

/** The end of the token at `from`: a string's closing quote, else the word. */
function tokenEnd(text: string, from: number): number {
  if (text[from] === '"') {
    for (let at = from + 1; at < text.length; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === '"') return at + 1;
    }
  }
  const word = /^[^\s,}\]]*/.exec(text.slice(from, from + 200))![0];
  return Math.min(text.length, from + Math.max(1, word.length));
}

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', color: 'var(--text)', backgroundColor: 'var(--field)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-gutters': {
    backgroundColor: 'var(--panel)',
    color: 'var(--muted)',
    borderColor: 'var(--line)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--active-line)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--text)' },
});

/** JSON's colours from the page's theme (builder.css), each readable on either ground. */
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--code-key)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--code-literal)' },
  {
    tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation],
    color: 'var(--muted)',
  },
]);

export function createJsonEditor(
  parent: HTMLElement,
  text: string,
  onChange: (text: string) => void,
  schema: SchemaNode | null,
  label: string,
): JsonEditor {
  let quiet = false;
  const view = new EditorView({
    parent,
    doc: text,
    extensions: [
      basicSetup,
      json(),
      lintGutter(),
      theme,
      syntaxHighlighting(highlight),
      // A tab stop axe counts: keyboard users reach (and scroll) the text through it.
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      EditorView.lineWrapping,
      ...(schema ? [autocompletion({ override: [schemaCompletion(schema)] })] : []),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !quiet) onChange(update.state.doc.toString());
      }),
    ],
  });
  return {
    setText(next) {
      if (next === view.state.doc.toString()) return;
      quiet = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
      quiet = false;
    },
    setProblems(problems) {
      const doc = view.state.doc.toString();
      const diagnostics: Diagnostic[] = problems.map((problem) => {
        const from = Math.min(problem.from, doc.length);
        return {
          from,
          to: Math.max(from, tokenEnd(doc, from)),
          severity: 'error',
          message: `${problem.path}: ${problem.message}`,
        };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    reveal(offset) {
      const at = Math.min(offset, view.state.doc.length);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
