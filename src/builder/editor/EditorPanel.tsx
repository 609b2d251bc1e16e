/** @jsxImportSource preact */
/**
 * The JSON editor and the list of problems under it, each named by its path; choosing one puts
 * the cursor there. CodeMirror and the schema load once the page has painted.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Problem } from '../state/analyse.ts';
import type { JsonEditor } from './json-editor.ts';
import type { SchemaNode } from './schema-completion.ts';

/** How far below the screen the editor starts loading. */
const NEAR = '600px';

/** The problems listed; the rest are counted (a pasted document can have hundreds). */
const LISTED = 50;

async function loadSchema(): Promise<SchemaNode | null> {
  try {
    const response = await fetch(new URL('../portfolio.schema.json', location.href));
    return response.ok ? ((await response.json()) as SchemaNode) : null;
  } catch {
    return null;
  }
}

export function EditorPanel(props: {
  text: string;
  problems: readonly Problem[];
  onText(text: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<JsonEditor | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState('');
  const [ready, setReady] = useState(false);

  // CodeMirror (the page's largest chunk) loads as the editor comes near the screen.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!host.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: NEAR },
    );
    observer.observe(host.current);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let live = true;
    Promise.all([import('./json-editor.ts'), loadSchema()])
      .then(([{ createJsonEditor }, schema]) => {
        if (!live || !host.current) return;
        editor.current = createJsonEditor(
          host.current,
          latest.current.text,
          (text) => latest.current.onText(text),
          schema,
          'Content JSON',
        );
        editor.current.setProblems(latest.current.problems);
        setReady(true);
      })
      .catch((error: unknown) => setFailed(`The editor could not load: ${String(error)}`));
    return () => {
      live = false;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [near]);

  useEffect(() => {
    editor.current?.setText(props.text);
    editor.current?.setProblems(props.problems);
  }, [props.text, props.problems]);

  const count = props.problems.length;
  return (
    <div class="editor-panel">
      <div class="editor-box">
        {/* CodeMirror's own: Preact renders nothing inside. */}
        <div class="editor" ref={host} />
        {!ready && <p class="hint editor-wait">{failed || 'Loading the editor…'}</p>}
      </div>
      <div class={count ? 'problems' : 'problems ok'} role="status" aria-live="polite">
        {count === 0 ? (
          <p>The content is valid.</p>
        ) : (
          <>
            <p>
              {count === 1 ? '1 problem' : `${count} problems`}: the preview keeps the last valid
              content until they are fixed.
            </p>
            <ul>
              {props.problems.slice(0, LISTED).map((problem, i) => (
                <li key={i}>
                  <button
                    type="button"
                    class="link"
                    onClick={() => editor.current?.reveal(problem.from)}
                  >
                    <code>{problem.path}</code>
                  </button>{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
            {count > LISTED && <p>… and {count - LISTED} more.</p>}
          </>
        )}
      </div>
    </div>
  );
}
