/**
 * One value per page, shared by every copy of this code on it: the light elements, the stage
 * elements and the page's own stage come from three builds (vite.elements.config.ts), and a
 * page may load a bundle twice. Caches
 * kept here are filled once per page, not once per copy.
 */
export function pageShared<T>(name: string, create: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`portfolio-elements.${name}`);
  return (registry[key] ??= create());
}
