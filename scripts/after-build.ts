/** Post-build steps that Vite does not do: files derived from the source, written into dist/. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  customElementsManifest,
  preactDeclarations,
  readElementDocs,
  typeDeclarations,
  vscodeCustomData,
  vueDeclarations,
  webTypes,
} from './manifest.ts';
import { contentJsonSchema } from './schema.ts';
import { writeEmbedPages } from './embed-pages.ts';
import { prerenderPage } from './prerender.ts';
import { readSiteConfig, writeSiteFiles } from './site/write-site-files.ts';

const DIST = join(import.meta.dirname, '../dist');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// Read first: a malformed site.url stops the build before anything is written.
const CONTENT = join(import.meta.dirname, '../content/portfolio.json');
const site = readSiteConfig(JSON.parse(readFileSync(CONTENT, 'utf8')), 'content/portfolio.json');

const docs = readElementDocs();
writeFileSync(join(DIST, 'portfolio.schema.json'), json(contentJsonSchema()));
writeFileSync(join(DIST, 'custom-elements.json'), json(customElementsManifest(docs)));
writeFileSync(join(DIST, 'portfolio-elements.d.ts'), typeDeclarations(docs));
writeFileSync(join(DIST, 'vue.d.ts'), vueDeclarations(docs));
writeFileSync(join(DIST, 'preact.d.ts'), preactDeclarations(docs));
writeFileSync(join(DIST, 'vscode.html-custom-data.json'), json(vscodeCustomData(docs)));
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
writeFileSync(join(DIST, 'web-types.json'), json(webTypes(docs, pkg)));
writeEmbedPages(
  DIST,
  docs.map((doc) => doc.tagName),
);
await prerenderPage(DIST);
const siteFiles = await writeSiteFiles(DIST, site);
console.log(
  `dist/: portfolio.schema.json, custom-elements.json, portfolio-elements.d.ts, vue.d.ts, preact.d.ts, vscode.html-custom-data.json, web-types.json, embed pages, ${siteFiles.filter((file) => !file.endsWith('.html')).join(', ')} written`,
);
