import { pageShared } from '../lib/page-shared.ts';

/**
 * The web fonts on this page: asked for (`added`), and in the document (`joined`), where the
 * Arabic names' face waits to join with them (fonts-arabic.ts).
 */
export const webFonts = () =>
  pageShared('fonts', (): { added: boolean; joined?: true; waiting: boolean } => ({
    added: false,
    waiting: false,
  }));
