import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonSyntaxError, locatePaths, positionAt } from '../../src/content/json-locate.ts';
import {
  assetReferences,
  closestKey,
  formatProblems,
  remoteImageProblems,
  validateContentText,
} from './validate.ts';

const owner = mkdtempSync(join(tmpdir(), 'owner-files-'));
mkdirSync(join(owner, 'images'));
writeFileSync(join(owner, 'images/me.png'), 'png');
afterAll(() => rmSync(owner, { recursive: true, force: true }));

const problemsOf = (text: string) =>
  validateContentText(text, owner).map(({ path, line, message }) => ({ path, line, message }));

describe('validateContentText', () => {
  it('names the schema, the gazetteer and the files in one run, each by path and line', () => {
    const text = JSON.stringify(
      {
        owner: { name: 'Kenji', emial: 'k@example.org', location: 'Osakka' },
        hero: { photo: 'images/desk.png' },
      },
      null,
      2,
    );
    expect(problemsOf(text)).toEqual([
      { path: 'owner.emial', line: 4, message: 'Unknown key "emial"; did you mean `email`?' },
      {
        path: 'owner.location',
        line: 5,
        message: expect.stringMatching(/knows no city "Osakka" \(did you mean "Osaka"\?\)/),
      },
      {
        path: 'hero.photo',
        line: 8,
        message: expect.stringMatching(/^File not found: "images\/desk.png"/),
      },
    ]);
  });

  it('warns about a remote image that answers with an error, by path and line', async () => {
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/gone.png' ? 404 : 200).end('png');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const text = JSON.stringify(
        { hero: { photo: `${origin}/gone.png` }, about: { avatar: `${origin}/me.png` } },
        null,
        2,
      );
      expect(await remoteImageProblems(text)).toEqual([
        expect.objectContaining({
          path: 'hero.photo',
          line: 3,
          message: `${origin}/gone.png answers HTTP 404: the page shows a placeholder for it`,
        }),
      ]);
    } finally {
      server.close();
    }
  });

  it('accepts the shipped content', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(import.meta.dirname, '../../content/portfolio.json'), 'utf8');
    expect(validateContentText(text, join(import.meta.dirname, '../../demo/public'))).toEqual([]);
  });

  it('checks each locale as a layer over the main content, named by its path and line', () => {
    const text = JSON.stringify(
      {
        locales: {
          pt: { about: { bio: { titel: 'Olá' } }, messages: { 'contact.sned': 'Enviar' } },
          ar: { work: { title: 3 } },
          'p t': {},
        },
      },
      null,
      2,
    );
    expect(problemsOf(text)).toEqual([
      {
        path: 'locales.pt.about.bio.titel',
        line: 6,
        message: 'Unknown key "titel"; did you mean `title`?',
      },
      {
        path: 'locales.pt.messages.contact.sned',
        line: 10,
        message: 'Unknown key "contact.sned"; did you mean `contact.send`?',
      },
      {
        path: 'locales.ar.work.title',
        line: 15,
        message: 'Invalid type: Expected string but received 3',
      },
      {
        path: 'locales.p t',
        line: 18,
        message: 'Expected a language tag such as "pt" or "pt-BR"',
      },
    ]);
  });

  it("checks a locale's own files as the main content's", () => {
    const text = JSON.stringify({
      locales: { pt: { hero: { photo: 'images/eu.png' }, about: { avatar: 'images/me.png' } } },
    });
    expect(problemsOf(text).map(({ path, message }) => [path, message])).toEqual([
      ['locales.pt.hero.photo', expect.stringMatching(/^File not found: "images\/eu\.png"/)],
    ]);
  });

  it('the build refuses a typo in a locale with its path and line, before building', async () => {
    const { spawnSync } = await import('node:child_process');
    const file = join(owner, 'portfolio.json');
    writeFileSync(file, '{\n  "locales": {\n    "pt": { "hero": { "greting": "Olá" } }\n  }\n}\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/check-content.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, PORTFOLIO_CONTENT: file, PORTFOLIO_PUBLIC: owner },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /portfolio\.json:3:\d+ {2}locales\.pt\.hero\.greting: Unknown key "greting"; did you mean `greeting`\?/,
    );
  });

  it('names an unknown key with its line and the key it was close to', () => {
    const text = '{\n  "owner": {\n    "name": "Sam",\n    "emial": "sam@example.org"\n  }\n}';
    expect(problemsOf(text)).toEqual([
      { path: 'owner.emial', line: 4, message: 'Unknown key "emial"; did you mean `email`?' },
    ]);
  });

  it('names a key given twice in one object, where JSON keeps only the last', () => {
    const text =
      '{\n  "contact": { "title": "Write" },\n  "owner": { "name": "Sam", "name": "Sam Rivera" },\n  "contact": {}\n}';
    expect(problemsOf(text)).toEqual([
      {
        path: 'owner.name',
        line: 3,
        message:
          'Key "name" given again (first at line 3): only this one counts, so what the first said is lost; keep one',
      },
      {
        path: 'contact',
        line: 4,
        message:
          'Key "contact" given again (first at line 2): only this one counts, so what the first said is lost; keep one',
      },
    ]);
    // The same key in two objects is no repeat.
    expect(problemsOf('{ "owner": { "name": "A" }, "footer": { "copyright": "x" } }')).toEqual([]);
  });

  it('names a wrong type inside an array, and a missing key of an item (arrays replace whole)', () => {
    const text = JSON.stringify({ work: { jobs: [{ id: 1, name: 7 }] } }, null, 2);
    const problems = problemsOf(text);
    expect(problems).toContainEqual({
      path: 'work.jobs[0].name',
      line: 6,
      message: 'Invalid type: Expected string but received 7',
    });
    expect(problems).toContainEqual({
      path: 'work.jobs[0].position',
      line: 4,
      message: 'Missing key "position"',
    });
  });

  it('names a mascot colour that is not a CSS colour, and a hair style that does not exist', () => {
    const character = { top: 'greenish', hair: 'hsl(30 40% 20%)', hairStyle: 'bun' };
    const text = JSON.stringify({ work: { character } }, null, 2);
    expect(problemsOf(text)).toEqual([
      {
        path: 'work.character.top',
        line: 4,
        message: 'Expected a CSS colour: #hex, rgb(), hsl() or a colour name',
      },
      {
        path: 'work.character.hairStyle',
        line: 6,
        message: expect.stringMatching(/"short" \| "long" \| "none"/) as string,
      },
    ]);
  });

  it('leaves out no key of an object: they merge over the sample', () => {
    expect(problemsOf('{ "owner": { "firstName": "Sam" }, "hero": {} }')).toEqual([]);
  });

  it('says where the JSON breaks', () => {
    expect(validateContentText('{\n  "owner": {\n    "name": "Sam",\n  }\n}', owner)).toEqual([
      {
        path: '(file)',
        message: 'Invalid JSON: Expected a string in double quotes but found "}"',
        line: 4,
        column: 3,
      },
    ]);
  });

  it('refuses a local file that is not in the owner folder, not a remote one', () => {
    const text = JSON.stringify({
      hero: { photo: './images/me.png', deskSrc: 'models/desk.glb' },
      about: { avatar: 'https://example.org/me.png' },
    });
    expect(problemsOf(text)).toEqual([
      {
        path: 'hero.deskSrc',
        line: 1,
        message: expect.stringContaining('File not found: "models/desk.glb"'),
      },
    ]);
  });

  it('formats one line per problem, with file, line and column', () => {
    const text = '{\n  "ownr": {}\n}';
    expect(formatProblems('content/portfolio.json', validateContentText(text, owner))).toBe(
      'content/portfolio.json has 1 problem:\n' +
        '  content/portfolio.json:2:3  ownr: Unknown key "ownr"; did you mean `owner`?',
    );
  });
});

