/** Post-build steps that Vite does not do: files derived from the source, written into dist/. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customElementsManifest, readElementDocs, typeDeclarations } from './manifest.ts';
import { contentJsonSchema } from './schema.ts';
import { writeEmbedPages } from './embed-pages.ts';
import { prerenderPage } from './prerender.ts';

const DIST = join(import.meta.dirname, '../dist');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const docs = readElementDocs();
writeFileSync(join(DIST, 'portfolio.schema.json'), json(contentJsonSchema()));
writeFileSync(join(DIST, 'custom-elements.json'), json(customElementsManifest(docs)));
writeFileSync(join(DIST, 'portfolio-elements.d.ts'), typeDeclarations(docs));
writeEmbedPages(
  DIST,
  docs.map((doc) => doc.tagName),
);
await prerenderPage(DIST);
console.log(
  'dist/: portfolio.schema.json, custom-elements.json, portfolio-elements.d.ts, embed pages written',
);
