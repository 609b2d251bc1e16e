/**
 * Builds custom-elements.json (schema 2.1.0) from the JSDoc on each `*.element.ts`:
 * @tag, @attr, @fires, @csspart, @cssprop. The same manifest generates the TypeScript
 * declarations and the API reference, so the three never disagree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SURFACES, THEMES } from '../../src/content/schema.ts';

const ROOT = join(import.meta.dirname, '../..');

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** Attributes that take one of a few values (the rest take any string): typed as their union. */
export const ATTRIBUTE_VALUES: Readonly<Record<string, readonly string[]>> = {
  theme: THEMES,
  surface: SURFACES,
  loading: ['lazy', 'eager'],
};

function attributeType(attribute: string): string {
  const values = ATTRIBUTE_VALUES[attribute];
  return values ? union(values) : 'string';
}

/**
 * Each event's `detail` as src/lib/events.ts types it (scripts/build/manifest.test.ts holds the two
 * lists of names equal).
 */
export const EVENT_DETAILS: Readonly<Record<string, string>> = {
  'portfolio-error':
    "{ source: 'config' | 'asset' | 'webgl' | 'email'; message: string; issues?: { path: string; message: string }[] }",
  'portfolio-progress': '{ progress: number }',
  'portfolio-load': 'Record<string, never>',
  'portfolio-project-change': '{ index: number }',
  'portfolio-animation-change': '{ animation: string }',
  'portfolio-contact-sent': '{ status: number; text: string }',
  'portfolio-contact-failed':
    "{ status: number; text: string; reason: 'provider' | 'network' | 'throttled' | 'honeypot' | 'config' }",
  'portfolio-copy': '{ email: string }',
};

function eventType(event: string): string {
  const detail = EVENT_DETAILS[event];
  if (!detail)
    throw new Error(`${event}: no detail type in scripts/build/manifest.ts EVENT_DETAILS`);
  return `CustomEvent<${detail}>`;
}

export interface Documented {
  name: string;
  description: string;
}

export interface ElementDoc {
  tagName: string;
  className: string;
  description: string;
  path: string;
  attributes: Documented[];
  events: Documented[];
  cssParts: Documented[];
  cssProperties: Documented[];
}

function camel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Reads one element file's leading JSDoc block. */
export function parseElementDoc(source: string, path: string): ElementDoc | null {
  // The JSDoc block directly above the exported element (comment bodies never contain */).
  const block = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export (?:const|class) (\w+)/.exec(source);
  if (!block) return null;
  const lines = block[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd())
    .filter((line, i, all) => line || (i > 0 && i < all.length - 1));
  const description: string[] = [];
  const doc: ElementDoc = {
    tagName: '',
    className: block[2]!,
    description: '',
    path,
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  const lists: Record<string, Documented[]> = {
    attr: doc.attributes,
    fires: doc.events,
    csspart: doc.cssParts,
    cssprop: doc.cssProperties,
  };
  let last: Documented | null = null;
  let inTags = false;
  for (const line of lines) {
    const tag = /^@(\w+)\s+(\S+)(?:\s+-\s+(.*))?$/.exec(line);
    if (!tag) {
      // A line after a tag continues that tag's description.
      if (last && line.trim()) last.description = `${last.description} ${line.trim()}`;
      else if (!inTags) description.push(line);
      continue;
    }
    inTags = true;
    const [, kind, name, text = ''] = tag;
    last = null;
    if (kind === 'tag') doc.tagName = name!;
    else if (lists[kind!]) {
      last = { name: name!, description: text };
      lists[kind!]!.push(last);
    }
  }
  doc.description = description.join(' ').replace(/\s+/g, ' ').trim();
  return doc.tagName ? doc : null;
}

export function readElementDocs(): ElementDoc[] {
  const dir = join(ROOT, 'src/elements');
  const docs: ElementDoc[] = [];
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders.map((entry) => entry.name).sort()) {
    for (const file of readdirSync(join(dir, folder))) {
      if (!file.endsWith('.element.ts')) continue;
      const path = join(dir, folder, file);
      const doc = parseElementDoc(readFileSync(path, 'utf8'), relative(ROOT, path));
      if (doc) docs.push(doc);
    }
  }
  return docs;
}

