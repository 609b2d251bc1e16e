/**
 * What the owner typed, kept in this browser (localStorage) so a reload or a closed tab loses
 * nothing. Only here: the builder sends it nowhere.
 */
import { SECTIONS, type Section } from '../output/snippets.ts';

export const STORAGE_KEY = 'portfolio-builder';

export interface Saved {
  /** The editor's text, valid or not. */
  text: string;
  /** The sections the snippets and the preview hold. */
  sections: Section[];
}

const isSection = (value: unknown): value is Section =>
  (SECTIONS as readonly unknown[]).includes(value);

export function loadSaved(storage: Storage | undefined = globalThis.localStorage): Saved | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved>;
    if (typeof saved.text !== 'string') return null;
    const sections = Array.isArray(saved.sections) ? saved.sections.filter(isSection) : [];
    return { text: saved.text, sections };
  } catch {
    return null;
  }
}

/** Saves; answers why not when the browser refuses (private mode, storage full). */
export function save(saved: Saved, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(saved));
    return null;
  } catch (error) {
    return `This browser would not keep your work (${(error as Error).name}): download content.json before you leave`;
  }
}
