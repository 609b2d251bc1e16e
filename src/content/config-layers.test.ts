/** A layer parsed from its text, and layers merged: the steps before resolveContent. */
import { describe, expect, it } from 'vitest';
import { deepMerge, parseLayer } from './config-layers.ts';

describe('parseLayer', () => {
  it('parses a JSON object', () => {
    expect(parseLayer('{"a":1}', 'child script')).toEqual({
      ok: true,
      label: 'child script',
      value: { a: 1 },
    });
  });
  it('names the source of invalid JSON', () => {
    const layer = parseLayer('{oops', 'config #site');
    expect(layer.ok).toBe(false);
    if (!layer.ok) {
      expect(layer.issue.path).toBe('config #site');
      expect(layer.issue.message).toMatch(/^Invalid JSON/);
    }
  });
  it('refuses a top-level array', () => {
    expect(parseLayer('[1]', 'x')).toMatchObject({ ok: false });
  });
});

describe('deepMerge', () => {
  it('merges objects and replaces arrays whole', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] } })).toEqual({
      a: { b: 1, c: [3] },
      d: 1,
    });
  });
  it('ignores prototype keys', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__":{"polluted":true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(merged)).toEqual([]);
  });
});
