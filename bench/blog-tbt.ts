/**
 * `npx tsx bench/blog-tbt.ts [dist…]` (after `npm run build`): the blog's blocking time alone,
 * quicker than the whole bench when the sections' start-up work is what changed. Lighthouse
 * mobile on the blog with the sections (bench/blog.ts, dist/snippet.html's lines) and on the
 * same blog without them (`/?bare`), interleaved; with several builds (say a copy of dist/ from
 * before a change, and dist/), each build's pair in every round, so all are measured on the same
 * machine at the same moment. Prints every run's TBT, LCP and CLS, the medians, and each run's
 * long tasks with the script they are attributed to.
 *
 * BENCH_RUNS (default 3): rounds. BENCH_FORM_FACTOR: `mobile` (default) or `desktop`.
 */
import { serveBuildBlogs } from './build-blogs.ts';
import { lighthouse, type FormFactor, type LighthouseRun } from './lighthouse.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORM_FACTOR = (process.env.BENCH_FORM_FACTOR ?? 'mobile') as FormFactor;
const sites = (await serveBuildBlogs(process.argv.slice(2))).map((site) => ({
  ...site,
  runs: { sections: [] as LighthouseRun[], bare: [] as LighthouseRun[] },
}));

const round = (ms: number) => Math.round(ms);
try {
  for (let index = 0; index < RUNS; index += 1) {
    for (const site of sites) {
      for (const variant of ['sections', 'bare'] as const) {
        const url = variant === 'bare' ? `${site.blog.url}?bare` : site.blog.url;
        const run = await lighthouse(url, FORM_FACTOR);
        site.runs[variant].push(run);
        console.log(
          `${site.dist} ${variant} ${index + 1}/${RUNS}: TBT ${round(run.tbt)} ms, LCP ${round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}`,
        );
        if (variant === 'sections') {
          for (const task of run.longTasks) {
            console.log(
              `    long task ${round(task.ms)} ms at ${round(task.startMs)} ms: ${task.url}`,
            );
          }
        }
      }
    }
  }
  for (const { dist, runs } of sites) {
    const tbt = (list: LighthouseRun[]) => list.map((run) => round(run.tbt));
    const withSections = median(tbt(runs.sections));
    const without = median(tbt(runs.bare));
    console.log(
      `${dist}: TBT with the sections ${withSections} ms (${tbt(runs.sections).join(', ')}), without ${without} ms (${tbt(runs.bare).join(', ')}): +${withSections - without} ms`,
    );
  }
} finally {
  await Promise.all(sites.map((site) => site.close()));
}
