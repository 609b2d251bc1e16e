/**
 * Per-section loading progress (not a page-wide singleton): every asset a stage loads goes
 * through its tracker, which averages the items' byte progress. Finished loads are shared by
 * URL across sections and remounts; a failed load is forgotten so a retry can succeed.
 */
export type ProgressFn = (loaded: number, total: number) => void;
export type LoadFn<T> = (url: string, onProgress: ProgressFn) => Promise<T>;
/** A load that may fail without failing its stage: one item's picture, not the stage's model. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: Error };

interface SharedLoad {
  promise: Promise<unknown>;
  /** The tracker whose stage started the load. */
  owner: AssetTracker;
  failed: boolean;
}

const shared = new Map<string, SharedLoad>();

export class AssetTracker {
  private items = new Map<string, number>();
  private listeners = new Set<() => void>();
  private failureListeners = new Set<(error: Error) => void>();
  private itemFailureListeners = new Set<(message: string) => void>();
  private suspended = new Map<string, Promise<unknown>>();
  private ready = false;
  /** Items join as the scene discovers them; the shown percentage never goes back. */
  private peak = 0;

  /** Loads `url` with `loader` (or reuses the shared result) and tracks its progress. */
  load<T>(kind: string, url: string, loader: LoadFn<T>): Promise<T> {
    const key = `${kind}:${url}`;
    let entry = shared.get(key);
    // A failed load stays failed for the stage that saw it: React must get the same rejected
    // promise back to reach the error boundary, or it refetches on every render. A new stage
    // (a remount, another section) tries again.
    if (entry?.failed && entry.owner !== this) entry = undefined;
    const known = entry !== undefined;
    if (!entry) {
      const promise = loader(url, (loaded, total) => {
        if (total > 0) this.set(key, Math.min(0.99, loaded / total));
      });
      const created: SharedLoad = { promise, owner: this, failed: false };
      promise.catch(() => {
        created.failed = true;
      });
      shared.set(key, created);
      entry = created;
    }
    const pending = entry.promise as Promise<T>;
    if (!this.items.has(key)) {
      this.set(key, known ? 0.5 : 0);
      pending.then(
        () => this.set(key, 1),
        () => this.set(key, 1),
      );
    }
    return pending;
  }

  /**
   * For Suspense hooks: the asset, or, when it fails, a promise that never settles while the
   * failure goes to `onFailure` listeners (the stage is then replaced by its fallback). Nothing
   * is thrown inside the r3f tree, whose renderer reports every caught error as an uncaught
   * page error. Stable per key, as `use()` requires.
   */
  suspendable<T>(kind: string, url: string, loader: LoadFn<T>): Promise<T> {
    const key = `${kind}:${url}`;
    let promise = this.suspended.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = this.load(kind, url, loader).catch((error: unknown) => {
        for (const listener of this.failureListeners) listener(error as Error);
        return new Promise<never>(() => {});
      });
      this.suspended.set(key, promise);
    }
    return promise;
  }

  /**
   * For Suspense hooks whose failure is their item's alone (a project's screenshot): the asset
   * or its error, as a value. The stage stays; the item shows its placeholder and reports
   * through `reportItem`. Stable per key, as `use()` requires.
   */
  settled<T>(kind: string, url: string, loader: LoadFn<T>): Promise<Settled<T>> {
    const key = `settled:${kind}:${url}`;
    let promise = this.suspended.get(key) as Promise<Settled<T>> | undefined;
    if (!promise) {
      promise = this.load(kind, url, loader).then(
        (value): Settled<T> => ({ ok: true, value }),
        (error: unknown): Settled<T> => ({ ok: false, error: error as Error }),
      );
      this.suspended.set(key, promise);
    }
    return promise;
  }

  /** One item could not be shown (its placeholder is): said to the page, the stage unharmed. */
  reportItem(message: string): void {
    for (const listener of this.itemFailureListeners) listener(message);
  }

  onItemFailure = (listener: (message: string) => void): (() => void) => {
    this.itemFailureListeners.add(listener);
    return () => this.itemFailureListeners.delete(listener);
  };

  onFailure = (listener: (error: Error) => void): (() => void) => {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  };

  /**
   * Progress measured elsewhere: a stage drawn in a worker reports its own tracker's (1 once
   * it has drawn its first frame).
   */
  follow(progress: number): void {
    if (progress >= 1) this.markReady();
    else this.set('worker', progress);
  }

  /** The stage has rendered its first frame with everything it needs. */
  markReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.emit();
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** 0..1, never decreasing; 1 only once the stage is ready. */
  get progress(): number {
    if (this.ready) return 1;
    if (!this.items.size) return 0;
    let sum = 0;
    for (const value of this.items.values()) sum += value;
    this.peak = Math.max(this.peak, Math.min(0.99, sum / this.items.size));
    return this.peak;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(key: string, value: number): void {
    if (this.items.get(key) === value) return;
    this.items.set(key, value);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
