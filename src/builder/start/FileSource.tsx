/** @jsxImportSource preact */
/** A starting point that is a file the owner chooses: a heading, what it takes, the file input. */
import type { ComponentChildren } from 'preact';

export function FileSource(props: {
  id: string;
  label: string;
  onFile(event: Event): void;
  children: ComponentChildren;
}) {
  return (
    <div class="source">
      <h3>
        <label for={props.id}>{props.label}</label>
      </h3>
      <p>{props.children}</p>
      <input id={props.id} type="file" accept=".json,application/json" onChange={props.onFile} />
    </div>
  );
}