export function customElementsManifest(docs: ElementDoc[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: docs.map((doc) => ({
      kind: 'javascript-module',
      path: doc.path,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: doc.className,
          tagName: doc.tagName,
          description: doc.description,
          superclass: { name: 'HTMLElement' },
          attributes: doc.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            type: { text: attributeType(a.name) },
            fieldName: camel(a.name),
          })),
          members: doc.attributes.map((a) => ({
            kind: 'field',
            name: camel(a.name),
            description: a.description,
            type: { text: `${attributeType(a.name)} | undefined` },
            attribute: a.name,
          })),
          events: doc.events.map((e) => ({
            name: e.name,
            description: e.description,
            type: { text: eventType(e.name) },
          })),
          cssParts: doc.cssParts,
          cssProperties: doc.cssProperties,
        },
      ],
      exports: [
        { kind: 'js', name: doc.className, declaration: { name: doc.className, module: doc.path } },
        {
          kind: 'custom-element-definition',
          name: doc.tagName,
          declaration: { name: doc.className, module: doc.path },
        },
      ],
    })),
  };
}

function pascal(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
}

/** The global attributes' properties HTMLElement declares: an element's interface keeps them. */
const HTML_ELEMENT_PROPERTIES = new Set(['lang', 'dir', 'title', 'hidden', 'id', 'translate']);

/** TypeScript declarations: element interfaces, HTMLElementTagNameMap and React 19 JSX. */
export function typeDeclarations(docs: ElementDoc[]): string {
  const interfaces = docs.map((doc) => {
    const name = `${pascal(doc.tagName)}Element`;
    const fields = doc.attributes
      // `lang` (and any global attribute) is HTMLElement's own property already.
      .filter((a) => !HTML_ELEMENT_PROPERTIES.has(camel(a.name)))
      .map((a) => `  /** ${a.description} */\n  ${camel(a.name)}?: ${attributeType(a.name)};`)
      .join('\n');
    const attrs = doc.attributes
      .map((a) => `    /** ${a.description} */\n    '${a.name}'?: ${attributeType(a.name)};`)
      .join('\n');
    return {
      tag: doc.tagName,
      name,
      code: `/** ${doc.description} */\nexport interface ${name} extends HTMLElement {\n${fields}\n}\n\nexport interface ${name}Attributes {\n${attrs}\n}\n`,
    };
  });
  const events = `export interface PortfolioEventMap {\n${Object.keys(EVENT_DETAILS)
    .map((event) => `  '${event}': ${eventType(event)};`)
    .join('\n')}\n}\n`;
  const tagMap = interfaces.map((i) => `    '${i.tag}': ${i.name};`).join('\n');
  const jsx = interfaces
    .map(
      (i) =>
        `      '${i.tag}': React.DetailedHTMLProps<React.HTMLAttributes<${i.name}>, ${i.name}> & ${i.name}Attributes;`,
    )
    .join('\n');
  return `// Generated from the elements' JSDoc by scripts/build/manifest.ts. Do not edit.
import type * as React from 'react';

/**
 * Where the page serves a copy of dist/, for an app whose bundler does not copy the package's
 * files (or for the icons of \`hero.logos\`, which no bundler sees):
 * \`setBasePath('/portfolio/')\` after copying node_modules/portfolio-elements/dist/ there.
 * Markup can say the same with \`data-portfolio-base-path="/portfolio/"\` on any element.
 */
export declare function setBasePath(path: string): void;

${interfaces.map((i) => i.code).join('\n')}
${events}
declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
  interface HTMLElementEventMap extends PortfolioEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx}
    }
  }
}
`;
}

/** The API reference page of docs/. */
export function apiReference(docs: ElementDoc[]): string {
  const table = (title: string, rows: Documented[], kind: string) =>
    rows.length
      ? `#### ${title}\n\n| ${kind} | description |\n| --- | --- |\n${rows
          .map((r) => `| \`${r.name}\` | ${r.description.replace(/\|/g, '\\|')} |`)
          .join('\n')}\n`
      : '';
  const sections = docs.map(
    (doc) =>
      `### \`<${doc.tagName}>\`\n\n${doc.description}\n\n${[
        table('Attributes', doc.attributes, 'attribute'),
        table('Events', doc.events, 'event'),
        table('CSS parts', doc.cssParts, 'part'),
        table('CSS custom properties', doc.cssProperties, 'property'),
      ]
        .filter(Boolean)
        .join('\n')}`,
  );
  return `# API reference\n\nGenerated from the elements' JSDoc (\`npm run docs\`); the same source produces \`dist/custom-elements.json\` and the TypeScript declarations.\n\nAll events bubble and are composed (they cross shadow roots).\n\n${sections.join('\n')}`;
}

