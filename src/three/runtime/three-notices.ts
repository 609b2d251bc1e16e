import { getConsoleFunction, setConsoleFunction } from 'three';

/** What three.js (r183 on) says for every `Clock`: React Three Fiber 9 makes one for each root. */
const CLOCK_NOTICE = 'THREE.Clock: This module has been deprecated';

/**
 * Keeps one notice of a dependency's out of the host's console: every stage gave it (from its
 * worker, and again as the page heard it), though neither the host nor the owner can act on it.
 * Every other message of three.js reaches the console as before. The runtime's bundle has its
 * own three.js, so an app's three.js keeps its console as it was.
 */
export function quietClockNotice(): void {
  if (getConsoleFunction()) return;
  setConsoleFunction((level, message, ...params) => {
    if (level === 'warn' && message.startsWith(CLOCK_NOTICE)) return;
    console[level](message, ...params);
  });
}
