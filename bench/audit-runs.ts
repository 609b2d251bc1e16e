/** Runs the Lighthouse audits in rounds (bench/audits.ts); a run it cannot complete keeps its reason. */
import { summariseLighthouse } from './aggregate.ts';
import { AUDITS, auditName, auditUrl, schedule, type AuditId, type Site } from './audits.ts';
import { lighthouse, type LighthouseRun } from './lighthouse.ts';
import type { Results } from './results.ts';

export interface AuditPlan {
  /** Each site's URL; a site left out (the reference, skipped) is not audited. */
  urls: Partial<Record<Site, string>>;
  /** BENCH_RUNS and BENCH_LH_SHIPPED_RUNS. */
  runs: number;
  shippedRuns: number;
}

export async function runAudits(
  { urls, runs, shippedRuns }: AuditPlan,
  log: (message: string) => void,
): Promise<Results['lighthouse']> {
  const ids = (Object.keys(AUDITS) as AuditId[]).filter((id) => urls[AUDITS[id].site]);
  const counts = Object.fromEntries(
    ids.map((id) => [id, AUDITS[id].count === 'runs' ? runs : shippedRuns]),
  ) as Partial<Record<AuditId, number>>;
  const done = new Map<AuditId, { runs: LighthouseRun[]; failures: string[] }>(
    ids.map((id) => [id, { runs: [], failures: [] }]),
  );
  for (const id of schedule(counts)) {
    const { site, formFactor } = AUDITS[id];
    const record = done.get(id)!;
    const index = record.runs.length + record.failures.length + 1;
    log(`Lighthouse ${auditName(id)} ${index}/${counts[id]}`);
    try {
      record.runs.push(await lighthouse(auditUrl(id, urls[site]!), formFactor));
    } catch (error) {
      record.failures.push(error instanceof Error ? error.message : String(error));
      log(`  failed: ${record.failures.at(-1)}`);
    }
  }
  return Object.fromEntries(
    [...done].map(([id, record]) => [id, summariseLighthouse(record.runs, record.failures)]),
  );
}
