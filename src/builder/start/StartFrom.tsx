/** @jsxImportSource preact */
/**
 * Where the owner starts: the sample, a JSON Resume file or address, a GitHub account, or a
 * content file of their own. A résumé and GitHub merge into what the editor holds, as
 * `npm run import` merges into content/portfolio.json; a content file replaces it.
 */
import { useId, useState } from 'preact/hooks';
import { ImportError } from '../../content/import/import-error.ts';
import type { JsonObject } from '../../content/config-layers.ts';
import type { Imported } from '../sources/import.ts';
import { AskSource } from './AskSource.tsx';
import { FileSource } from './FileSource.tsx';

export type StartStatus =
  | { kind: 'busy'; text: string }
  | { kind: 'done'; text: string; notes: readonly string[] }
  | { kind: 'error'; text: string };

interface Props {
  /** The editor's document, when it is JSON. */
  doc: JsonObject | undefined;
  onText(text: string, status: StartStatus): void;
  onStatus(status: StartStatus): void;
  sampleText: string;
}

const sources = () => import('../sources/import.ts');

function summary(what: string, imported: Imported): StartStatus {
  const added = imported.changes.filter((change) => change.kind === 'added').length;
  const changed = imported.changes.length - added;
  return {
    kind: 'done',
    text: `${what}: ${added} added, ${changed} changed.`,
    notes: imported.notes,
  };
}

export function StartFrom(props: Props) {
  const ids = { resume: useId(), address: useId(), github: useId(), content: useId() };
  const [address, setAddress] = useState('');
  const [login, setLogin] = useState('');

  const run = async (busy: string, work: () => Promise<void>) => {
    props.onStatus({ kind: 'busy', text: busy });
    try {
      await work();
    } catch (error) {
      const text =
        error instanceof ImportError ? error.message : `Something went wrong: ${String(error)}`;
      props.onStatus({ kind: 'error', text });
    }
  };
  /** The document an import merges into; a text that is not JSON is the owner's to fix first. */
  const current = () => {
    if (props.doc) return props.doc;
    throw new ImportError(
      'The JSON editor holds no JSON object: fix it, or start from the sample, before importing',
    );
  };
  const land = (what: string, imported: Imported) =>
    props.onText(`${JSON.stringify(imported.content, null, 2)}\n`, summary(what, imported));

  const readFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    return file;
  };

  const onResumeFile = (event: Event) => {
    const file = readFile(event.currentTarget as HTMLInputElement);
    if (!file) return;
    void run(`Reading ${file.name}…`, async () => {
      const { importResume, parseJson } = await sources();
      const document = parseJson(await file.text(), file.name);
      land(`Imported ${file.name}`, await importResume(document, file.name, current()));
    });
  };
  const onAddress = (event: Event) => {
    event.preventDefault();
    void run(`Fetching ${address}…`, async () => {
      const { fetchResume, importResume } = await sources();
      const document = await fetchResume(address);
      land(`Imported ${address}`, await importResume(document, address, current()));
    });
  };
  const onGitHub = (event: Event) => {
    event.preventDefault();
    void run(`Asking GitHub about ${login}…`, async () => {
      const { importGitHub } = await sources();
      land(`Imported GitHub's ${login}`, await importGitHub(login, current()));
    });
  };
  const onContentFile = (event: Event) => {
    const file = readFile(event.currentTarget as HTMLInputElement);
    if (!file) return;
    void run(`Reading ${file.name}…`, async () => {
      const text = await file.text();
      props.onText(text, {
        kind: 'done',
        text: `Opened ${file.name}. Undo in the JSON editor (Ctrl+Z) brings back what was there.`,
        notes: [],
      });
    });
  };

  return (
    <div class="sources">
      <div class="source">
        <h3>The sample</h3>
        <p>A made-up engineer's page: every key you write replaces theirs.</p>
        <button
          type="button"
          onClick={() =>
            props.onText(props.sampleText, {
              kind: 'done',
              text: 'Started from the sample. Undo in the JSON editor (Ctrl+Z) brings back what was there.',
              notes: [],
            })
          }
        >
          Start from the sample
        </button>
      </div>
      <FileSource id={ids.resume} label="A JSON Resume file" onFile={onResumeFile}>
        Your <code>resume.json</code> (<a href="https://jsonresume.org/schema">jsonresume.org</a>
        ): jobs, skills, projects and who you are.
      </FileSource>
      <AskSource
        id={ids.address}
        label="A JSON Resume address"
        value={address}
        onValue={setAddress}
        onSubmit={onAddress}
        input={{ type: 'url', placeholder: 'https://…/resume.json' }}
      >
        An https: address of your résumé (a gist's raw file, your site).
      </AskSource>
      <AskSource
        id={ids.github}
        label="A GitHub username"
        value={login}
        onValue={setLogin}
        onSubmit={onGitHub}
        input={{ autoComplete: 'username', placeholder: 'octocat' }}
      >
        Your most starred public repositories, through GitHub's public API.
      </AskSource>
      <FileSource id={ids.content} label="A content file" onFile={onContentFile}>
        A <code>content.json</code> from this page, or <code>content/portfolio.json</code> from a
        clone.
      </FileSource>
    </div>
  );
}
