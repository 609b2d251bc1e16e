/** @jsxImportSource preact */
/** The page's look (theme, accent) and which sections the snippets and the preview hold. */
import type { JsonObject } from '../../content/config-layers.ts';
import { SECTIONS, type Section } from '../output/snippets.ts';
import { getIn, setIn } from '../state/edit.ts';
import { Fieldset, SelectField, TextField } from '../ui/fields.tsx';

const THEMES = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'auto', label: "Auto (the visitor's)" },
];

/** The sections as an owner knows them. */
export const SECTION_LABELS: Record<Section, string> = {
  nav: 'Navigation bar',
  hero: 'Introduction (3D desk)',
  about: 'About',
  projects: 'Projects',
  work: 'Work experience',
  contact: 'Contact form',
  footer: 'Footer',
};

const HEX = /^#[\da-f]{6}$/i;

export function LookForm(props: {
  doc: JsonObject;
  onEdit(doc: JsonObject): void;
  sections: readonly Section[];
  /** Sections this dist/ publishes: only those can be chosen. */
  published: ReadonlySet<Section>;
  onSections(sections: Section[]): void;
}) {
  const theme = getIn(props.doc, ['theme']);
  const accent = getIn(props.doc, ['accent']);
  const accentText = typeof accent === 'string' ? accent : '';
  const toggle = (section: Section, on: boolean) =>
    props.onSections(SECTIONS.filter((s) => (s === section ? on : props.sections.includes(s))));
  return (
    <Fieldset legend="Look and sections" class="grid">
      <SelectField
        label="Theme"
        value={typeof theme === 'string' ? theme : 'dark'}
        options={THEMES}
        onValue={(value) => props.onEdit(setIn(props.doc, ['theme'], value))}
      />
      <div class="field accent">
        <TextField
          label="Accent colour"
          value={accentText}
          placeholder="#7dd3fc"
          hint="Any CSS colour: #hex, rgb(), a name."
          onValue={(text) => props.onEdit(setIn(props.doc, ['accent'], text || undefined))}
        />
        <input
          type="color"
          aria-label="Pick the accent colour"
          value={HEX.test(accentText) ? accentText : '#7dd3fc'}
          onInput={(event) => props.onEdit(setIn(props.doc, ['accent'], event.currentTarget.value))}
        />
      </div>
      <div class="field wide">
        <span class="label" id="sections-label">
          Sections to publish
        </span>
        <ul class="checks" aria-labelledby="sections-label">
          {SECTIONS.map((section) => (
            <li key={section}>
              <label>
                <input
                  type="checkbox"
                  checked={props.sections.includes(section)}
                  disabled={!props.published.has(section)}
                  onChange={(event) => toggle(section, event.currentTarget.checked)}
                />
                {SECTION_LABELS[section]}
                {!props.published.has(section) && ' (not in this build)'}
              </label>
            </li>
          ))}
        </ul>
      </div>
    </Fieldset>
  );
}
