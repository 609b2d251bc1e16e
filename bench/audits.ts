/**
 * The Lighthouse audits of a bench run: which site, with which query, on which preset. The
 * budgets compare audits with each other, so they run in rounds (one run of each audit a round,
 * in this order) and a machine that slows down mid-run slows every page alike.
 */
import type { FormFactor } from './lighthouse.ts';

/**
 * page: the standalone page (dist/index.html); blog: an owner's blog on another origin loading
 * the sections through the one script tag (bench/blog.ts); reference: the reference commit's
 * standalone page (bench/reference.ts).
 */
export type Site = 'page' | 'blog' | 'reference';

export interface Audit {
  site: Site;
  /** The page URL's query: '' is the page as shipped. */
  query: '' | '?still' | '?worker=off';
  formFactor: FormFactor;
  /** Runs as many times as BENCH_RUNS (`runs`) or BENCH_LH_SHIPPED_RUNS (`shipped`). */
  count: 'runs' | 'shipped';
}

export const AUDITS = {
  pageStillMobile: { site: 'page', query: '?still', formFactor: 'mobile', count: 'runs' },
  referenceStillMobile: { site: 'reference', query: '?still', formFactor: 'mobile', count: 'runs' },
  blogStillMobile: { site: 'blog', query: '?still', formFactor: 'mobile', count: 'runs' },
  pageMobile: { site: 'page', query: '', formFactor: 'mobile', count: 'shipped' },
  blogMobile: { site: 'blog', query: '', formFactor: 'mobile', count: 'shipped' },
  pageDesktop: { site: 'page', query: '', formFactor: 'desktop', count: 'shipped' },
  blogDesktop: { site: 'blog', query: '', formFactor: 'desktop', count: 'shipped' },
  pageWorkerOffMobile: {
    site: 'page',
    query: '?worker=off',
    formFactor: 'mobile',
    count: 'shipped',
  },
  // Every stage drawn on the page's thread: ours through the one stage runtime, the reference's
  // through its page-only React tree.
  referenceWorkerOffMobile: {
    site: 'reference',
    query: '?worker=off',
    formFactor: 'mobile',
    count: 'shipped',
  },
} as const satisfies Record<string, Audit>;

export type AuditId = keyof typeof AUDITS;

const SITE_NAMES: Record<Site, string> = {
  page: 'page',
  blog: 'blog (CDN tag)',
  reference: 'reference',
};

/** How the report names an audit, e.g. "blog (CDN tag) ?still mobile". */
export function auditName(id: AuditId): string {
  const audit: Audit = AUDITS[id];
  return `${SITE_NAMES[audit.site]} ${audit.query || 'as shipped'} ${audit.formFactor}`;
}

/**
 * The order of the runs: round after round, each audit with runs left once, in AUDITS order.
 * An audit with a count of 0 (the reference, skipped) never runs.
 */
export function schedule(counts: Partial<Record<AuditId, number>>): AuditId[] {
  const order: AuditId[] = [];
  const rounds = Math.max(0, ...Object.values(counts));
  for (let round = 0; round < rounds; round += 1) {
    for (const id of Object.keys(AUDITS) as AuditId[]) {
      if (round < (counts[id] ?? 0)) order.push(id);
    }
  }
  return order;
}
