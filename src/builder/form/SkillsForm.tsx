/** @jsxImportSource preact */
/** The key skills (about.skills) and the languages the content is written in. */
import { isLanguageTag } from '../../i18n/languages.ts';
import { isPlainObject, type JsonObject } from '../../content/config-layers.ts';
import { getIn, setIn } from '../state/edit.ts';
import { Fieldset, TextField } from '../ui/fields.tsx';
import { useState } from 'preact/hooks';

/** A language's name in English, for the list: "pt" → "Portuguese". */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function SkillsForm(props: { doc: JsonObject; onEdit(doc: JsonObject): void }) {
  const skills = getIn(props.doc, ['about', 'skills']);
  const list = Array.isArray(skills) ? skills.filter((s) => typeof s === 'string') : [];
  return (
    <Fieldset legend="Skills">
      <TextField
        label="Key skills, one per line"
        multiline
        lazy
        value={list.join('\n')}
        placeholder="Frontend & Backend Development"
        hint="Empty: the sample's skills show."
        onValue={(value) => {
          const next = value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
          props.onEdit(setIn(props.doc, ['about', 'skills'], next.length ? next : undefined));
        }}
      />
    </Fieldset>
  );
}

export function LanguagesForm(props: { doc: JsonObject; onEdit(doc: JsonObject): void }) {
  const [adding, setAdding] = useState('');
  const [error, setError] = useState('');
  const lang = getIn(props.doc, ['lang']);
  const locales = getIn(props.doc, ['locales']);
  const tags = isPlainObject(locales) ? Object.keys(locales) : [];
  const add = () => {
    const tag = adding.trim();
    if (!isLanguageTag(tag)) return setError(`"${tag}" is not a language tag such as pt or pt-BR`);
    if (tags.includes(tag)) return setError(`${languageName(tag)} is already there`);
    setError('');
    setAdding('');
    props.onEdit(setIn(props.doc, ['locales', tag], {}));
  };
  return (
    <Fieldset legend="Languages">
      <TextField
        label="The language you write in"
        value={typeof lang === 'string' ? lang : ''}
        placeholder="en"
        lazy
        onValue={(value) => props.onEdit(setIn(props.doc, ['lang'], value.trim() || undefined))}
      />
      <p class="hint">
        Each other language takes your words in it under <code>locales</code> in the JSON editor;
        what it leaves out shows in the main language.
      </p>
      <ul class="tags">
        {tags.map((tag) => (
          <li key={tag}>
            {languageName(tag)} ({tag}){' '}
            <button
              type="button"
              class="danger"
              aria-label={`Remove ${languageName(tag)}`}
              onClick={() => props.onEdit(setIn(props.doc, ['locales', tag], undefined))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div class="inline">
        <TextField
          label="Add a language (tag)"
          value={adding}
          placeholder="pt"
          onValue={setAdding}
        />
        <button type="button" onClick={add}>
          Add
        </button>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </Fieldset>
  );
}
