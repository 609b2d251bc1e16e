/** @jsxImportSource preact */
/** Who the page is about: the owner's keys, each left out (the sample's) while empty. */
import { SAMPLE_OWNER } from '../../content/sample-owner.ts';
import type { JsonObject } from '../../content/config-layers.ts';
import { getIn, setIn } from '../state/edit.ts';
import { Fieldset, TextField } from '../ui/fields.tsx';

const FIELDS = [
  { key: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  {
    key: 'firstName',
    label: 'First name (the greeting)',
    type: 'text',
    autoComplete: 'given-name',
  },
  { key: 'role', label: 'Role', type: 'text', autoComplete: 'organization-title' },
  { key: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email' },
  { key: 'location', label: 'City, country (the globe)', type: 'text', autoComplete: 'off' },
  { key: 'github', label: 'GitHub profile', type: 'url', autoComplete: 'url' },
  { key: 'linkedin', label: 'LinkedIn profile', type: 'url', autoComplete: 'url' },
] as const;

export function OwnerForm(props: { doc: JsonObject; onEdit(doc: JsonObject): void }) {
  return (
    <Fieldset legend="You" class="grid">
      {FIELDS.map((field) => {
        const value = getIn(props.doc, ['owner', field.key]);
        // A profile written empty is no link (as an import writes it); other keys left empty
        // show the sample's, which their placeholder names.
        const profile = field.key === 'github' || field.key === 'linkedin';
        return (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            value={typeof value === 'string' ? value : ''}
            placeholder={value === '' ? 'None: no link' : SAMPLE_OWNER[field.key]}
            onValue={(text) =>
              props.onEdit(
                setIn(props.doc, ['owner', field.key], text || (profile ? '' : undefined)),
              )
            }
          />
        );
      })}
    </Fieldset>
  );
}
