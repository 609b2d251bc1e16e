/**
 * The build's first step: refuses content that does not validate, with every problem's JSON
 * path, line and column (schema, gazetteer and files, in one list), before anything else of the
 * build runs or prints; and warns about a remote image that answers with an error.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  CONTENT_FILE,
  OWNER_DIR,
  formatProblems,
  remoteImageProblems,
  validateContentText,
} from '../content/validate.ts';

const text = readFileSync(CONTENT_FILE, 'utf8');
const file = relative(process.cwd(), CONTENT_FILE);
const problems = validateContentText(text, OWNER_DIR);
const warnings = await remoteImageProblems(text);
if (warnings.length) console.warn(formatProblems(file, warnings, 'warning'));
if (problems.length) {
  console.error(formatProblems(file, problems));
  console.error('The build stops here: fix the content and build again.');
  process.exit(1);
}
