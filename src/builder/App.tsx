/** @jsxImportSource preact */
/**
 * The builder: start from something, edit it (a form for what most owners change, the JSON
 * editor for the rest), see it in the real elements, and take a snippet for each host. The
 * editor's text is the one source of truth: the form edits it, a reload restores it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { IconNames } from '../content/import/tools.ts';
import { isPlainObject, type JsonObject } from '../content/config-layers.ts';
import { EditorPanel } from './editor/EditorPanel.tsx';
import { JobsForm } from './form/JobsForm.tsx';
import { LookForm } from './form/LookForm.tsx';
import { OwnerForm } from './form/OwnerForm.tsx';
import { ProjectsForm } from './form/ProjectsForm.tsx';
import { LanguagesForm, SkillsForm } from './form/SkillsForm.tsx';
import { Publish } from './output/Publish.tsx';
import { type BuildSnippets, SECTIONS, type Section, loadSnippets } from './output/snippets.ts';
import { Preview } from './preview/Preview.tsx';
import { loadIconNames } from './sources/icon-names.ts';
import { StartFrom, type StartStatus } from './start/StartFrom.tsx';
import { analyse } from './state/analyse.ts';
import { formatDocument } from './state/edit.ts';
import { loadSaved, save } from './state/storage.ts';

/** The dist/ this page sits in (dist/builder/): the snippets' files and the elements are there. */
const DIST = new URL('../', location.href).href;

/**
 * The sample start: nothing of the owner's yet, so the page shows the whole sample (the form
 * shows its values in grey), and an import fills every key, as into a new content file.
 */
const SAMPLE_TEXT = formatDocument({});

function Status(props: { status: StartStatus | null }) {
  const { status } = props;
  if (!status) return <div role="status" />;
  if (status.kind === 'error') {
    return (
      <div class="status error" role="alert">
        {status.text
          .split('\n')
          .map((line, i) => (i ? <code key={i}>{line}</code> : <p key={i}>{line}</p>))}
      </div>
    );
  }
  return (
    <div class={`status ${status.kind}`} role="status">
      <p>{status.text}</p>
      {status.kind === 'done' && status.notes.length > 0 && (
        <ul>
          {status.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function App() {
  const saved = useMemo(() => loadSaved(), []);
  const [text, setText] = useState(saved?.text ?? SAMPLE_TEXT);
  const [sections, setSections] = useState<Section[]>(
    saved?.sections.length ? saved.sections : [...SECTIONS],
  );
  const [status, setStatus] = useState<StartStatus | null>(null);
  const [snippets, setSnippets] = useState<BuildSnippets | null>(null);
  const [snippetError, setSnippetError] = useState('');
  const [storageError, setStorageError] = useState<string | null>(null);
  const [icons, setIcons] = useState<IconNames | null>(null);

  const analysis = useMemo(() => analyse(text), [text]);
  const valid = analysis.value && !analysis.problems.length ? analysis.value : undefined;
  const [lastValid, setLastValid] = useState<JsonObject>(valid ?? {});
  useEffect(() => {
    if (valid) setLastValid(valid);
  }, [valid]);

  useEffect(() => setStorageError(save({ text, sections })), [text, sections]);

  useEffect(() => {
    loadSnippets(DIST).then(setSnippets, (error: unknown) =>
      setSnippetError(
        `The build's snippets could not be read (${String(error)}): publishing needs dist/snippet.html beside this page's folder`,
      ),
    );
    void loadIconNames().then(setIcons);
  }, []);

  const published = useMemo(
    () => new Set(Object.keys(snippets?.sections ?? {}) as Section[]),
    [snippets],
  );
  const chosen = useMemo(
    () => SECTIONS.filter((section) => sections.includes(section) && published.has(section)),
    [sections, published],
  );
  const previewSections = useMemo(
    () => chosen.map((section) => ({ section, markup: snippets!.sections[section]! })),
    [chosen, snippets],
  );
  const languages = useMemo(() => {
    const main = typeof lastValid.lang === 'string' ? lastValid.lang : 'en';
    const locales = isPlainObject(lastValid.locales) ? Object.keys(lastValid.locales) : [];
    return [main, ...locales.filter((tag) => tag !== main)];
  }, [lastValid]);

  const doc = analysis.value;
  const edit = (next: JsonObject) => setText(formatDocument(next));

  return (
    <>
      {storageError && (
        <p class="warning" role="alert">
          {storageError}
        </p>
      )}
      <section aria-labelledby="start-title" class="panel">
        <h2 id="start-title">1. Start from</h2>
        <StartFrom
          doc={doc}
          sampleText={SAMPLE_TEXT}
          onStatus={setStatus}
          onText={(next, done) => {
            setText(next);
            setStatus(done);
          }}
        />
        <Status status={status} />
      </section>
      <div class="workspace">
        <section aria-labelledby="edit-title" class="panel edit">
          <h2 id="edit-title">2. Edit</h2>
          {doc ? (
            <form class="content-form" onSubmit={(event) => event.preventDefault()}>
              <OwnerForm doc={doc} onEdit={edit} />
              <LookForm
                doc={doc}
                onEdit={edit}
                sections={sections}
                published={published}
                onSections={setSections}
              />
              <JobsForm doc={doc} onEdit={edit} />
              <ProjectsForm doc={doc} onEdit={edit} icons={icons} />
              <SkillsForm doc={doc} onEdit={edit} />
              <LanguagesForm doc={doc} onEdit={edit} />
            </form>
          ) : (
            <p class="warning">
              The form needs the JSON editor to hold a JSON object: fix the problem it names.
            </p>
          )}
          <h3 id="json-title">Everything else: the content as JSON</h3>
          <p class="hint">
            Every key is in docs/content.md; the editor completes keys (Ctrl+Space) and marks what
            the build would refuse.
          </p>
          <EditorPanel text={text} problems={analysis.problems} onText={setText} />
        </section>
        <section aria-labelledby="preview-title" class="panel preview-panel">
          <h2 id="preview-title">3. Preview</h2>
          <Preview
            content={lastValid}
            sections={previewSections}
            languages={languages}
            stale={!valid}
          />
        </section>
      </div>
      <section aria-labelledby="publish-title" class="panel">
        <h2 id="publish-title">4. Publish</h2>
        {snippetError && <p class="error">{snippetError}</p>}
        <Publish
          doc={doc}
          onEdit={edit}
          content={lastValid}
          snippets={snippets}
          sections={chosen}
          dist={DIST}
        />
      </section>
    </>
  );
}
