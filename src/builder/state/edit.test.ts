import { describe, expect, it } from 'vitest';
import { getIn, move, nextId, setIn } from './edit.ts';

describe('form edits', () => {
  it('set a value deep in a copy, and remove a key and its emptied parents', () => {
    const doc = { owner: { name: 'Ana' }, theme: 'light' };
    const named = setIn(doc, ['owner', 'role'], 'Engineer');
    expect(named).toEqual({ owner: { name: 'Ana', role: 'Engineer' }, theme: 'light' });
    expect(doc.owner).toEqual({ name: 'Ana' });
    expect(setIn(doc, ['owner', 'name'], undefined)).toEqual({ theme: 'light' });
    expect(getIn({ a: [{ b: 1 }] }, ['a', 0, 'b'])).toBe(1);
    expect(getIn({ a: 'x' }, ['a', 'b'])).toBeUndefined();
  });

  it('move items and find the next id', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(nextId([{ id: 4 }, { id: 'x' }])).toBe(5);
  });
});
