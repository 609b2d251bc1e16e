import { boxWithin, copyFrame, snapshotShows, type Box, type SnapshotSignals } from './snapshot.ts';

/**
 * One host's image of its last frame and whether it has ever drawn: kept by host element, so a
 * stage remounted after its element moved finds both.
 */
export class StageSnapshot {
  /**
   * Laid over the stage at the live canvas's place. Its canvas sits in a closed shadow root, so
   * the stage's own `canvas` is still the only one that selectors and styles find there.
   */
  readonly element: HTMLElement;
  /** The section has drawn a first frame at least once ("Loading..." shows only before). */
  drawn = false;
  private readonly image: HTMLCanvasElement;
  private taken = false;
  private box: Box | null = null;

  constructor(private readonly name: string) {
    this.element = document.createElement('div');
    this.element.className = 'stage-snapshot';
    this.element.setAttribute('aria-hidden', 'true');
    this.element.hidden = true;
    this.image = document.createElement('canvas');
    this.image.style.display = 'block';
    this.image.style.width = this.image.style.height = '100%';
    this.element.attachShadow({ mode: 'closed' }).append(this.image);
  }

  /** Draws the live canvas's frame again and keeps a copy, placed where the canvas is. */
  take(live: HTMLCanvasElement, redraw: () => void): void {
    const start = performance.now();
    const stage = this.element.parentElement;
    // A canvas already detached (its element moved) keeps the last place measured.
    if (stage && live.isConnected) {
      this.box = boxWithin(live.getBoundingClientRect(), stage.getBoundingClientRect());
    }
    // Detached, it has no layout: r3f's own size for it, at the stage's corner.
    this.box ??= {
      left: 0,
      top: 0,
      width: parseFloat(live.style.width) || live.clientWidth,
      height: parseFloat(live.style.height) || live.clientHeight,
    };
    if (!copyFrame(live, this.image, redraw)) return;
    this.taken = true;
    const { style } = this.element;
    style.left = `${this.box.left}px`;
    style.top = `${this.box.top}px`;
    style.width = `${this.box.width}px`;
    style.height = `${this.box.height}px`;
    // The copy's own pixels, so a test can see its pixel ratio (the image itself is closed).
    this.element.dataset.pixels = `${this.image.width}x${this.image.height}`;
    performance.measure(`portfolio-snapshot ${this.name}`, { start });
  }

  /** Shows or hides the image; once the live canvas is back, its pixels are let go. */
  update(signals: Omit<SnapshotSignals, 'taken'>): void {
    const shows = snapshotShows({ ...signals, taken: this.taken });
    this.element.hidden = !shows;
    if (signals.ready) this.drawn = true;
    if (signals.mounted && signals.ready && this.taken) {
      this.taken = false;
      this.image.width = this.image.height = 0;
    }
  }

  get shown(): boolean {
    return !this.element.hidden;
  }
}

const snapshots = new WeakMap<Element, StageSnapshot>();

/** The snapshot of `host`'s stage, made on first use. */
export function snapshotOf(host: HTMLElement): StageSnapshot {
  let snapshot = snapshots.get(host);
  if (!snapshot) {
    snapshot = new StageSnapshot(host.localName);
    snapshots.set(host, snapshot);
  }
  return snapshot;
}
