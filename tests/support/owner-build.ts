/**
 * Builds the page for a temporary owner's content, as `npm run build` does for the real one,
 * without touching the repository's dist/: PORTFOLIO_CONTENT and PORTFOLIO_PUBLIC point at the
 * owner, PORTFOLIO_DIST at `<owner.dir>/dist` (its scratch folder, under .generated/builds/, is
 * removed after: scripts/build/build-paths.ts).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from '../../scripts/build/build-paths.ts';
import { ROOT, type Owner } from './import.ts';

export interface OwnerBuild {
  dist: string;
  /** What the build printed: its sample-left list among the rest. */
  output: string;
}

/** Builds `owner`'s content into `<owner.dir>/dist`; with `strict`, a sample value left fails it. */
export function buildOwner(owner: Owner, { strict = false } = {}): Promise<OwnerBuild> {
  const dist = join(owner.dir, 'dist');
  const scratch = scratchFolder(dist);
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', 'build', '--silent', ...(strict ? ['--', '--strict'] : [])],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORTFOLIO_CONTENT: owner.content,
          PORTFOLIO_PUBLIC: owner.public,
          PORTFOLIO_DIST: dist,
        },
        maxBuffer: 20 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        rmSync(scratch, { recursive: true, force: true });
        if (error) reject(new Error(`the build failed:\n${stdout}\n${stderr}`));
        else resolve({ dist, output: `${stdout}${stderr}` });
      },
    );
  });
}
