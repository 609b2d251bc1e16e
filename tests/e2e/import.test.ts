/**
 * `npm run import` and `npm run export` as an owner runs them, on a temporary content file and
 * files folder: a résumé that does not validate is refused with its paths; GitHub through a
 * local stand-in (repositories, languages and topics; a rate limit with its reset time; an
 * unknown user; a dropped connection; no server at all) changes nothing on disk when it fails;
 * each command run twice changes nothing the second time; an import never drops what the owner
 * wrote; and import, export, validate, import again changes nothing.
 */
import assert from 'node:assert/strict';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { resumeProblems } from '../../src/content/import/resume-document.ts';
import {
  PROFILE_EMAIL,
  RATE_RESET,
  REPOS,
  USER,
  startFakeGitHub,
  type FakeGitHub,
} from '../support/fake-github.ts';
import { RESUME_EXAMPLES, ROOT, run, snapshot, tempOwner } from '../support/import.ts';

const INVALID = join(ROOT, 'tests/fixtures/resume/invalid.resume.json');
const SENIOR = RESUME_EXAMPLES[3]!;
/** The JSON the commands wrote, as loosely typed as JSON.parse gives it. */
type Json = ReturnType<typeof JSON.parse>;
const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'));

/** Every owner of this file lives in here, removed at the end. */
const parent = mkdtempSync(join(tmpdir(), 'portfolio-import-test-'));
let github: FakeGitHub;
before(async () => {
  github = await startFakeGitHub();
});
after(async () => {
  await github.close();
  rmSync(parent, { recursive: true, force: true });
});
const api = () => ({ GITHUB_API_URL: github.url });

test('a résumé that does not validate is refused, each problem with its path, and nothing changes', async () => {
  const owner = tempOwner(parent);
  copyFileSync(join(ROOT, 'content/portfolio.json'), owner.content);
  const before = snapshot(owner.dir);
  const result = await run('import', ['resume', INVALID], owner);
  assert.equal(result.code, 1);
  assert.match(
    result.stderr,
    /not a valid JSON Resume document \(4 problems\); nothing was changed/,
  );
  for (const path of [
    'basics.email',
    'basics.profiles',
    'work[0].startDate',
    'skills[0].keywords',
  ]) {
    assert.match(result.stderr, new RegExp(`^  ${path.replace(/[[\].]/g, '\\$&')}: `, 'm'));
  }
  assert.deepEqual(snapshot(owner.dir), before);
  const missing = await run('import', ['resume', join(owner.dir, 'nope.json')], owner);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /^Could not read .*nope\.json: ENOENT\n$/);
  const plain = await run('import', ['resume', 'http://example.com/resume.json'], owner);
  assert.match(plain.stderr, /^Only https: addresses are read/);
  assert.deepEqual(snapshot(owner.dir), before);
});

test('a résumé imports once: the second run changes nothing; --dry-run writes nothing', async () => {
  const owner = tempOwner(parent);
  copyFileSync(join(ROOT, 'content/portfolio.json'), owner.content);
  const original = readFileSync(owner.content, 'utf8');
  const dry = await run('import', ['resume', SENIOR, '--dry-run'], owner);
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stdout, /"name": "Dr\. Lena Vasquez"/);
  assert.match(dry.stdout, /would be written \(dry run: nothing written\)/);
  assert.equal(readFileSync(owner.content, 'utf8'), original);
  assert.equal(existsSync(join(owner.public, 'images')), false);

  const first = await run('import', ['resume', SENIOR], owner);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /^ {2}added {3}about\.bio\.text$/m);
  assert.match(first.stdout, /^ {2}changed {1}owner\.name$/m);
  assert.match(first.stdout, /the previous file is .*portfolio\.json\.bak/);
  // The shipped file's translations speak of the sample person: gone, and said.
  assert.match(first.stdout, /^ {2}removed locales\.pt: the sample's Portuguese/m);
  assert.match(first.stdout, /^ {2}removed locales\.ar: the sample's Arabic/m);
  assert.equal(readFileSync(`${owner.content}.bak`, 'utf8'), original);
  const content = read(owner.content);
  assert.equal(content.owner.firstName, 'Lena');
  assert.equal(content.contact.publicKey, 'local-demo-public-key', 'keys it does not map stay');
  assert.equal(content.locales, undefined);
  // Dates as start and end, which every language writes in its own words.
  assert.deepEqual(
    content.work.jobs.map((job: Record<string, string>) => [job.name, job.start, job.end]),
    [
      ['Confluent', '2020-02', undefined],
      ['Dropbox', '2015-06', '2020-01'],
      ['Rackspace', '2011-08', '2015-05'],
    ],
  );
  assert.ok(content.work.jobs.every((job: Record<string, string>) => job.duration === undefined));
  // The build places the globe's marker there (scripts/content/gazetteer.ts).
  assert.equal(content.owner.location, 'San Francisco, United States');
  assert.equal(content.about.globe, undefined);
  assert.deepEqual(content.hero.logos, ['go', 'rust', 'python', 'cplusplus']);
  for (const job of content.work.jobs)
    assert.ok(existsSync(join(owner.public, job.icon)), job.icon);

  const after = snapshot(owner.dir);
  const second = await run('import', ['resume', SENIOR], owner);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stdout, /nothing to change, it already holds this import/);
  assert.deepEqual(snapshot(owner.dir), after, 'the second run wrote nothing');
});

