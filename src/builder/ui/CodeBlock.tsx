/** @jsxImportSource preact */
/** A snippet to copy: read-only text the owner can also select, and a button that copies it. */
import { useId, useRef, useState } from 'preact/hooks';

/** How long "Copied" shows on the button. */
const COPIED_MS = 2000;

export async function copyText(
  text: string,
  fallback: HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an insecure origin, a frame): select it for the owner instead.
    fallback?.focus();
    fallback?.select();
    return document.execCommand('copy');
  }
}

export function CodeBlock(props: { label: string; text: string; rows?: number }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const copy = async () => {
    const done = await copyText(props.text, area.current);
    setState(done ? 'copied' : 'select');
    setTimeout(() => setState('idle'), COPIED_MS);
  };
  return (
    <div class="code">
      <div class="code-head">
        <label for={id}>{props.label}</label>
        <button type="button" onClick={() => void copy()}>
          {state === 'copied' ? 'Copied' : 'Copy'}
          <span class="visually-hidden"> {props.label}</span>
        </button>
      </div>
      <textarea
        id={id}
        ref={area}
        readOnly
        spellcheck={false}
        rows={props.rows ?? Math.min(12, props.text.split('\n').length + 1)}
        value={props.text}
      />
      <p class="visually-hidden" role="status">
        {state === 'copied'
          ? 'Copied to the clipboard'
          : state === 'select'
            ? 'Selected: press Ctrl+C to copy'
            : ''}
      </p>
    </div>
  );
}
