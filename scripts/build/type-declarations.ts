/**
 * The package's type declarations, from the custom-elements manifest and the content's type
 * (content-type.ts): the elements' DOM
 * interfaces and React 19 JSX (portfolio-elements.d.ts), Vue's templates (vue.d.ts) and Preact's
 * JSX (preact.d.ts). Written here, not by the analyzer's JSX and Vue plugins
 * (custom-element-jsx-integration 1.6, -vuejs-integration 1.4): they type a listener's event as
 * `CustomEvent<` the manifest's event type `>`, a CustomEvent in a CustomEvent; their JSX props
 * refuse React's own (`onClick`); and they write no DOM interfaces, tag map or event map.
 */
import type { Attribute, CustomElementDeclaration, Event } from 'custom-elements-manifest';
import { camel } from './manifest.ts';

/** Whitespace as one space: a description on one line of a declaration's comment. */
function oneLine(text = ''): string {
  return text.replace(/\s+/g, ' ').trim();
}

function typeOf(attribute: Attribute): string {
  return attribute.type?.text ?? 'string';
}

function pascal(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
}

/** The global attributes' properties HTMLElement declares: an element's interface keeps them. */
const HTML_ELEMENT_PROPERTIES = new Set(['lang', 'dir', 'title', 'hidden', 'id', 'translate']);

/** Every event the elements fire, with its type, once: an event's type is the same everywhere. */
function eventTypes(elements: CustomElementDeclaration[]): Map<string, string> {
  const types = new Map<string, string>();
  for (const event of elements.flatMap((element): Event[] => element.events ?? [])) {
    const type = event.type?.text;
    if (!type) throw new Error(`${event.name}: no type in its @fires`);
    if (types.has(event.name) && types.get(event.name) !== type) {
      throw new Error(`${event.name}: two types, ${types.get(event.name)} and ${type}`);
    }
    types.set(event.name, type);
  }
  return types;
}

/**
 * TypeScript declarations: element interfaces, HTMLElementTagNameMap and React 19 JSX, after
 * `content`, the content document's type (content-type.ts).
 */
export function typeDeclarations(elements: CustomElementDeclaration[], content: string): string {
  const interfaces = elements.map((element) => {
    const name = `${pascal(element.tagName!)}Element`;
    const attributes = element.attributes ?? [];
    const fields = attributes
      // `lang` (and any global attribute) is HTMLElement's own property already.
      .filter((a) => !HTML_ELEMENT_PROPERTIES.has(camel(a.name)))
      .map((a) => `  /** ${oneLine(a.description)} */\n  ${camel(a.name)}?: ${typeOf(a)};`)
      .join('\n');
    const attrs = attributes
      .map((a) => `    /** ${oneLine(a.description)} */\n    '${a.name}'?: ${typeOf(a)};`)
      .join('\n');
    return {
      tag: element.tagName!,
      name,
      code: `/** ${oneLine(element.description)} */\nexport interface ${name} extends HTMLElement {\n${fields}\n}\n\nexport interface ${name}Attributes {\n${attrs}\n}\n`,
    };
  });
  const events = `export interface PortfolioEventMap {\n${[...eventTypes(elements)]
    .map(([event, type]) => `  '${event}': ${type};`)
    .join('\n')}\n}\n`;
  const tagMap = interfaces.map((i) => `    '${i.tag}': ${i.name};`).join('\n');
  const jsx = interfaces
    .map(
      (i) =>
        `      '${i.tag}': React.DetailedHTMLProps<React.HTMLAttributes<${i.name}>, ${i.name}> & ${i.name}Attributes;`,
    )
    .join('\n');
  return `// Generated from custom-elements.json by scripts/build/type-declarations.ts. Do not edit.
import type * as React from 'react';

/**
 * Where the page serves a copy of dist/, for an app whose bundler does not copy the package's
 * files (or for the icons of \`hero.logos\`, which no bundler sees):
 * \`setBasePath('/portfolio/')\` after copying node_modules/portfolio-elements/dist/ there.
 * Markup can say the same with \`data-portfolio-base-path="/portfolio/"\` on any element.
 */
export declare function setBasePath(path: string): void;

${content}
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

/** `portfolio-animation-change` -> `onPortfolioAnimationChange`, as Vue names a listener prop. */
function listenerProp(event: string): string {
  return `on${pascal(event)}`;
}

/**
 * Vue's `GlobalComponents` for vue-tsc and Volar: each tag's attributes (typed as in the
 * element interfaces) and its `@portfolio-*` listeners. A types-only entry of the package
 * (`portfolio-elements/vue`), so a project without Vue never reads it.
 */
export function vueDeclarations(elements: CustomElementDeclaration[]): string {
  const imports = elements.map((element) => `${pascal(element.tagName!)}Element`).join(', ');
  const components = elements.map((element) => {
    const props = [
      ...(element.attributes ?? []).map((a) => `${camel(a.name)}?: ${typeOf(a)}`),
      ...(element.events ?? []).map(
        (e) => `${listenerProp(e.name)}?: (event: PortfolioEventMap['${e.name}']) => void`,
      ),
    ];
    const tag = element.tagName!;
    return `    '${tag}': Tag<${pascal(tag)}Element, { ${props.join('; ')} }>;`;
  });
  return `// Generated from custom-elements.json by scripts/build/type-declarations.ts. Do not edit.
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
export function preactDeclarations(elements: CustomElementDeclaration[]): string {
  const names = elements.map((element) => `${pascal(element.tagName!)}Element`);
  const tags = elements.map((element) => {
    const name = `${pascal(element.tagName!)}Element`;
    return `      '${element.tagName}': Omit<PreactJSX.HTMLAttributes<${name}>, keyof ${name}Attributes> & ${name}Attributes;`;
  });
  return `// Generated from custom-elements.json by scripts/build/type-declarations.ts. Do not edit.
// Preact's JSX knows the tags: \`import type {} from 'portfolio-elements/preact';\` once.
import type { JSX as PreactJSX } from 'preact';
import type { ${names.map((n) => `${n}, ${n}Attributes`).join(', ')} } from './portfolio-elements.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${tags.join('\n')}
    }
  }
}
`;
}