test('an import keeps what the owner wrote: their own logo, ids and sections it does not map', async () => {
  const owner = tempOwner(parent);
  const mine = {
    accent: '#c2410c',
    hero: { logos: ['docker'] },
    work: {
      jobs: [
        {
          id: 7,
          name: 'Dropbox',
          position: 'Senior Software Engineer',
          duration: 'old',
          title: 'old',
          icon: 'me/dropbox.png',
          animation: 'salute',
        },
        {
          id: 9,
          name: 'Side Gig',
          position: 'Founder',
          duration: '2010 - 2011',
          title: 'Mine.',
          icon: 'me/gig.png',
          animation: 'clapping',
        },
      ],
    },
  };
  writeFileSync(owner.content, JSON.stringify(mine));
  // The owner's own pictures, which the build checks are there.
  mkdirSync(join(owner.public, 'me'));
  for (const file of ['me/dropbox.png', 'me/gig.png']) writeFileSync(join(owner.public, file), '');
  const result = await run('import', ['resume', SENIOR], owner);
  assert.equal(result.code, 0, result.stderr);
  const jobs = read(owner.content).work.jobs as Record<string, unknown>[];
  assert.deepEqual(
    jobs.map((job) => [job.id, job.name, job.icon, job.animation, job.duration ?? job.start]),
    [
      // The import's dates replace the owner's duration; a job it does not know keeps its own.
      [7, 'Dropbox', 'me/dropbox.png', 'salute', '2015-06'],
      [9, 'Side Gig', 'me/gig.png', 'clapping', '2010 - 2011'],
      [10, 'Confluent', jobs[2]!.icon, 'victory', '2020-02'],
      [11, 'Rackspace', jobs[3]!.icon, 'salute', '2011-08'],
    ],
  );
  const logo = readFileSync(join(owner.public, jobs[2]!.icon as string), 'utf8');
  assert.match(logo, />C<\/text>/, 'a monogram of the company');
  assert.equal(read(owner.content).accent, '#c2410c');
});

