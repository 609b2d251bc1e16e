/** `npm run docs`: regenerates the generated pages of docs/ (checked by a unit test). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentReference } from '../build/content-doc.ts';
import { apiReference } from '../build/api-reference.ts';
import { customElements, elementsManifest } from '../build/manifest.ts';

const DOCS = join(import.meta.dirname, '../../docs');
writeFileSync(join(DOCS, 'api.md'), apiReference(customElements(elementsManifest())));
writeFileSync(join(DOCS, 'content.md'), contentReference());
console.log('docs/api.md and docs/content.md written');
