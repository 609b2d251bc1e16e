/** @jsxImportSource preact */
/** The work section's jobs: company, position, when, and what they did. */
import type { JsonObject } from '../../content/config-layers.ts';
import { getIn, itemsAt, nextId, setIn } from '../state/edit.ts';
import { Fieldset, TextField } from '../ui/fields.tsx';
import { ItemList, itemField, itemText } from './ItemList.tsx';

/** A job's keys that may be left out. */
const OPTIONAL = ['start', 'end', 'duration'];

/** This month, as a job's `start` takes it. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

export function JobsForm(props: { doc: JsonObject; onEdit(doc: JsonObject): void }) {
  const path = ['work', 'jobs'];
  const items = itemsAt(props.doc, path);
  const set = (next: JsonObject[]) => props.onEdit(setIn(props.doc, path, next));
  const field = (item: JsonObject, update: (item: JsonObject) => void, key: string) =>
    itemField(item, update, key, OPTIONAL);
  return (
    <Fieldset legend="Jobs">
      <ItemList
        noun="job"
        items={items}
        own={Array.isArray(getIn(props.doc, path))}
        empty="None of your own yet: the preview shows the sample's jobs. An empty list leaves the work section out."
        title={(item, i) => itemText(item, 'name') || `job ${i + 1}`}
        onItems={set}
        onAdd={() =>
          set([
            ...items,
            {
              id: nextId(items),
              name: '',
              position: '',
              start: thisMonth(),
              title: '',
              animation: 'victory',
            },
          ])
        }
        render={(item, _i, update) => (
          <div class="grid">
            <TextField label="Company" {...field(item, update, 'name')} />
            <TextField label="Position" {...field(item, update, 'position')} />
            <TextField
              label="Started (year and month)"
              type="month"
              {...field(item, update, 'start')}
            />
            <TextField
              label="Ended (empty: to the present)"
              type="month"
              {...field(item, update, 'end')}
            />
            <TextField
              label="When, as text"
              hint="Used where no start month is given, e.g. 2019 - 2021."
              {...field(item, update, 'duration')}
            />
            <TextField label="What you did" multiline {...field(item, update, 'title')} />
          </div>
        )}
      />
    </Fieldset>
  );
}
