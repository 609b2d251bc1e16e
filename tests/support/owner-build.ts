/**
 * Builds the page for a temporary owner's content, as `npm run build` does for the real one,
 * without touching the repository's dist/: the build runs in a copy of the sources (their
 * node_modules linked), with PORTFOLIO_CONTENT and PORTFOLIO_PUBLIC pointing at the owner, and
 * its dist/ is moved into the owner's folder. One copy serves every build of a test file.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type Owner } from './import.ts';

/** What the build neither reads nor needs. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  '.generated',
  '.git',
  'tests',
  'bench',
  '.outbox',
]);

export interface BuildCopy {
  /** Builds `owner`'s content into `<owner.dir>/dist` and returns that folder. */
  build(owner: Owner): Promise<string>;
  remove(): void;
}

export function buildCopy(): BuildCopy {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) =>
      source === ROOT || !LEFT_OUT.has(source.slice(ROOT.length + 1).split('/')[0]!),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    build: (owner) =>
      new Promise((resolve, reject) => {
        execFile(
          'npm',
          ['run', 'build'],
          {
            cwd: dir,
            env: {
              ...process.env,
              PORTFOLIO_CONTENT: owner.content,
              PORTFOLIO_PUBLIC: owner.public,
            },
            maxBuffer: 20 * 1024 * 1024,
          },
          (error, stdout, stderr) => {
            if (error) {
              reject(new Error(`the build failed:\n${stdout}\n${stderr}`));
              return;
            }
            const dist = join(owner.dir, 'dist');
            renameSync(join(dir, 'dist'), dist);
            resolve(dist);
          },
        );
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
