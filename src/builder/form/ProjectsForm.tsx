/** @jsxImportSource preact */
/**
 * The carousel's projects. Tags are icons: the words typed become tags through the importers'
 * own rule (tagsOf), and a word that names no simple-icons icon is left out, as the import does.
 */
import { tagsOf } from '../../content/import/tags.ts';
import type { IconNames } from '../../content/import/tools.ts';
import type { JsonObject } from '../../content/config-layers.ts';
import { getIn, itemsAt, setIn } from '../state/edit.ts';
import { Fieldset, TextField } from '../ui/fields.tsx';
import { ItemList, itemField, itemText } from './ItemList.tsx';

/** A project's key that may be left out. */
const OPTIONAL = ['href'];

const tagNames = (item: JsonObject) =>
  (Array.isArray(item.tags) ? item.tags : [])
    .map((tag) => (tag as { name?: unknown }).name)
    .filter((name) => typeof name === 'string')
    .join(', ');

export function ProjectsForm(props: {
  doc: JsonObject;
  onEdit(doc: JsonObject): void;
  icons: IconNames | null;
}) {
  const path = ['projects', 'items'];
  const items = itemsAt(props.doc, path);
  const set = (next: JsonObject[]) => props.onEdit(setIn(props.doc, path, next));
  const field = (item: JsonObject, update: (item: JsonObject) => void, key: string) =>
    itemField(item, update, key, OPTIONAL);
  return (
    <Fieldset legend="Projects">
      <ItemList
        noun="project"
        items={items}
        own={Array.isArray(getIn(props.doc, path))}
        empty="None of your own yet: the preview shows the sample's four."
        title={(item, i) => itemText(item, 'title') || `project ${i + 1}`}
        onItems={set}
        onAdd={() => set([...items, { title: '', desc: '', subdesc: '', tags: [] }])}
        render={(item, _i, update) => (
          <div class="grid">
            <TextField label="Title" {...field(item, update, 'title')} />
            <TextField label="Live site" type="url" {...field(item, update, 'href')} />
            <TextField label="What it is" multiline {...field(item, update, 'desc')} />
            <TextField label="How it was built" multiline {...field(item, update, 'subdesc')} />
            <TextField
              label="Technologies (comma-separated)"
              lazy
              value={tagNames(item)}
              placeholder={props.icons ? 'React, TypeScript, PostgreSQL' : 'Loading icon names…'}
              hint="Each one that names a simple-icons icon becomes a tag; others are left out."
              onValue={(value) => {
                if (!props.icons) return;
                const keywords = value.split(',').map((word) => word.trim());
                update({ ...item, tags: tagsOf(keywords.filter(Boolean), props.icons) });
              }}
            />
          </div>
        )}
      />
    </Fieldset>
  );
}
