/** @jsxImportSource preact */
/**
 * Each section's address for Notion and any host that embeds a page by its address: the
 * content rides in the address, or, past the length hosts are known to keep, the address reads
 * a published content.json, whose address the owner gives here.
 */
import type { JsonObject } from '../../content/config-layers.ts';
import { SECTION_LABELS } from '../form/LookForm.tsx';
import { CodeBlock } from '../ui/CodeBlock.tsx';
import { TextField } from '../ui/fields.tsx';
import { MAX_EMBED_URL, configEmbedUrl, hashEmbedUrl } from './hosts.ts';
import type { Section } from './snippets.ts';

export function EmbedAddresses(props: {
  /** Where the sections are loaded from. */
  base: string;
  sections: readonly Section[];
  /** The last valid content: what each address carries. */
  content: JsonObject;
  /** Kept by Publish, so what the owner typed outlives a switch of tab. */
  contentUrl: string;
  onContentUrl(value: string): void;
}) {
  const configUrl = props.contentUrl || `${props.base}content.json`;
  return (
    <>
      {props.sections.map((section) => {
        const url = hashEmbedUrl(props.base, section, props.content);
        const long = url.length > MAX_EMBED_URL;
        return (
          <div key={section} class="embed">
            {long ? (
              <>
                <p class="warning">
                  {SECTION_LABELS[section]}: with your content in it the address is{' '}
                  {url.length.toLocaleString('en')} characters, more than the{' '}
                  {MAX_EMBED_URL.toLocaleString('en')} hosts are known to keep. Publish{' '}
                  <code>content.json</code> (the last tab) and use the address that reads it:
                </p>
                <CodeBlock
                  label={`${SECTION_LABELS[section]} (reads content.json)`}
                  text={configEmbedUrl(props.base, section, configUrl)}
                  rows={2}
                />
              </>
            ) : (
              <CodeBlock label={SECTION_LABELS[section]} text={url} rows={2} />
            )}
          </div>
        );
      })}
      <TextField
        label="Where your content.json is published"
        type="url"
        value={props.contentUrl}
        placeholder={`${props.base}content.json`}
        hint="Used by the addresses that read content.json; its host must send Access-Control-Allow-Origin."
        onValue={props.onContentUrl}
      />
    </>
  );
}