test('GitHub: the most starred repositories with languages and topics as tags; forks and archived only when named', async () => {
  const owner = tempOwner(parent);
  const result = await run('import', ['github', USER, '--count', '5'], owner, api());
  assert.equal(result.code, 0, result.stderr);
  const content = read(owner.content);
  const items = content.projects.items as Json[];
  assert.deepEqual(
    items.map((item) => [item.title, item.href]),
    [
      ['kafka-lens', 'https://kafka-lens.example.com'],
      ['raft-lab', `https://github.example/${USER}/raft-lab`],
      ['dotfiles', `https://github.example/${USER}/dotfiles`],
    ],
  );
  assert.deepEqual(
    items[0]!.tags.map((tag: Record<string, string>) => [tag.name, tag.icon]),
    [
      ['TypeScript', 'typescript'],
      ['JavaScript', 'javascript'],
      ['React', 'react'],
    ],
  );
  assert.equal(items[0]!.desc, REPOS[0]!.description);
  assert.equal(
    items[0]!.subdesc,
    'Written in TypeScript and JavaScript. Topics: kafka, cli, react.',
  );
  assert.equal(items[2]!.desc, 'Source code on GitHub.');
  for (const item of items) {
    assert.ok(existsSync(join(owner.public, item.spotlight)), item.spotlight);
    assert.match(readFileSync(join(owner.public, item.spotlight), 'utf8'), /<svg[^>]+960/);
  }
  assert.equal(content.owner.github, `https://github.example/${USER}`);
  assert.equal(content.owner.name, 'Ana Ñúñez');
  assert.match(content.footer.copyright, /^© \d{4} Ana Ñúñez\. All rights reserved\.$/);
  assert.deepEqual(content.hero.logos, ['typescript', 'javascript', 'python', 'gnubash']);
  assert.deepEqual(content.about.skills, ['TypeScript', 'JavaScript', 'Python', 'Shell']);
  assert.equal(content.owner.location, 'Zürich, Switzerland');
  assert.equal(content.about.globe, undefined);
  // The profile: the bio (short enough for a title) as the role, the public address, the
  // LinkedIn profile given as the blog; the rest left out, each said.
  assert.equal(content.owner.role, 'Streams, logs and the tools around them');
  assert.match(result.stdout, /^note: owner\.role: .*your GitHub bio; give --role/m);
  assert.equal(content.owner.email, PROFILE_EMAIL);
  assert.equal(content.contact.toEmail, PROFILE_EMAIL);
  assert.equal(content.owner.linkedin, 'https://linkedin.com/in/ana-nunez-example');
  assert.equal(content.about.bio.text, 'Streams, logs and the tools around them.');
  assert.ok(existsSync(join(owner.public, content.hero.photo)), 'the desk screen drawn');
  assert.deepEqual(content.work.jobs, []);
  assert.equal(content.about.why.text, '');
  assert.equal(content.contact.intro, '');
  assert.match(result.stdout, /^note: left out, .*work\.jobs.*about\.why\.text.*contact\.intro/m);
  assert.doesNotMatch(result.stdout, /Still the sample's/);
  assert.ok(
    github.requests.some((path) => path.includes('page=2')),
    'it followed the next page',
  );

  const after = snapshot(owner.dir);
  const second = await run('import', ['github', USER, '--count', '5'], owner, api());
  assert.match(second.stdout, /nothing to change/);
  assert.deepEqual(snapshot(owner.dir), after);

  const named = await run(
    'import',
    ['github', USER, '--repos', 'forked-thing,old-site'],
    owner,
    api(),
  );
  assert.equal(named.code, 0, named.stderr);
  const titles = read(owner.content).projects.items.map(
    (item: Record<string, string>) => item.title,
  );
  assert.deepEqual(titles, ['kafka-lens', 'raft-lab', 'dotfiles', 'forked-thing', 'old-site']);
  // --role is the owner's own word: it is written over the bio's.
  const role = await run(
    'import',
    ['github', USER, '--role', 'Stream-processing engineer'],
    owner,
    api(),
  );
  assert.equal(role.code, 0, role.stderr);
  assert.equal(read(owner.content).owner.role, 'Stream-processing engineer');
  const unknown = await run('import', ['github', USER, '--repos', 'nope'], owner, api());
  assert.equal(unknown.code, 1);
  assert.equal(unknown.stderr, 'No public repository "nope" in this account\n');
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('GitHub failures are one clear line and change nothing on disk', async () => {
  const owner = tempOwner(parent);
  copyFileSync(join(ROOT, 'content/portfolio.json'), owner.content);
  const before = snapshot(owner.dir);
  const reset = new Date(RATE_RESET * 1000).toISOString().replace('.000Z', 'Z');
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'limited',
      api(),
      new RegExp(
        `^GitHub's rate limit is used up until ${reset} \\(set GITHUB_TOKEN for a higher limit\\)\\n$`,
      ),
    ],
    ['nobody-here', api(), /^GitHub has no user "nobody-here"\n$/],
    ['dropper', api(), /^GitHub's answer from .* was cut off or not JSON \(.*\)\n$/],
    [
      USER,
      { GITHUB_API_URL: `http://127.0.0.1:${await closedPort()}` },
      /^Could not reach GitHub at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/,
    ],
  ];
  for (const [user, env, line] of cases) {
    const result = await run('import', ['github', user], owner, env);
    assert.equal(result.code, 1, user);
    assert.match(result.stderr, line);
    assert.equal(result.stdout, '');
  }
  assert.deepEqual(snapshot(owner.dir), before);
});

test('round trip: import, export, validate, import again changes nothing; export twice writes the same', async () => {
  const owner = tempOwner(parent);
  const imported = await run('import', ['resume', SENIOR], owner);
  assert.equal(imported.code, 0, imported.stderr);
  const out = join(owner.dir, 'out.json');
  const exported = await run('export', ['resume', out], owner);
  assert.equal(exported.code, 0, exported.stderr);
  assert.match(exported.stdout, /3 jobs, 1 projects, 14 skills\); it validates/);
  const resume = read(out);
  assert.deepEqual(resumeProblems(resume), []);
  assert.equal(resume.basics.name, 'Dr. Lena Vasquez');
  assert.deepEqual(resume.basics.location, { city: 'San Francisco', countryCode: 'US' });
  assert.deepEqual(resume.work[1], {
    name: 'Dropbox',
    position: 'Senior Software Engineer',
    startDate: '2015-06',
    endDate: '2020-01',
    summary: read(owner.content).work.jobs[1].title,
  });
  const before = snapshot(owner.dir);
  const again = await run('import', ['resume', out], owner);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stdout, /nothing to change/);
  const exportedAgain = await run('export', ['resume', out], owner);
  assert.equal(exportedAgain.code, 0);
  assert.equal(
    snapshot(owner.dir).get('out.json')?.split(' ')[1],
    before.get('out.json')?.split(' ')[1],
  );
  assert.deepEqual(
    new Map([...snapshot(owner.dir)].filter(([path]) => path !== 'out.json')),
    new Map([...before].filter(([path]) => path !== 'out.json')),
  );
});
