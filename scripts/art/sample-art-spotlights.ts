/**
 * The sample projects' "screenshots": four made-up product UIs drawn as SVG (a job board, a
 * developer-matching grid, a deployment dashboard, a prompt-testing workbench). Drawn here so
 * the sample content holds no third-party or copyrighted images; names and numbers are invented.
 */
import { escapeUTF8 } from 'entities/escape';

export interface AppTheme {
  bg: string;
  panel: string;
  raised: string;
  line: string;
  accent: string;
  ink: string;
  muted: string;
}

export const WIDTH = 960;
export const HEIGHT = 640;
const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";
const MONO = "'JetBrains Mono', Menlo, Consolas, monospace";
const OK = '#34d399';
const WARN = '#fbbf24';
const BAD = '#f87171';

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

interface TextStyle {
  size?: number;
  fill?: string;
  weight?: number;
  mono?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}

function text(x: number, y: number, value: string, style: TextStyle = {}) {
  const { size = 13, fill = '#fff', weight = 400, mono = false, anchor = 'start' } = style;
  const family = mono ? MONO : FONT;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeUTF8(value)}</text>`;
}

/** A rounded label: a soft tint of `color` behind its text. */
function pill(x: number, y: number, label: string, color: string, width = label.length * 7 + 20) {
  return `${rect(x, y, width, 22, 11, color, 'fill-opacity=".16"')}${text(x + width / 2, y + 15, label, { size: 11, fill: color, weight: 600, anchor: 'middle' })}`;
}

function panel(x: number, y: number, w: number, h: number, t: AppTheme) {
  return rect(x, y, w, h, 12, t.panel, `stroke="${t.line}"`);
}

function avatar(cx: number, cy: number, r: number, initials: string, color: string) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>${text(cx, cy + r * 0.36, initials, { size: r * 0.9, weight: 700, fill: '#0b0d12', anchor: 'middle' })}`;
}

