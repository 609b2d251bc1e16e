/** @jsxImportSource preact */
/** Labelled form controls: native inputs, so the keyboard and screen readers work as usual. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface TextProps {
  label: string;
  value: string;
  onValue(value: string): void;
  placeholder?: string | undefined;
  type?: 'text' | 'email' | 'url' | 'month';
  hint?: string;
  /** Commit on change (leaving the field) rather than on every key. */
  lazy?: boolean;
  multiline?: boolean;
  autoComplete?: string;
}

export function TextField(props: TextProps) {
  const id = useId();
  const hint = props.hint ? `${id}-hint` : undefined;
  const commit = (event: Event) => props.onValue((event.currentTarget as HTMLInputElement).value);
  const handlers = props.lazy ? { onChange: commit } : { onInput: commit };
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.multiline ? (
        <textarea
          id={id}
          rows={3}
          value={props.value}
          placeholder={props.placeholder}
          aria-describedby={hint}
          {...handlers}
        />
      ) : (
        <input
          id={id}
          type={props.type ?? 'text'}
          value={props.value}
          placeholder={props.placeholder}
          aria-describedby={hint}
          autoComplete={props.autoComplete ?? 'off'}
          {...handlers}
        />
      )}
      {props.hint && (
        <p class="hint" id={hint}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue(value: string): void;
}

export function SelectField(props: SelectProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onValue(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Fieldset(props: { legend: string; children: ComponentChildren; class?: string }) {
  return (
    <fieldset class={props.class}>
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

/** A group of buttons of which one is pressed: a segmented control. */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValue(value: T): void;
}) {
  return (
    <div class="segmented" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === props.value}
          onClick={() => props.onValue(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
