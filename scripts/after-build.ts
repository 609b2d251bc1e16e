/** Post-build steps that Vite does not do: files derived from the source, written into dist/. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentJsonSchema } from './schema.ts';

const DIST = join(import.meta.dirname, '../dist');

writeFileSync(
  join(DIST, 'portfolio.schema.json'),
  `${JSON.stringify(contentJsonSchema(), null, 2)}\n`,
);
console.log('dist/portfolio.schema.json written');
