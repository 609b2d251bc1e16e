/**
 * A build plugin: `@emailjs/browser` gets src/elements/contact/emailjs-web-storage.ts in place
 * of its own `createWebStorage`, which throws on load in a sandboxed frame (see that file).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const GUARDED = resolve(import.meta.dirname, '../../src/elements/contact/emailjs-web-storage.ts');

export function emailjsWebStorage(): Plugin {
  return {
    name: 'portfolio-emailjs-web-storage',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromLibrary = importer?.replaceAll('\\', '/').includes('/@emailjs/browser/') ?? false;
      return fromLibrary && /\/createWebStorage(\.js)?$/.test(source) ? GUARDED : null;
    },
  };
}
