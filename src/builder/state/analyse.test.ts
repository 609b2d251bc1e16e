import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';

describe("the editor's text", () => {
  it('names a syntax error and where it is', () => {
    const { value, problems } = analyse('{ "owner": { "name": "Ana", } }');
    expect(value).toBeUndefined();
    expect(problems).toEqual([
      { path: '(file)', message: expect.stringMatching(/^Not JSON: /), from: 28 },
    ]);
  });

  it('names each schema problem by its path, at its key', () => {
    const text = '{\n  "theme": "neon",\n  "projects": { "items": [{ "title": 3 }] }\n}';
    const { value, problems } = analyse(text);
    expect(value).toBeDefined();
    const paths = problems.map((p) => p.path);
    expect(paths).toContain('theme');
    expect(paths).toContain('projects.items[0].title');
    const theme = problems.find((p) => p.path === 'theme')!;
    expect(text.slice(theme.from, theme.from + 7)).toBe('"theme"');
  });

  it('names a key given twice, at the repeat that JSON keeps', () => {
    const text = '{ "owner": { "name": "Ana" }, "owner": { "role": "Engineer" } }';
    const { problems } = analyse(text);
    expect(problems).toEqual([
      {
        path: 'owner',
        message: expect.stringMatching(/^Key "owner" given again \(first at line 1\)/),
        from: 30,
      },
    ]);
    expect(text.slice(30, 37)).toBe('"owner"');
  });

  it('refuses a javascript: link with its path, and takes a valid document', () => {
    const bad = analyse('{"owner":{"github":"javascript:alert(1)"}}');
    expect(bad.problems.map((p) => p.path)).toEqual(['owner.github']);
    expect(analyse('{"owner":{"name":"Ana"},"theme":"light"}').problems).toEqual([]);
  });
});
