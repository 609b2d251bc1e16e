/**
 * The Lighthouse audits of a bench run: which site, with which query, on which preset. The
 * budgets compare audits with each other, so they run in rounds (one run of each audit a round,
 * in this order) and a machine that slows down mid-run slows every page alike.
 */
import type { FormFactor } from './lighthouse.ts';
import { TEXT_FLOOR_PATH } from './pages.ts';

/**
 * page: the standalone page (dist/index.html); blog: an owner's blog on another origin loading
 * the sections with dist/snippet.html's lines (bench/blog.ts); reference: the reference
 * commit's standalone page (bench/reference.ts).
 */
export type Site = 'page' | 'blog' | 'reference';

export interface Audit {
  site: Site;
  /** A page beside the site's own (the page's text floor, bench/pages.ts). */
  path?: string;
  /**
   * The page URL's query: '' is the page as shipped; `?bare` is the blog without the sections
   * (bench/blog.ts).
   */
  query: '' | '?still' | '?worker=off' | '?bare';
  formFactor: FormFactor;
  /** Runs as many times as BENCH_RUNS (`runs`) or BENCH_LH_SHIPPED_RUNS (`shipped`). */
  count: 'runs' | 'shipped';
}

export const AUDITS = {
  pageStillMobile: { site: 'page', query: '?still', formFactor: 'mobile', count: 'runs' },
  referenceStillMobile: { site: 'reference', query: '?still', formFactor: 'mobile', count: 'runs' },
  blogStillMobile: { site: 'blog', query: '?still', formFactor: 'mobile', count: 'runs' },
  pageMobile: { site: 'page', query: '', formFactor: 'mobile', count: 'shipped' },
  // The page's own words alone (its text floor), and the blog without the sections: what the
  // sections cost the pages around them, each measured next to the page it is held against.
  pageTextMobile: {
    site: 'page',
    path: TEXT_FLOOR_PATH,
    query: '',
    formFactor: 'mobile',
    count: 'shipped',
  },
  blogMobile: { site: 'blog', query: '', formFactor: 'mobile', count: 'shipped' },
  blogBareMobile: { site: 'blog', query: '?bare', formFactor: 'mobile', count: 'shipped' },
  pageDesktop: { site: 'page', query: '', formFactor: 'desktop', count: 'shipped' },
  blogDesktop: { site: 'blog', query: '', formFactor: 'desktop', count: 'shipped' },
  blogBareDesktop: { site: 'blog', query: '?bare', formFactor: 'desktop', count: 'shipped' },
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
  blog: 'blog (snippets)',
  reference: 'reference',
};

/** How the report names an audit's page beside its site's own. */
const PAGE_NAMES: Record<string, string> = {
  [TEXT_FLOOR_PATH]: 'text floor',
  '?bare': 'without the sections',
};

/** How the report names an audit, e.g. "blog (snippets) ?still mobile". */
export function auditName(id: AuditId): string {
  const audit: Audit = AUDITS[id];
  const variant = PAGE_NAMES[audit.path ?? audit.query] ?? (audit.query || 'as shipped');
  return `${SITE_NAMES[audit.site]} ${variant} ${audit.formFactor}`;
}

/** The URL an audit loads, from its site's. */
export function auditUrl(id: AuditId, siteUrl: string): string {
  const audit: Audit = AUDITS[id];
  return new URL((audit.path ?? '') + audit.query, siteUrl).href;
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
