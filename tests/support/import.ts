/**
 * Helpers for the import's tests: run `npm run import` / `npm run export` as the owner does
 * (the same scripts, on a temporary content file and files folder), and snapshots of a folder
 * to prove a command changed nothing on disk.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
export const RESUME_PACKAGE = join(ROOT, 'node_modules/@jsonresume/schema');
/** The JSON Resume package's own example documents. */
export const RESUME_EXAMPLES = [
  'sample.resume.json',
  'examples/career-changer.resume.json',
  'examples/new-grad.resume.json',
  'examples/senior-engineer.resume.json',
].map((file) => join(RESUME_PACKAGE, file));

export interface Owner {
  dir: string;
  /** The content file, inside `dir`. */
  content: string;
  /** The owner's files folder, inside `dir`. */
  public: string;
}

/** A temporary owner: a folder (in `parent`, or the system's) for portfolio.json and a files folder. */
export function tempOwner(parent = tmpdir()): Owner {
  const dir = mkdtempSync(join(parent, 'portfolio-import-'));
  mkdirSync(join(dir, 'public'));
  return { dir, content: join(dir, 'portfolio.json'), public: join(dir, 'public') };
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <command> -- ...args` for `owner` (the scripts npm would run, without npm). */
export function run(
  command: 'import' | 'export',
  args: string[],
  owner: Owner,
  env: Record<string, string> = {},
): Promise<Run> {
  const script = join(ROOT, `scripts/import/${command === 'import' ? 'cli' : 'export-cli'}.ts`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORTFOLIO_CONTENT: owner.content,
          PORTFOLIO_PUBLIC: owner.public,
          GITHUB_TOKEN: '',
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every file under `dir` with its bytes and modification time. */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        out.set(relative(dir, path), `${stat.mtimeMs} ${readFileSync(path, 'base64')}`);
      }
    }
  };
  walk(dir);
  return out;
}