/** The app chrome every screen shares: brand, navigation, search and the account avatar. */
function appFrame(t: AppTheme, name: string, nav: string[], body: string): string {
  let x = 190;
  const links = nav
    .map((item, i) => {
      const width = item.length * 7.4;
      const active = i === 0;
      const link = `${text(x, 35, item, { size: 13, fill: active ? t.ink : t.muted, weight: active ? 600 : 400 })}${active ? rect(x, 54, width, 2, 1, t.accent) : ''}`;
      x += width + 36;
      return link;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${t.bg}"/>
<circle cx="860" cy="-40" r="300" fill="${t.accent}" opacity=".07"/>
${rect(0, 0, WIDTH, 56, 0, t.panel)}${rect(0, 56, WIDTH, 1, 0, t.line)}
${rect(24, 16, 24, 24, 7, t.accent)}${text(36, 33, name.slice(0, 1), { size: 14, weight: 800, fill: t.bg, anchor: 'middle' })}
${text(58, 34, name, { size: 17, weight: 700, fill: t.ink })}
${links}
${rect(640, 14, 240, 28, 8, t.raised, `stroke="${t.line}"`)}${text(658, 33, 'Search', { size: 12, fill: t.muted })}${text(862, 33, '/', { size: 12, fill: t.muted, mono: true, anchor: 'end' })}
${avatar(916, 28, 14, 'JA', t.accent)}
${body}
</svg>\n`;
}

export function referScreen(t: AppTheme): string {
  const filters = ['Remote', 'Full-time', 'Referral open', 'Frontend', 'Series A+']
    .map((label, i) => {
      const y = 150 + i * 36;
      const on = i !== 3;
      return `${rect(40, y - 13, 16, 16, 4, on ? t.accent : 'none', `stroke="${on ? t.accent : t.muted}"`)}${text(66, y, label, { size: 13, fill: t.ink })}`;
    })
    .join('');
  const jobs = [
    ['Senior Frontend Engineer', 'Northwind Labs', 'Remote · US', '#60a5fa', 'Referred'],
    ['Staff Platform Engineer', 'Brightwave', 'Seattle, WA', '#f59e0b', 'Ask for referral'],
    ['Full-Stack Developer', 'Orbit Health', 'Remote · EU', '#2dd4bf', 'Ask for referral'],
    ['Design Engineer', 'Pine & Field', 'New York, NY', '#f472b6', 'Interviewing'],
  ]
    .map(([title, company, place, color, state], i) => {
      const y = 120 + i * 122;
      const action =
        state === 'Ask for referral'
          ? `${rect(560, y + 38, 104, 30, 8, t.accent)}${text(612, y + 58, 'Ask for referral', { size: 11, weight: 700, fill: t.bg, anchor: 'middle' })}`
          : pill(560, y + 42, state!, state === 'Referred' ? OK : WARN, 104);
      return `${panel(244, y, 436, 108, t)}${rect(262, y + 18, 44, 44, 10, color!)}${text(284, y + 47, company!.slice(0, 1), { size: 20, weight: 800, fill: '#0b0d12', anchor: 'middle' })}
${text(322, y + 36, title!, { size: 16, weight: 700, fill: t.ink })}${text(322, y + 58, `${company} · ${place}`, { size: 12, fill: t.muted })}
${pill(322, y + 72, 'React', t.accent, 60)}${pill(388, y + 72, 'TypeScript', t.accent, 86)}${action}`;
    })
    .join('');
  const steps = ['Applied', 'Referred', 'Interview', 'Offer']
    .map((step, i) => {
      const y = 180 + i * 52;
      const done = i < 3;
      return `${i < 3 ? rect(723, y, 2, 52, 1, done ? t.accent : t.line) : ''}<circle cx="724" cy="${y}" r="7" fill="${done ? t.accent : t.raised}" stroke="${t.accent}"/>${text(744, y + 5, step, { size: 13, fill: done ? t.ink : t.muted, weight: done ? 600 : 400 })}`;
    })
    .join('');
  return appFrame(
    t,
    'Refer',
    ['Jobs', 'Referrals', 'Companies', 'Inbox'],
    `${text(24, 100, 'Filters', { size: 15, weight: 700, fill: t.ink })}${filters}
${rect(24, 340, 196, 130, 12, t.accent, 'fill-opacity=".12"')}${text(40, 372, '3 insiders', { size: 20, weight: 800, fill: t.ink })}${text(40, 396, 'can refer you this week', { size: 12, fill: t.muted })}
${avatar(52, 434, 14, 'MK', '#fda4af')}${avatar(76, 434, 14, 'TS', '#86efac')}${avatar(100, 434, 14, 'LR', '#fcd34d')}
${text(244, 100, 'Open roles', { size: 20, weight: 800, fill: t.ink })}${text(362, 100, '128 matching', { size: 13, fill: t.muted })}
${jobs}
${panel(700, 84, 236, 300, t)}${text(716, 116, 'Your referral', { size: 15, weight: 700, fill: t.ink })}${text(716, 138, 'Northwind Labs', { size: 12, fill: t.muted })}${steps}
${panel(700, 400, 236, 212, t)}${text(716, 432, 'This month', { size: 15, weight: 700, fill: t.ink })}
${text(716, 484, '12', { size: 34, weight: 800, fill: t.accent })}${text(716, 506, 'applications', { size: 12, fill: t.muted })}
${text(830, 484, '4', { size: 34, weight: 800, fill: t.ink })}${text(830, 506, 'interviews', { size: 12, fill: t.muted })}
${[0, 1, 2, 3, 4, 5, 6].map((i) => rect(716 + i * 30, 590 - [30, 46, 38, 62, 54, 70, 48][i]!, 18, [30, 46, 38, 62, 54, 70, 48][i]!, 4, t.accent, `fill-opacity="${0.35 + i * 0.09}"`)).join('')}`,
  );
}

export function devlinkScreen(t: AppTheme): string {
  const people = [
    ['Sam Ortega', 'Founder · Seed', 'SO', '#fda4af', 94, ['TypeScript', 'Go']],
    ['Priya Nair', 'Full-stack dev', 'PN', '#fcd34d', 91, ['React', 'Node']],
    ['Leo Brandt', 'CTO · Pre-seed', 'LB', '#86efac', 88, ['Rust', 'React']],
    ['Ana Costa', 'Frontend dev', 'AC', '#93c5fd', 86, ['Vue', 'Figma']],
    ['Kenji Mori', 'Founder · Series A', 'KM', '#c4b5fd', 83, ['Python', 'AWS']],
    ['Ruth Okafor', 'Backend dev', 'RO', '#fdba74', 81, ['Kotlin', 'SQL']],
  ] as const;
  const cards = people
    .map(([name, role, initials, color, match, stack], i) => {
      const x = 24 + (i % 3) * 308;
      const y = 150 + Math.floor(i / 3) * 240;
      return `${panel(x, y, 292, 224, t)}${avatar(x + 44, y + 48, 24, initials, color)}
${text(x + 80, y + 44, name, { size: 16, weight: 700, fill: t.ink })}${text(x + 80, y + 64, role, { size: 12, fill: t.muted })}
${pill(x + 20, y + 92, stack[0], t.accent, 84)}${pill(x + 110, y + 92, stack[1], t.accent, 64)}
${text(x + 20, y + 144, `${match}% match`, { size: 13, weight: 700, fill: t.ink })}${text(x + 272, y + 144, 'UTC−8', { size: 12, fill: t.muted, anchor: 'end' })}
${rect(x + 20, y + 154, 252, 6, 3, t.raised)}${rect(x + 20, y + 154, (252 * match) / 100, 6, 3, t.accent)}
${rect(x + 20, y + 176, 120, 32, 8, i === 0 ? t.accent : t.raised, i === 0 ? '' : `stroke="${t.line}"`)}${text(x + 80, y + 197, 'Say hello', { size: 12, weight: 700, fill: i === 0 ? t.bg : t.ink, anchor: 'middle' })}
${rect(x + 152, y + 176, 120, 32, 8, 'none', `stroke="${t.line}"`)}${text(x + 212, y + 197, 'View profile', { size: 12, fill: t.muted, anchor: 'middle' })}`;
    })
    .join('');
  return appFrame(
    t,
    'DevLink',
    ['Matches', 'Startups', 'Messages', 'Profile'],
    `${text(24, 104, 'Matches for you', { size: 22, weight: 800, fill: t.ink })}${text(24, 128, 'Ranked by stack, timezone and availability', { size: 13, fill: t.muted })}
${pill(584, 88, 'TypeScript', t.accent, 92)}${pill(684, 88, 'UTC−8 ± 3h', t.accent, 96)}${pill(788, 88, 'Part-time', t.accent, 84)}${text(936, 128, '48 people', { size: 12, fill: t.muted, anchor: 'end' })}
${cards}`,
  );
}

export function deployrScreen(t: AppTheme): string {
  const rows = [
    [OK, 'Ready', 'Cache product images at the edge', 'a41c9e2', 'main', '2m ago', '48s'],
    [
      WARN,
      'Building',
      'Add rollback button to deploy view',
      '7f03b1d',
      'feat/rollback',
      'now',
      '—',
    ],
    [OK, 'Ready', 'Upgrade to Node 20 runtime', 'c98d2a0', 'main', '1h ago', '52s'],
    [BAD, 'Error', 'Try streaming logs over SSE', '1e6b7f4', 'exp/sse-logs', '3h ago', '21s'],
    [OK, 'Ready', 'Fix preview URL for forks', '58aa0c3', 'main', 'Yesterday', '47s'],
  ] as const;
  const table = rows
    .map(([color, state, message, hash, branch, when, took], i) => {
      const y = 268 + i * 62;
      return `${rect(24, y, 556, 54, 10, i === 1 ? t.raised : 'none', i === 1 ? `stroke="${t.line}"` : '')}<circle cx="46" cy="${y + 27}" r="5" fill="${color}"/>${text(60, y + 32, state, { size: 12, weight: 600, fill: color })}
${text(140, y + 24, message, { size: 13, weight: 600, fill: t.ink })}${text(140, y + 42, `${hash}  ·  ${branch}`, { size: 11, fill: t.muted, mono: true })}
${text(500, y + 32, when, { size: 12, fill: t.muted, anchor: 'end' })}${text(564, y + 32, took, { size: 12, fill: t.muted, anchor: 'end', mono: true })}`;
    })
    .join('');
  const log: [string, string][] = [
    ['$ npm run build', t.muted],
    ['> next build', t.ink],
    ['  Creating an optimized production build', t.ink],
    ['✓ Compiled successfully in 18.2s', OK],
    ['✓ Linting and checking types', OK],
    ['  Collecting page data ...', t.ink],
    ['✓ Generating static pages (42/42)', OK],
    ['  Uploading 142 files (3.1 MB)', t.ink],
    ['● Assigning domains', WARN],
    ['  acme-web-git-feat-rollback.deployr.app', t.accent],
    ['▌', t.accent],
  ];
  const lines = log
    .map(([line, color], i) => text(612, 304 + i * 24, line, { size: 11, fill: color, mono: true }))
    .join('');
  return appFrame(
    t,
    'Deployr',
    ['Deployments', 'Projects', 'Domains', 'Usage'],
    `${rect(24, 80, 912, 152, 12, t.panel, `stroke="${t.line}"`)}${rect(44, 104, 180, 108, 8, t.raised)}
${rect(56, 116, 156, 10, 5, t.accent, 'fill-opacity=".6"')}${rect(56, 136, 110, 8, 4, t.muted, 'fill-opacity=".5"')}${rect(56, 156, 70, 40, 6, t.accent, 'fill-opacity=".25"')}${rect(134, 156, 78, 40, 6, t.muted, 'fill-opacity=".2"')}
${text(248, 124, 'acme-web', { size: 22, weight: 800, fill: t.ink })}${pill(360, 106, 'Production', OK, 86)}
${text(248, 150, 'acme-web.deployr.app', { size: 13, fill: t.accent, mono: true })}
${text(248, 188, 'Last deploy 2m ago from main · a41c9e2', { size: 12, fill: t.muted })}
${rect(736, 110, 84, 34, 8, 'none', `stroke="${t.line}"`)}${text(778, 132, 'Visit', { size: 13, fill: t.ink, anchor: 'middle' })}
${rect(830, 110, 90, 34, 8, t.accent)}${text(875, 132, 'Redeploy', { size: 13, weight: 700, fill: t.bg, anchor: 'middle' })}
${text(24, 258, 'Deployments', { size: 15, weight: 700, fill: t.ink })}${table}
${rect(596, 252, 340, 368, 12, '#050807', `stroke="${t.line}"`)}${text(612, 276, 'Build log · feat/rollback', { size: 11, fill: t.muted })}${lines}`,
  );
}

export function promptlabScreen(t: AppTheme): string {
  const prompt: [string, string][] = [
    ['You are a support assistant for', t.ink],
    ['{{product}}. Answer in at most', t.accent],
    ['{{max_sentences}} sentences, cite the', t.accent],
    ['help-center article you used and', t.ink],
    ['never invent a refund policy.', t.ink],
    ['', t.ink],
    ['Customer: {{question}}', t.accent],
  ];
  const editor = prompt
    .map(
      ([line, color], i) =>
        `${text(44, 176 + i * 24, String(i + 1), { size: 11, fill: t.muted, mono: true, anchor: 'end' })}${text(60, 176 + i * 24, line, { size: 12, fill: color, mono: true })}`,
    )
    .join('');
  const output = (x: number, model: string, score: string, good: boolean) =>
    `${panel(x, 84, 224, 300, t)}${text(x + 16, 112, model, { size: 14, weight: 700, fill: t.ink })}${pill(x + 140, 96, score, good ? OK : WARN, 68)}
${[0, 1, 2, 3, 4, 5, 6].map((i) => rect(x + 16, 136 + i * 22, [188, 176, 192, 142, 182, 112, 162][i]! - (good ? 0 : 20), 9, 4, t.muted, 'fill-opacity=".35"')).join('')}
${text(x + 16, 312, good ? 'Cites: Billing FAQ §4' : 'No citation', { size: 12, fill: good ? OK : BAD })}${text(x + 16, 334, good ? '3 sentences · 412 ms' : '5 sentences · 388 ms', { size: 12, fill: t.muted })}
${rect(x + 16, 348, 192, 6, 3, t.raised)}${rect(x + 16, 348, good ? 167 : 132, 6, 3, good ? OK : WARN)}`;
  const cases = [
    ['Refund after 30 days', true, true],
    ['Change billing e-mail', true, true],
    ['Cancel annual plan', true, false],
    ['Invoice in another currency', true, true],
  ] as const;
  const table = cases
    .map(([name, a, b], i) => {
      const y = 452 + i * 40;
      return `${rect(480, y - 20, 456, 36, 8, i % 2 ? 'none' : t.raised)}${text(496, y + 3, name, { size: 12, fill: t.ink })}${pill(760, y - 12, a ? 'pass' : 'fail', a ? OK : BAD, 52)}${pill(868, y - 12, b ? 'pass' : 'fail', b ? OK : BAD, 52)}`;
    })
    .join('');
  return appFrame(
    t,
    'PromptLab',
    ['Playground', 'Test suites', 'Runs', 'Settings'],
    `${panel(24, 84, 432, 528, t)}${text(40, 116, 'support-answer.prompt', { size: 14, weight: 700, fill: t.ink, mono: true })}${pill(360, 98, 'v12', t.accent, 48)}
${rect(40, 132, 400, 1, 0, t.line)}${editor}
${text(40, 368, 'Variables', { size: 13, weight: 700, fill: t.ink })}
${[
  ['product', 'Acme Cloud'],
  ['max_sentences', '3'],
  ['question', 'Can I get a refund…'],
]
  .map(
    ([k, v], i) =>
      `${rect(40, 382 + i * 40, 400, 32, 8, t.raised)}${text(54, 403 + i * 40, k!, { size: 12, fill: t.accent, mono: true })}${text(424, 403 + i * 40, v!, { size: 12, fill: t.ink, anchor: 'end' })}`,
  )
  .join('')}
${rect(40, 560, 130, 36, 8, t.accent)}${text(105, 583, 'Run suite', { size: 13, weight: 700, fill: t.bg, anchor: 'middle' })}${text(186, 583, '14 cases · 2 models', { size: 12, fill: t.muted })}
${output(472, 'Model A', '8.7 / 10', true)}${output(712, 'Model B', '6.9 / 10', false)}
${text(480, 418, 'Test cases', { size: 14, weight: 700, fill: t.ink })}${text(786, 418, 'A', { size: 12, fill: t.muted, anchor: 'middle' })}${text(894, 418, 'B', { size: 12, fill: t.muted, anchor: 'middle' })}${table}`,
  );
}
