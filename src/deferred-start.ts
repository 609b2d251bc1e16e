/**
 * The page's inline start script (scripts/site/deferred-start.ts builds it into the page and into
 * dist/snippet.html): the loader's script tags wait in `<template id="portfolio-elements">`,
 * and go into the document after the page's first contentful paint. That paint then depends on
 * nothing of ours, not even the creation of the page's JavaScript context for a module, and
 * Lighthouse's simulation no longer counts the loader's request before it.
 */
import { afterFirstFrame, firstContentfulPaint } from './lib/first-paint.ts';
import { showUnloaded } from './lib/unloaded-notice.ts';

/** The template the page's snippet gives the loader's script tags. */
export const LOADER_TEMPLATE_ID = 'portfolio-elements';

function start(): void {
  const template = document.getElementById(LOADER_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  // Taken out first: a second start script (the snippet pasted twice) finds nothing to start.
  template.remove();
  // Scripts cloned out of a template run when they are connected, as a parsed one would.
  const scripts = template.content.cloneNode(true) as DocumentFragment;
  // One that cannot come (refused without CORS, a 404) leaves the sections' rooms empty: they
  // say so instead.
  for (const script of scripts.querySelectorAll('script')) {
    script.addEventListener('error', () => showUnloaded(), { once: true });
  }
  document.head.append(scripts);
}

// Imported by the build for the template's id, there is no document: nothing to start.
// A module script runs once the page is parsed, which may be after a first paint of its top
// alone: a frame later the browser has painted all of it, and only then does the loader's
// request start (Lighthouse's simulation counts a script requested before the largest paint as
// holding it).
if (typeof document !== 'undefined') void firstContentfulPaint().then(afterFirstFrame).then(start);