/** `portfolio-animation-change` -> `onPortfolioAnimationChange`, as Vue names a listener prop. */
function listenerProp(event: string): string {
  return `on${pascal(event)}`;
}

/**
 * Vue's `GlobalComponents` for vue-tsc and Volar: each tag's attributes (typed as in the
 * element interfaces) and its `@portfolio-*` listeners. A types-only entry of the package
 * (`portfolio-elements/vue`), so a project without Vue never reads it.
 */
export function vueDeclarations(docs: ElementDoc[]): string {
  const imports = docs.map((doc) => `${pascal(doc.tagName)}Element`).join(', ');
  const components = docs.map((doc) => {
    const props = [
      ...doc.attributes.map((a) => `${camel(a.name)}?: ${attributeType(a.name)}`),
      ...doc.events.map(
        (e) => `${listenerProp(e.name)}?: (event: PortfolioEventMap['${e.name}']) => void`,
      ),
    ];
    return `    '${doc.tagName}': Tag<${pascal(doc.tagName)}Element, { ${props.join('; ')} }>;`;
  });
  return `// Generated from the elements' JSDoc by scripts/build/manifest.ts. Do not edit.
// Vue templates type-check the tags: \`import type {} from 'portfolio-elements/vue';\` once.
import type { HTMLAttributes } from 'vue';
import type { PortfolioEventMap, ${imports} } from './portfolio-elements.js';

/** A custom element as Vue's docs type one: its template props are the instance's \`$props\`. */
type Tag<Element, Props> = new () => Element & {
  /** @deprecated For template type-checking only: not a property of the element. */
  $props: HTMLAttributes & Props;
};

declare module 'vue' {
  interface GlobalComponents {
${components.join('\n')}
  }
}
`;
}

/** Preact's JSX: `import type {} from 'portfolio-elements/preact';` once (types only). */
export function preactDeclarations(docs: ElementDoc[]): string {
  const names = docs.map((doc) => `${pascal(doc.tagName)}Element`);
  const elements = docs.map((doc) => {
    const name = `${pascal(doc.tagName)}Element`;
    return `      '${doc.tagName}': Omit<PreactJSX.HTMLAttributes<${name}>, keyof ${name}Attributes> & ${name}Attributes;`;
  });
  return `// Generated from the elements' JSDoc by scripts/build/manifest.ts. Do not edit.
// Preact's JSX knows the tags: \`import type {} from 'portfolio-elements/preact';\` once.
import type { JSX as PreactJSX } from 'preact';
import type { ${names.map((n) => `${n}, ${n}Attributes`).join(', ')} } from './portfolio-elements.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${elements.join('\n')}
    }
  }
}
`;
}

/** The attribute's values for an editor's completion list, where it has few. */
function valueList(attribute: string): { name: string }[] | undefined {
  return ATTRIBUTE_VALUES[attribute]?.map((name) => ({ name }));
}

/** VS Code's HTML custom data (`html.customData`): tags, attributes and their values. */
export function vscodeCustomData(docs: ElementDoc[]) {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: docs.map((doc) => ({
      name: doc.tagName,
      description: doc.description,
      attributes: doc.attributes.map((a) => {
        const values = valueList(a.name);
        return { name: a.name, description: a.description, ...(values ? { values } : {}) };
      }),
      references: [{ name: 'API reference', url: `docs/api.md#${doc.tagName}` }],
    })),
  };
}

/** JetBrains web-types (WebStorm and others read package.json's `web-types`). */
export function webTypes(docs: ElementDoc[], pkg: { name: string; version: string }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: docs.map((doc) => ({
          name: doc.tagName,
          description: doc.description,
          'doc-url': `docs/api.md#${doc.tagName}`,
          attributes: doc.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            value: { type: attributeType(a.name) },
          })),
          events: doc.events.map((e) => ({ name: e.name, description: e.description })),
        })),
      },
    },
  };
}
