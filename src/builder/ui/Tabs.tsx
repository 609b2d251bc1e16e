/** @jsxImportSource preact */
/** Tabs as WAI-ARIA describes them: arrow keys, Home and End move between them. */
import type { ComponentChildren } from 'preact';
import { useId, useRef } from 'preact/hooks';

export function Tabs<T extends string>(props: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onValue(value: T): void;
  children: ComponentChildren;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = props.tabs.findIndex((tab) => tab.id === props.value);
  const go = (i: number) => {
    const tab = props.tabs[(i + props.tabs.length) % props.tabs.length]!;
    props.onValue(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${tab.id}`)}`)?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: props.tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  return (
    <div class="tabs">
      <div role="tablist" aria-label={props.label} ref={list} onKeyDown={onKey}>
        {props.tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            aria-selected={tab.id === props.value}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === props.value ? 0 : -1}
            onClick={() => props.onValue(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${props.value}`}
        tabIndex={0}
      >
        {props.children}
      </div>
    </div>
  );
}
