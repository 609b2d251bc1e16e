/**
 * The reference commit: an earlier build, measured in the same run as ours, so that a budget can
 * say "half of that commit's blocking time" on whatever machine the bench runs, rather than a
 * number of milliseconds that only held on a quiet one.
 *
 * BENCH_REFERENCE names the commit (default below); BENCH_REFERENCE=none skips it. The commit is
 * built once, in a temporary git worktree with this checkout's node_modules linked in (so
 * devDependencies keep what those commits import: @r2wc/react-to-web-component), and its
 * dist/ is kept as bench/.reference/<commit>.tar.gz (ignored by git; an archive, so that no
 * linter or type check walks into a built copy), which later runs unpack.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer, type BenchServer } from './server.ts';

/** Every stage drawn in a worker, before the work that followed it. */
export const DEFAULT_REFERENCE = '5551d11';

const REPO = join(import.meta.dirname, '..');
const CACHE = join(import.meta.dirname, '.reference');

/** A build's output shown when it fails: its last lines say why. */
const FAILURE_TAIL_CHARS = 2000;

/** The commit to measure beside ours, or null when BENCH_REFERENCE=none. */
export function referenceCommit(setting = process.env.BENCH_REFERENCE): string | null {
  const commit = setting?.trim() || DEFAULT_REFERENCE;
  return commit === 'none' ? null : commit;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();

function build(cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', 'build'],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${error.message}\n${(stdout + stderr).slice(-FAILURE_TAIL_CHARS)}`));
        else resolve();
      },
    );
  });
}

/** Builds `hash` in a temporary worktree and archives its dist/ at `archive`. */
async function buildArchive(hash: string, archive: string): Promise<void> {
  const tree = mkdtempSync(join(tmpdir(), 'portfolio-reference-'));
  git('worktree', 'add', '--detach', '--force', tree, hash);
  try {
    symlinkSync(realpathSync(join(REPO, 'node_modules')), join(tree, 'node_modules'));
    await build(tree);
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed, so an interrupted run leaves no half archive to reuse.
    const partial = `${archive}.partial`;
    execFileSync('tar', ['-czf', partial, '-C', join(tree, 'dist'), '.']);
    renameSync(partial, archive);
  } finally {
    git('worktree', 'remove', '--force', tree);
    rmSync(tree, { recursive: true, force: true });
  }
}

export interface ReferenceServer extends BenchServer {
  /** The full hash measured. */
  commit: string;
  /** Whether this run built it (false: unpacked from an earlier run's archive). */
  built: boolean;
}

/**
 * A commit's dist/, unpacked into a temporary folder (the caller removes it), building it first
 * if no earlier run did.
 */
export async function unpackBuild(
  commit: string,
): Promise<{ root: string; commit: string; built: boolean }> {
  const hash = git('rev-parse', '--verify', `${commit}^{commit}`);
  const archive = join(CACHE, `${hash}.tar.gz`);
  const built = !existsSync(archive);
  if (built) await buildArchive(hash, archive);
  const root = mkdtempSync(join(tmpdir(), 'portfolio-reference-dist-'));
  execFileSync('tar', ['-xzf', archive, '-C', root]);
  return { root, commit: hash, built };
}

/** Serves the reference commit's dist/ as the bench serves ours, building it first if need be. */
export async function startReferenceServer(commit: string): Promise<ReferenceServer> {
  const { root, commit: hash, built } = await unpackBuild(commit);
  try {
    return { ...(await startBenchServer(root)), commit: hash, built };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The reference commit measured beside ours; null when BENCH_REFERENCE=none. */
export type ReferenceSummary = { commit: string; built?: boolean; error?: string } | null;

/**
 * The run's reference, served, or the reason it is not: a commit that cannot be built costs its
 * budget, not the whole run.
 */
export async function openReference(
  commit: string | null,
  log: (message: string) => void,
): Promise<{ server: ReferenceServer | null; summary: ReferenceSummary }> {
  if (!commit) return { server: null, summary: null };
  log(`reference commit ${commit}: building it unless an earlier run did`);
  try {
    const server = await startReferenceServer(commit);
    log(`serving the reference ${server.commit.slice(0, 7)} at ${server.url}`);
    return { server, summary: { commit: server.commit, built: server.built } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`reference commit ${commit} not measured: ${reason}`);
    return { server: null, summary: { commit, error: reason.split('\n')[0]! } };
  }
}
