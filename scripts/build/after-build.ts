/** Post-build steps that Vite does not do: files derived from the source, written into dist/. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { formatSampleLeft, loadSample, sampleLeft } from '../content/sample-left.ts';
import { CONTENT_FILE } from '../content/validate.ts';
import { DIST } from './build-paths.ts';
import { vscodeCustomData, webTypes } from './editor-data.ts';
import { customElements, elementsManifest } from './manifest.ts';
import { preactDeclarations, typeDeclarations, vueDeclarations } from './type-declarations.ts';
import { contentJsonSchema } from './schema.ts';
import { contentTypeDeclaration } from './content-type.ts';
import { writeEmbedPages } from './embed-pages.ts';
import { leftOutSections, sectionTag } from '../content/left-out.ts';
import { prerenderDone, prerenderPage } from './prerender.ts';
import { languagePage } from '../site/language-pages.ts';
import { CSP_FILE, pagePolicy } from '../site/csp.ts';
import { siteBase } from '../site/site-pages.ts';
import { writeSnippets } from '../site/snippets.ts';
import { publishedSections, readSiteConfig, writeSiteFiles } from '../site/write-site-files.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// Read first: a malformed site.url stops the build before anything is written.
// The content the page was built from: PORTFOLIO_CONTENT when set, as for the page itself.
const site = readSiteConfig(
  JSON.parse(readFileSync(CONTENT_FILE, 'utf8')),
  relative(process.cwd(), CONTENT_FILE),
);

const manifest = elementsManifest();
const elements = customElements(manifest);
// Loaded first: a failure here should stop the build before it writes anything more.
const sample = await loadSample();
const schema = contentJsonSchema();
// Written compact: 3,470 slugs a line each would double it (editors read it either way).
writeFileSync(join(DIST, 'portfolio.schema.json'), `${JSON.stringify(schema)}\n`);
writeFileSync(join(DIST, 'custom-elements.json'), json(manifest));
writeFileSync(
  join(DIST, 'portfolio-elements.d.ts'),
  typeDeclarations(elements, contentTypeDeclaration(schema)),
);
writeFileSync(join(DIST, 'vue.d.ts'), vueDeclarations(elements));
writeFileSync(join(DIST, 'preact.d.ts'), preactDeclarations(elements));
writeFileSync(join(DIST, 'vscode.html-custom-data.json'), json(vscodeCustomData(manifest)));
writeFileSync(join(DIST, 'web-types.json'), json(webTypes(manifest)));
// No embed page (and so no oEmbed answer) for a section the content leaves out.
const leftOut = new Set(leftOutSections(site.content).map(sectionTag));
writeEmbedPages(
  DIST,
  elements.map((element) => element.tagName!).filter((tag) => !leftOut.has(tag)),
  site.content,
);
// One page per language, each from the built page, before any is prerendered.
const built = readFileSync(join(DIST, 'index.html'), 'utf8');
for (const page of site.languages) {
  mkdirSync(dirname(join(DIST, page.file)), { recursive: true });
  writeFileSync(
    join(DIST, page.file),
    languagePage(built, page, site.owners.get(page), site.descriptions.get(page)),
  );
}
for (const page of site.languages) await prerenderPage(DIST, page.file);
const siteFiles = await writeSiteFiles(DIST, site);
// The section snippets are prerendered too, so the renderer goes after them.
await writeSnippets(
  DIST,
  site.url ? siteBase(site.url) : null,
  site.content,
  publishedSections(DIST),
);
prerenderDone();
// A strict policy for the prerendered pages lists their inline elements' hashes.
writeFileSync(
  join(DIST, CSP_FILE),
  `${pagePolicy(site.languages.map((page) => readFileSync(join(DIST, page.file), 'utf8')))}\n`,
);
console.log(
  `dist/: portfolio.schema.json, custom-elements.json, portfolio-elements.d.ts, vue.d.ts, preact.d.ts, vscode.html-custom-data.json, web-types.json, embed pages, snippet.html and snippets/, ${CSP_FILE}, ${siteFiles.filter((file) => !file.endsWith('.html')).join(', ')} written`,
);
// Last, so the list is what the terminal shows when the build ends.
const left = formatSampleLeft(
  relative(process.cwd(), CONTENT_FILE),
  sampleLeft(site.content, sample),
);
if (left) {
  console.log(`\n${left}`);
  if (process.argv.includes('--strict')) process.exit(1);
}