describe('assetReferences', () => {
  it('finds images and models by key, and skips a logo that names an icon', () => {
    const content = {
      projects: {
        items: [
          { logo: 'nextjs', isImage: false, spotlight: 'a.png' },
          { logo: 'b.svg', spotlight: 'c.png' },
        ],
      },
      work: { characterSrc: 'me.glb', jobs: [{ icon: 'd.svg' }] },
      nav: { items: [{ icon: 'home', href: 'x.html' }] },
    };
    expect(assetReferences(content, owner).map((a) => [a.path, a.kind])).toEqual([
      ['projects.items[0].spotlight', 'image'],
      ['projects.items[1].logo', 'image'],
      ['projects.items[1].spotlight', 'image'],
      ['work.characterSrc', 'model'],
      ['work.jobs[0].icon', 'image'],
    ]);
  });
});

describe('hero.logos', () => {
  const logos = (list: unknown[]) => problemsOf(JSON.stringify({ hero: { logos: list } }, null, 2));

  it('accepts four simple-icons slugs', () => {
    expect(logos(['typescript', 'docker', 'rust', 'figma'])).toEqual([]);
  });

  it('names an unknown slug by its index and hints at the nearest one', () => {
    expect(logos(['typescript', 'docker', 'typscript'])).toEqual([
      {
        path: 'hero.logos[2]',
        line: 6,
        message:
          'Unknown icon "typscript": not a simple-icons slug (https://simpleicons.org); did you mean `typescript`?',
      },
    ]);
  });

  it('names a malformed slug, more than four logos, a repeated one and a wrong type', () => {
    expect(logos(['Docker'])).toEqual([
      expect.objectContaining({ path: 'hero.logos[0]', message: expect.stringMatching(/slug/) }),
    ]);
    expect(logos(['git', 'go', 'rust', 'ruby', 'php'])).toEqual([
      expect.objectContaining({ path: 'hero.logos', message: 'At most 4 logos' }),
    ]);
    expect(logos(['git', 'git'])).toEqual([
      expect.objectContaining({ path: 'hero.logos', message: 'Each logo at most once' }),
    ]);
    expect(logos(['git', 3])).toEqual([
      expect.objectContaining({ path: 'hero.logos[1]', message: expect.stringMatching(/string/) }),
    ]);
  });
});

