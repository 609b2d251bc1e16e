/**
 * The lines that start the elements after a page's first contentful paint: the loader's script
 * tags in a `<template>` (inert: nothing is fetched), and an inline module script
 * (src/deferred-start.ts, bundled here) that puts them into the document once the page has
 * painted. Our prerendered pages and dist/snippet.html carry the same lines.
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { LOADER_TEMPLATE_ID } from '../../src/deferred-start.ts';

let source: string | null = null;

/** src/deferred-start.ts as one minified module, for an inline `<script type="module">`. */
export function deferredStartScript(): string {
  source ??= buildSync({
    entryPoints: [join(import.meta.dirname, '../../src/deferred-start.ts')],
    bundle: true,
    // Its exports (the template's id) are the build's; the page runs its body alone.
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
    .outputFiles[0]!.text.trim()
    // Inside <script>, '</script' would end the element.
    .replace(/<\/(script)/gi, '<\\/$1');
  return source;
}

/**
 * The template holding `scripts` (module script URLs, as the page names them), then the inline
 * start script. Both go where the scripts' own tags were: a page's `<head>`.
 */
export function deferredStart(scripts: readonly string[], indent = ''): string {
  const tags = scripts.map((src) => `<script type="module" crossorigin src="${src}"></script>`);
  return [
    `<template id="${LOADER_TEMPLATE_ID}">${tags.join('')}</template>`,
    `<script type="module">${deferredStartScript()}</script>`,
  ].join(`\n${indent}`);
}
