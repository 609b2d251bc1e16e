import type { FromWorker, ToWorker } from './protocol.ts';

/** The worker's global scope, as far as a stage worker uses it. */
interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

export const scope = self as unknown as WorkerScope;

/** Sends a message to the page. */
export const post = (message: FromWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

/** Tells the page the stage failed (its fallback shows there). */
export function fail(error: Error): void {
  post({ type: 'failed', message: error.message, asset: error.name === 'AssetError' });
}
