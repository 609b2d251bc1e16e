/** @jsxImportSource preact */
/**
 * The snippets, per host, each with a copy button: built from the dist/ this page came from
 * (or `site.url`), the build's own snippet files and the last valid content.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { JsonObject } from '../../content/config-layers.ts';
import { SECTION_LABELS } from '../form/LookForm.tsx';
import { getIn, setIn } from '../state/edit.ts';
import { CodeBlock } from '../ui/CodeBlock.tsx';
import { TextField } from '../ui/fields.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { EmbedAddresses } from './EmbedAddresses.tsx';
import {
  contentFile,
  isLocalAddress,
  oembedUrls,
  publishBase,
  reactSnippet,
  vueSnippet,
} from './hosts.ts';
import { type BuildSnippets, type Section, plainHtml } from './snippets.ts';

const HOSTS = [
  { id: 'html', label: 'Plain HTML' },
  { id: 'wordpress', label: 'WordPress' },
  { id: 'ghost', label: 'Ghost' },
  { id: 'iframe', label: 'Notion and iframes' },
  { id: 'react', label: 'React' },
  { id: 'vue', label: 'Vue' },
  { id: 'download', label: 'content.json' },
] as const;
type Host = (typeof HOSTS)[number]['id'];

function download(content: JsonObject): void {
  const url = URL.createObjectURL(new Blob([contentFile(content)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'content.json' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function Publish(props: {
  /** The editor's document, for site.url. */
  doc: JsonObject | undefined;
  onEdit(doc: JsonObject): void;
  /** The last valid content: what every snippet carries. */
  content: JsonObject;
  snippets: BuildSnippets | null;
  sections: readonly Section[];
  /** The dist/ this page is served from. */
  dist: string;
}) {
  const [host, setHost] = useState<Host>('html');
  const base = publishBase(props.content, props.dist);
  const siteUrl = getIn(props.doc ?? {}, ['site', 'url']);
  const [contentUrl, setContentUrl] = useState('');
  const html = props.snippets ? plainHtml(props.snippets, props.sections, props.content, base) : '';

  // Until the build's snippet files are read (the page says so if they cannot be).
  const htmlBlock = props.snippets ? (
    <CodeBlock label="Your sections, as HTML" text={html} />
  ) : (
    <p class="hint">Reading the build's snippets…</p>
  );
  const panels: Record<Host, ComponentChildren> = {
    html: (
      <>
        <p>
          Paste it where the sections go: the script loads the sections from <code>{base}</code>,
          the JSON script at the end holds your content.
        </p>
        {htmlBlock}
      </>
    ),
    wordpress: (
      <>
        <p>
          In the block editor, add a <strong>Custom HTML</strong> block and paste this into it
          (WordPress.com needs a plan that allows scripts).
        </p>
        {htmlBlock}
        {typeof siteUrl === 'string' && siteUrl ? (
          <>
            <p>
              Or, with <code>site.url</code> set: paste a section's address on a line of its own (or
              into an Embed block). WordPress finds its oEmbed answer, written by the build that
              published <code>{base}</code>; upload <code>content.json</code> (the last tab) there
              too, for the frames to read.
            </p>
            {oembedUrls(base, props.sections).map((url, i) => (
              <CodeBlock
                key={url}
                label={`${SECTION_LABELS[props.sections[i]!]} (oEmbed)`}
                text={url}
                rows={1}
              />
            ))}
          </>
        ) : (
          <p class="hint">
            Where dist/ is published at an address of its own, set it below: WordPress then takes a
            section's address as an embed (oEmbed).
          </p>
        )}
      </>
    ),
    ghost: (
      <>
        <p>
          In the editor, type <code>/html</code> for an <strong>HTML card</strong> and paste this
          into it. On every page, you may move the first line (the script) to Settings → Code
          injection → Site header instead.
        </p>
        {htmlBlock}
      </>
    ),
    iframe: (
      <>
        <p>
          Notion: type <code>/embed</code> and paste a section's address, then drag the block to the
          height you want. Any site that embeds a page by its address takes the same.
        </p>
        <EmbedAddresses
          base={base}
          sections={props.sections}
          content={props.content}
          contentUrl={contentUrl}
          onContentUrl={setContentUrl}
        />
      </>
    ),
    react: (
      <>
        <p>
          In your app: <code>npm install portfolio-elements</code>, put <code>content.json</code>{' '}
          (the last tab) in <code>public/</code>, then (docs/frameworks.md):
        </p>
        <CodeBlock label="React component" text={reactSnippet(props.sections)} />
      </>
    ),
    vue: (
      <>
        <p>
          In your app: <code>npm install portfolio-elements</code>, put <code>content.json</code> in{' '}
          <code>public/</code>, and tell Vue the <code>portfolio-</code> tags are custom elements (
          <code>isCustomElement</code>, docs/frameworks.md):
        </p>
        <CodeBlock label="Vue component" text={vueSnippet(props.sections)} />
      </>
    ),
    download: (
      <>
        <p>
          Your content as a file: for <code>content/portfolio.json</code> in a clone, for an app's{' '}
          <code>public/</code>, or to publish beside dist/ for the addresses that read it.
        </p>
        <button type="button" onClick={() => download(props.content)}>
          Download content.json
        </button>
      </>
    ),
  };

  return (
    <div class="publish">
      {isLocalAddress(base) && (
        <p class="warning">
          These addresses point at this computer ({new URL(base).host}): your blog's visitors cannot
          reach them. Publish dist/ on a host of yours and set its address below, or open this page
          from there.
        </p>
      )}
      <TextField
        label="Where dist/ is published (site.url)"
        type="url"
        lazy
        value={typeof siteUrl === 'string' ? siteUrl : ''}
        placeholder={props.dist}
        hint="Empty: the snippets point at the dist/ this page came from."
        onValue={(value) => {
          if (props.doc) props.onEdit(setIn(props.doc, ['site', 'url'], value.trim() || undefined));
        }}
      />
      <Tabs
        label="Where your portfolio goes"
        tabs={HOSTS}
        value={host}
        onValue={(value) => setHost(value)}
      >
        {panels[host]}
      </Tabs>
    </div>
  );
}
