/**
 * `npm run check [-- --fix] [-- --strict]`: validates the content and every image and model it
 * points at, and prints one table: each file, its size and what is wrong; then the sample
 * values the page still shows (sample-left.ts). Exits 1 when anything is wrong, and with
 * --strict when any sample value is left too.
 * With --fix, writes optimised copies beside the originals (`me.optimized.webp`,
 * `character.optimized.glb`) and prints the sizes before and after; point the content at the
 * copies once they look right.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  assetTable,
  inspectAsset,
  optimizeImage,
  optimizeModel,
  type AssetReport,
} from '../content/assets.ts';
import {
  CONTENT_FILE,
  OWNER_DIR,
  assetReferences,
  formatProblems,
  validateContentText,
} from '../content/validate.ts';
import { formatSampleLeft, loadSample, sampleLeft } from '../content/sample-left.ts';

const fix = process.argv.includes('--fix');
const strict = process.argv.includes('--strict');
const name = relative(process.cwd(), CONTENT_FILE);
const text = readFileSync(CONTENT_FILE, 'utf8');
const problems = validateContentText(text, OWNER_DIR);
// Files are listed below with their own status, not twice.
const contentProblems = problems.filter((p) => !p.message.startsWith('File not found'));
if (contentProblems.length) console.log(`${formatProblems(name, contentProblems)}\n`);

let reports: AssetReport[] = [];
if (!problems.some((p) => p.path === '(file)')) {
  reports = await Promise.all(assetReferences(JSON.parse(text), OWNER_DIR).map(inspectAsset));
  console.log(
    reports.length
      ? assetTable(reports)
      : `${name} points at no images or models of its own (the defaults ship with the build).`,
  );
}

const fixable = (report: AssetReport) =>
  report.problems.some((p) => p.startsWith('image over') || p.includes('without meshopt'));
if (fix) {
  const toFix = reports.filter(fixable);
  if (!toFix.length) console.log('\n--fix: nothing to optimise.');
  for (const report of toFix) {
    const file = report.file!;
    try {
      const { out, bytes } =
        report.kind === 'model' ? await optimizeModel(file) : await optimizeImage(file);
      const saved = Math.round((1 - bytes / report.bytes!) * 100);
      console.log(
        `\n--fix: ${relative(OWNER_DIR, file)} ${(report.bytes! / 1000).toFixed(1)} KB -> ` +
          `${relative(OWNER_DIR, out)} ${(bytes / 1000).toFixed(1)} KB (${saved}% smaller)`,
      );
    } catch (error) {
      console.log(`\n--fix: could not optimise ${relative(OWNER_DIR, file)}: ${String(error)}`);
    }
  }
}

let left: string | null = null;
if (!problems.some((p) => p.path === '(file)')) {
  left = formatSampleLeft(name, sampleLeft(JSON.parse(text), await loadSample()));
  if (left) console.log(`\n${left}`);
}

const failed =
  contentProblems.length > 0 ||
  reports.some((r) => r.problems.length > 0) ||
  (strict && left !== null);
console.log(failed ? '\nProblems found.' : '\nAll good.');
process.exit(failed ? 1 : 0);