describe('closestKey', () => {
  it('suggests only a near miss', () => {
    expect(closestKey('emial', ['name', 'email'])).toBe('email');
    expect(closestKey('colour', ['color', 'size'])).toBe('color');
    expect(closestKey('banana', ['name', 'email'])).toBeUndefined();
  });
});

describe('locatePaths', () => {
  it('maps keys and items to their offsets', () => {
    const text = '{"a": [1, {"b": true}], "c": "x"}';
    const paths = locatePaths(text);
    expect(positionAt(text, paths.get('a[1].b')!)).toEqual({ line: 1, column: 12 });
    expect(paths.get('c')).toBe(text.indexOf('"c"'));
  });

  it('maps the root, array items and nested members', () => {
    const text = '[{"a": [true, null]}, "x"]';
    const paths = locatePaths(text);
    expect(paths.get('')).toBe(0);
    expect(paths.get('[0]')).toBe(1);
    expect(paths.get('[0].a')).toBe(2);
    expect(paths.get('[0].a[1]')).toBe(text.indexOf('null'));
    expect(paths.get('[1]')).toBe(text.indexOf('"x"'));
  });

  it('refuses what JSON.parse refuses', () => {
    for (const bad of [
      '{"a": 1,}',
      '[1 2]',
      '{"a": tru}',
      '{"a": 1} x',
      '"\\x"',
      '[1,]',
      '// note\n{}',
      '{"a": "tab\there"}',
      '{"a": 01}',
      '',
    ]) {
      expect(() => JSON.parse(bad)).toThrow();
      expect(() => locatePaths(bad)).toThrow(JsonSyntaxError);
    }
  });

  it('says what it expected, what it found and where', () => {
    const fails = (text: string) => {
      try {
        locatePaths(text);
      } catch (error) {
        return {
          message: (error as JsonSyntaxError).message,
          at: (error as JsonSyntaxError).offset,
        };
      }
      throw new Error(`${text} parsed`);
    };
    expect(fails('{"a": tru}')).toEqual({ message: 'Expected a value but found "tru"', at: 6 });
    expect(fails('{"a" 1}')).toEqual({ message: 'Expected ":" but found "1"', at: 5 });
    expect(fails('[1, 2')).toEqual({
      message: 'Expected "]" but found the end of the file',
      at: 5,
    });
  });
});
