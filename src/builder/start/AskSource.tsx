/** @jsxImportSource preact */
/**
 * A starting point the owner names (an address, a username), then imports: a heading, what it
 * takes, the field and its Import button, in a form so Enter submits it.
 */
import type { ComponentChildren } from 'preact';

export function AskSource(props: {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  onSubmit(event: Event): void;
  input: { type?: string; placeholder: string; autoComplete?: string };
  children: ComponentChildren;
}) {
  return (
    <form class="source" onSubmit={props.onSubmit}>
      <h3>
        <label for={props.id}>{props.label}</label>
      </h3>
      <p>{props.children}</p>
      <div class="inline">
        <input
          id={props.id}
          required
          {...props.input}
          value={props.value}
          onInput={(event) => props.onValue(event.currentTarget.value)}
        />
        <button type="submit">Import</button>
      </div>
    </form>
  );
}
