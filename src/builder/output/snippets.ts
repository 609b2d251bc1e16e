/**
 * The build's own snippets (dist/snippet.html, dist/snippets/<section>.html), read at run time
 * from the dist/ the builder is served from, and made ready to paste: relative URLs made
 * absolute, each section pointed at the inline content, the content as a JSON script that no
 * string in it can close. Pure: the page fetches, this shapes.
 */

/** The sections, in the standalone page's order. */
export const SECTIONS = ['nav', 'hero', 'about', 'projects', 'work', 'contact', 'footer'] as const;
export type Section = (typeof SECTIONS)[number];

/** The id of the inline content script the sections read (`config="#portfolio-content"`). */
export const CONTENT_ID = 'portfolio-content';

export interface BuildSnippets {
  /** The lines a host's <head> takes. */
  head: string;
  /** What a host pastes where each section goes; a section this dist/ does not publish is absent. */
  sections: Partial<Record<Section, string>>;
}

/** The files as the build names them, relative to dist/. */
export const HEAD_FILE = 'snippet.html';
export const sectionFile = (section: Section) => `snippets/${section}.html`;

/**
 * Reads the snippets beside `dist` (an absolute URL ending in '/'). A section whose file is
 * missing is one this build left out (work without jobs); a missing head file is an error.
 */
export async function loadSnippets(
  dist: string,
  get: typeof fetch = fetch,
): Promise<BuildSnippets> {
  const read = async (path: string) => {
    const response = await get(new URL(path, dist).href);
    return response.ok ? response.text() : undefined;
  };
  const head = await read(HEAD_FILE);
  if (head === undefined) throw new Error(`${dist}${HEAD_FILE} could not be read`);
  const texts = await Promise.all(SECTIONS.map((section) => read(sectionFile(section))));
  const sections: Partial<Record<Section, string>> = {};
  SECTIONS.forEach((section, i) => {
    if (texts[i] !== undefined) sections[section] = texts[i];
  });
  return { head, sections };
}

/** Every double-quoted `src` and `href` made absolute against `base` (absolute ones stay). */
export function rebase(html: string, base: string): string {
  return html.replace(
    /(\s(?:src|href)=")([^"]*)(")/g,
    (_, open: string, url: string, close: string) =>
      `${open}${new URL(url.replace(/&amp;/g, '&'), base).href.replace(/&/g, '&amp;')}${close}`,
  );
}

/**
 * A section's snippet as the owner's content needs it: its bare tag (id and config kept). The
 * build's snippet may carry the section's first view prerendered into its tag, and comments on
 * it, but that view shows the build's own content, not what the owner edits here; the head's
 * lines hold a bare tag's room until its code arrives.
 */
export function bareSection(html: string): string {
  const withoutNotes = html.replace(/<!--[\s\S]*?-->/g, '');
  return withoutNotes
    .replace(
      /<(portfolio-[a-z]+)\b([^>]*)>[\s\S]*<\/\1>/,
      (_, name: string, attributes: string) => {
        const kept = [...attributes.matchAll(/\s(id|config)="[^"]*"/g)].map((match) => match[0]);
        return `<${name}${kept.join('')}></${name}>`;
      },
    )
    .trim();
}

/** Each section's tag given `config="#portfolio-content"` where its snippet has no config. */
export function withConfig(html: string): string {
  return html.replace(/<(portfolio-[a-z]+)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sconfig=/.test(attributes) ? tag : `<${name} config="#${CONTENT_ID}"${attributes}>`,
  );
}

/**
 * The content as JSON that is safe inside a <script>: every `<` written as `\u003c`, so no
 * string can close the element (`</script>`) or open a comment (`<!--`); JSON.parse reads it
 * back unchanged. U+2028 and U+2029 are escaped too, for any tool that reads it as script.
 */
export function scriptJson(content: unknown): string {
  return JSON.stringify(content)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const contentScript = (content: unknown) =>
  `<script type="application/json" id="${CONTENT_ID}">${scriptJson(content)}</script>`;

/** The content as a page or a host gets it: without the editor's `$schema` pointer. */
export function publishedContent(content: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...content };
  delete rest.$schema;
  return rest;
}

/**
 * The plain-HTML snippet: the head lines, the chosen sections (as the build's snippets give
 * them, URLs absolute against `base`), then the content as an inline JSON script.
 */
export function plainHtml(
  snippets: BuildSnippets,
  chosen: readonly Section[],
  content: Record<string, unknown>,
  base: string,
): string {
  const sections = chosen
    .map((section) => snippets.sections[section])
    .filter((html) => html !== undefined)
    .map((html) => withConfig(rebase(bareSection(html), base)).trim());
  return [
    rebase(snippets.head, base).trim(),
    ...sections,
    contentScript(publishedContent(content)),
    '',
  ].join('\n');
}
