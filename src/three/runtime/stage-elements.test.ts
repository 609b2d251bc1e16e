import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { STAGE_ELEMENTS } from './stage-elements.ts';

const SRC = resolve(import.meta.dirname, '../..');

/** The source modules the stage runtime's entry reaches, by their relative imports. */
function runtimeModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = text.matchAll(
      /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^'?]+\.tsx?)'/g,
    );
    for (const [, specifier] of specifiers) visit(resolve(dirname(file), specifier!));
  };
  visit(entry);
  return [...seen];
}

/** The three.js classes written as JSX elements (`<meshLambertMaterial>`) in `text`. */
function threeElements(text: string): string[] {
  return [...text.matchAll(/<([a-z][A-Za-z0-9]*)[\s/>]/g)]
    .map(([, tag]) => tag![0]!.toUpperCase() + tag!.slice(1))
    .filter((name) => typeof (THREE as Record<string, unknown>)[name] === 'function');
}

describe('the three.js elements the stage registers', () => {
  const modules = runtimeModules(resolve(SRC, 'stage-worker.tsx'));
  const written = new Map<string, string>();
  for (const file of modules.filter((file) => file.endsWith('.tsx'))) {
    for (const name of threeElements(readFileSync(file, 'utf8'))) written.set(name, file);
  }

  it('reads the scenes', () => {
    // The walk reaches every scene and the runtime's own parts.
    expect(modules.some((file) => file.endsWith('globe-scene.tsx'))).toBe(true);
    expect(modules.some((file) => file.endsWith('ContactShadow.tsx'))).toBe(true);
    expect(written.get('Mesh')).toBeDefined();
  });

  it('registers every element a scene writes', () => {
    const missing = [...written].filter(([name]) => !(name in STAGE_ELEMENTS));
    expect(missing.map(([name, file]) => `${name} (${file.slice(SRC.length + 1)})`)).toEqual([]);
  });

  it('registers none that no scene writes', () => {
    expect(Object.keys(STAGE_ELEMENTS).filter((name) => !written.has(name))).toEqual([]);
  });

  it('finds an element in JSX, and no HTML tag', () => {
    expect(threeElements('<group>\n<mesh castShadow>\n<planeGeometry args={[1, 1]} />')).toEqual([
      'Group',
      'Mesh',
      'PlaneGeometry',
    ]);
    expect(threeElements('<div><span /></div>')).toEqual([]);
  });
});
