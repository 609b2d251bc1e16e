/**
 * Per-section loading progress (not a page-wide singleton): every asset a stage loads goes
 * through its tracker, which averages the items' byte progress. Finished loads are shared by
 * URL across sections and remounts; a failed load is forgotten so a retry can succeed.
 */
export type ProgressFn = (loaded: number, total: number) => void;
export type LoadFn<T> = (url: string, onProgress: ProgressFn) => Promise<T>;

const shared = new Map<string, Promise<unknown>>();

export class AssetTracker {
  private items = new Map<string, number>();
  private listeners = new Set<() => void>();
  private ready = false;
  /** Items join as the scene discovers them; the shown percentage never goes back. */
  private peak = 0;

  /** Loads `url` with `loader` (or reuses the shared result) and tracks its progress. */
  load<T>(kind: string, url: string, loader: LoadFn<T>): Promise<T> {
    const key = `${kind}:${url}`;
    let pending = shared.get(key) as Promise<T> | undefined;
    const known = pending !== undefined;
    if (!pending) {
      pending = loader(url, (loaded, total) => {
        if (total > 0) this.set(key, Math.min(0.99, loaded / total));
      });
      pending.catch(() => shared.delete(key));
      shared.set(key, pending);
    }
    if (!this.items.has(key)) {
      this.set(key, known ? 0.5 : 0);
      pending.then(
        () => this.set(key, 1),
        () => this.set(key, 1),
      );
    }
    return pending;
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
