/** What the builder page tells its preview frame (preview.html), one type for both sides. */
import type { Section } from '../output/snippets.ts';

export const PREVIEW_MESSAGE = 'portfolio-builder:preview';
/** The frame says it is listening, so the page sends what it holds. */
export const PREVIEW_READY = 'portfolio-builder:ready';

export type PreviewTheme = 'dark' | 'light';

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE;
  /** The last valid content. */
  content: Record<string, unknown>;
  /** The chosen sections, in the page's order, each as the build's snippet gives it. */
  sections: { section: Section; markup: string }[];
  theme: PreviewTheme;
  /** The language shown: the content's own, or one of its `locales`. */
  lang: string;
}

export const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === PREVIEW_MESSAGE;
