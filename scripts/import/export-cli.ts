/**
 * `npm run export -- resume <out.json>`: the owner's content as a JSON Resume document,
 * checked with the standard's schema package before it is written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  CONTENT_FILE,
  OWNER_DIR,
  formatProblems,
  validateContentText,
} from '../content/validate.ts';
import { readContent } from './apply.ts';
import { exportResume } from './export.ts';
import { ImportError } from '../../src/content/import/import-error.ts';
import { resumeProblems } from '../../src/content/import/resume-document.ts';

function main([kind, out, ...extra]: string[]): void {
  if (kind !== 'resume' || !out || extra.length) {
    throw new ImportError('Usage: npm run export -- resume <out.json>');
  }
  const name = relative(process.cwd(), CONTENT_FILE);
  if (existsSync(CONTENT_FILE)) {
    const problems = validateContentText(readFileSync(CONTENT_FILE, 'utf8'), OWNER_DIR);
    if (problems.length) throw new ImportError(formatProblems(name, problems));
  }
  const resume = exportResume(readContent(CONTENT_FILE));
  const problems = resumeProblems(resume);
  if (problems.length) {
    throw new ImportError(
      `The export does not validate as JSON Resume:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  writeFileSync(out, `${JSON.stringify(resume, null, 2)}\n`);
  const counts = `${resume.work?.length ?? 0} jobs, ${resume.projects?.length ?? 0} projects, ${resume.skills?.[0]?.keywords?.length ?? 0} skills`;
  console.log(`${out}: a JSON Resume document from ${name} (${counts}); it validates.`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(error.message);
  process.exit(1);
}
