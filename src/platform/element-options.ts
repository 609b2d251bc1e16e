import type { ComponentType } from 'react';
import { LOOK_SCHEMAS } from '../content/look-schema.ts';
import type { ContentFinish, SectionSchemas } from '../content/resolve.ts';
import { OwnerSchema } from '../content/sections/owner.ts';
import type { Content, SectionKey } from '../content/types.ts';
import type { MessageTable } from '../i18n/messages/en.ts';
import type { SampleLocalizer } from './localize.ts';

/**
 * The keys every element checks besides its own sections: how it looks and speaks, and the
 * owner, whose values fill any section's text (owner-text.ts): a mistake in `owner` shows in
 * every section, as the wrong values would.
 */
export const EVERY_ELEMENT_SCHEMAS = { ...LOOK_SCHEMAS, owner: OwnerSchema };
export type EveryElementKey = keyof typeof EVERY_ELEMENT_SCHEMAS;

/** The schemas an element checks: those every element checks, then its sections'. */
export function elementSchemas<K extends SectionKey>(
  schemas: SectionSchemas<K>,
): SectionSchemas<K | EveryElementKey> {
  return { ...EVERY_ELEMENT_SCHEMAS, ...schemas } as SectionSchemas<K | EveryElementKey>;
}

/** What a section's React view receives. */
export interface ViewProps<K extends SectionKey, A extends string = never> {
  /** Its sections, and the owner. */
  content: Pick<Content, K | 'owner'>;
  /** The custom element itself: events are dispatched on it. */
  host: HTMLElement;
  /** The shadow root the view renders into. */
  root: ShadowRoot;
  /** Plain attributes the element passes through (e.g. `loading`, `poster`). */
  attributes: Partial<Record<A, string>>;
  /**
   * The shadow root held this element's build-time markup (scripts/build/prerender.ts), or this is
   * that build-time render: a view whose first state depends on time (the typed hero) starts
   * from the state the markup shows, so taking it over changes nothing on screen.
   */
  prerendered?: boolean;
}

export interface ElementOptions<K extends SectionKey, A extends string> {
  tag: string;
  /**
   * The schemas of the top-level content sections the view reads, by section: only these (and
   * those every element checks, EVERY_ELEMENT_SCHEMAS) are validated, and only these travel in
   * its bundle.
   */
  schemas: SectionSchemas<K>;
  /**
   * The built-in sample of those sections and of the owner, whose values fill the sections'
   * templates (owner-text.ts): what the element shows with no configuration.
   */
  sample: Pick<Content, K | 'owner'>;
  view: ComponentType<ViewProps<K, A>>;
  /** The element's own stylesheet, imported with `?inline`. */
  css: string;
  /** Scalar attributes (camelCase) that override a content path, e.g. publicKey -> contact.publicKey. */
  contentAttributes?: Readonly<Record<string, string>>;
  /** Attributes handed to the view as they are. */
  attributes?: readonly A[];
  /**
   * The English words the view adds (its sections' parts of src/i18n/messages/en.ts; the error
   * panel's and images' come with every element): only these travel in its bundle.
   */
  messages: MessageTable;
  /** The sample's words in another language, from the `sample.*` messages (localize.ts). */
  localizeSample?: SampleLocalizer<ElementOptions<K, A>['sample']>;
  /**
   * The element's last step on its resolved content (resolve.ts): the globe's place, files
   * against dist/. Only the elements that need one carry its code.
   */
  finish?: ContentFinish;
  /**
   * The element's box has its size before its view's first render (the hero's room in its
   * stylesheet, the nav fixed outside the page's flow): that render then takes a task of its
   * own wherever the section stands, since nothing on screen moves when it lands.
   */
  holdsRoom?: boolean;
}

/** The look keys every element reads, each also an attribute of the same name (docs/theming.md). */
export const LOOK_ATTRIBUTES = { theme: 'theme', surface: 'surface', accent: 'accent' };

/** Every element's options by tag: the build-time prerender renders their views. */
export const elementOptions = new Map<string, ElementOptions<SectionKey, string>>();
