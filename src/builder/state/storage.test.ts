import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, loadSaved, save } from './storage.ts';

/** A Storage that keeps items in a map, and one whose quota is spent. */
function memory(full = false): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  } as Storage;
}

describe("the owner's work in this browser", () => {
  it('comes back as it was saved, invalid text and all, with only known sections', () => {
    const storage = memory();
    expect(loadSaved(storage)).toBeNull();
    expect(save({ text: '{ "theme": ', sections: ['hero', 'work'] }, storage)).toBeNull();
    expect(loadSaved(storage)).toEqual({ text: '{ "theme": ', sections: ['hero', 'work'] });
    storage.setItem(STORAGE_KEY, JSON.stringify({ text: '{}', sections: ['hero', 'nope'] }));
    expect(loadSaved(storage)?.sections).toEqual(['hero']);
    storage.setItem(STORAGE_KEY, 'not json');
    expect(loadSaved(storage)).toBeNull();
  });

  it('says why when the browser will not keep it', () => {
    expect(save({ text: '{}', sections: [] }, memory(true))).toMatch(
      /^This browser would not keep your work \(QuotaExceededError\): download content\.json/,
    );
  });
});
