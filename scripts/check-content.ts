/**
 * The build's first step: refuses content that does not validate, with every problem's JSON
 * path, line and column, before anything else of the build runs or prints.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  CONTENT_FILE,
  OWNER_DIR,
  formatProblems,
  validateContentText,
} from './content/validate.ts';

const problems = validateContentText(readFileSync(CONTENT_FILE, 'utf8'), OWNER_DIR);
if (problems.length) {
  console.error(formatProblems(relative(process.cwd(), CONTENT_FILE), problems));
  console.error('The build stops here: fix the content and build again.');
  process.exit(1);
}
