/**
 * Stands in for `@emailjs/browser`'s own `createWebStorage` (swapped in by the build, see
 * scripts/plugins/emailjs-web-storage.ts). The library calls it when its module loads and tests
 * `typeof localStorage`, which throws a SecurityError in a frame sandboxed without
 * `allow-same-origin`, so the whole contact element failed to load there. This one answers no
 * storage where reading it throws; the element passes its own in-memory storage anyway.
 */
import type { StorageProvider } from '@emailjs/browser';

function readLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const createWebStorage = (): StorageProvider | undefined => {
  const storage = readLocalStorage();
  if (!storage) return undefined;
  return {
    get: (key) => Promise.resolve(storage.getItem(key)),
    set: (key, value) => Promise.resolve(storage.setItem(key, value)),
    remove: (key) => Promise.resolve(storage.removeItem(key)),
  };
};
