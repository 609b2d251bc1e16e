/** @jsxImportSource preact */
/** A list the owner edits item by item: each item's fields, and buttons to move or remove it. */
import type { ComponentChildren } from 'preact';
import type { JsonObject } from '../../content/config-layers.ts';
import { move, without } from '../state/edit.ts';

/** An item's text at `key`, or '' where it has none. */
export const itemText = (item: JsonObject, key: string) =>
  typeof item[key] === 'string' ? (item[key] as string) : '';

/**
 * A text field's value and setter for one key of a list item; a key of `optional` left empty is
 * no key at all (a job's `end` out is "to the present").
 */
export function itemField(
  item: JsonObject,
  update: (item: JsonObject) => void,
  key: string,
  optional: readonly string[],
) {
  return {
    value: itemText(item, key),
    onValue: (value: string) =>
      update(!value && optional.includes(key) ? without(item, key) : { ...item, [key]: value }),
  };
}

export function ItemList(props: {
  /** "job", "project": the buttons' words. */
  noun: string;
  items: JsonObject[];
  /** How an item is named on its buttons. */
  title(item: JsonObject, index: number): string;
  render(item: JsonObject, index: number, update: (item: JsonObject) => void): ComponentChildren;
  onItems(items: JsonObject[]): void;
  onAdd(): void;
  /** Said while the content has no list of its own. */
  empty: string;
  /** Whether the content has a list of its own (an empty one included). */
  own: boolean;
}) {
  const { items, noun } = props;
  return (
    <div class="items">
      {!props.own && <p class="hint">{props.empty}</p>}
      <ol>
        {items.map((item, i) => {
          const name = props.title(item, i);
          const update = (next: JsonObject) =>
            props.onItems(items.map((old, j) => (j === i ? next : old)));
          return (
            <li key={i} class="item">
              {props.render(item, i, update)}
              <div class="item-actions">
                <button
                  type="button"
                  disabled={i === 0}
                  aria-label={`Move ${noun} ${i + 1} (${name}) up`}
                  onClick={() => props.onItems(move(items, i, i - 1))}
                >
                  Up
                </button>
                <button
                  type="button"
                  disabled={i === items.length - 1}
                  aria-label={`Move ${noun} ${i + 1} (${name}) down`}
                  onClick={() => props.onItems(move(items, i, i + 1))}
                >
                  Down
                </button>
                <button
                  type="button"
                  class="danger"
                  aria-label={`Remove ${noun} ${i + 1} (${name})`}
                  onClick={() => props.onItems(items.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={props.onAdd}>
        Add a {noun}
      </button>
    </div>
  );
}
