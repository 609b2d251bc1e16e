import { boxWithin, copyFrame, snapshotShows, type Box, type SnapshotSignals } from './snapshot.ts';

/**
 * One host's image of its last frame and whether it has ever drawn: kept by host element, so a
 * stage remounted after its element moved finds both.
 */
export class StageSnapshot {
  /** The section has drawn a first frame at least once ("Loading..." shows only before). */
  drawn = false;
  private parts: { element: HTMLElement; image: HTMLCanvasElement } | null = null;
  private taken = false;
  private box: Box | null = null;

  constructor(private readonly name: string) {}

  /**
   * Laid over the stage at the live canvas's place. Its canvas sits in a closed shadow root, so
   * the stage's own `canvas` is still the only one that selectors and styles find there. Made
   * on first use: the build-time prerender renders the stage with no DOM.
   */
  get element(): HTMLElement {
    return this.dom().element;
  }

  private dom() {
    if (!this.parts) {
      const element = document.createElement('div');
      element.className = 'stage-snapshot';
      element.setAttribute('aria-hidden', 'true');
      element.hidden = true;
      const image = document.createElement('canvas');
      image.style.display = 'block';
      image.style.width = image.style.height = '100%';
      element.attachShadow({ mode: 'closed' }).append(image);
      this.parts = { element, image };
    }
    return this.parts;
  }

  /** Draws the live canvas's frame again and keeps a copy, placed where the canvas is. */
  take(live: HTMLCanvasElement, redraw: () => void): void {
    this.copy(live, live, redraw, 'portfolio-snapshot');
  }

  /**
   * Keeps a copy of the frame the live canvas has just drawn (called in the task that drew it),
   * for a context the browser may take away: nothing can be drawn once it is lost.
   */
  keep(live: HTMLCanvasElement): void {
    this.copy(live, live, undefined, 'portfolio-keep');
  }

  /**
   * Keeps a frame a worker drew on `live` and sent as an image: taken at a release, or kept
   * while drawing.
   */
  keepImage(live: HTMLCanvasElement, frame: ImageBitmap, release: boolean): void {
    this.copy(live, frame, undefined, release ? 'portfolio-snapshot' : 'portfolio-keep');
  }

  private copy(
    live: HTMLCanvasElement,
    source: HTMLCanvasElement | ImageBitmap,
    redraw: (() => void) | undefined,
    measure: string,
  ) {
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
    const { image } = this.dom();
    if (!copyFrame(source, image, redraw)) return;
    this.taken = true;
    const { style } = this.element;
    style.left = `${this.box.left}px`;
    style.top = `${this.box.top}px`;
    style.width = `${this.box.width}px`;
    style.height = `${this.box.height}px`;
    // The copy's own pixels, so a test can see its pixel ratio (the image itself is closed).
    this.element.dataset.pixels = `${image.width}x${image.height}`;
    performance.measure(`${measure} ${this.name}`, { start });
  }

  /** A copy is held (taken at a release, or kept while drawing). */
  get hasImage(): boolean {
    return this.taken;
  }

  /**
   * Shows or hides the image. Its pixels stay while the live canvas is back: it keeps copies
   * there for a loss, and the next copy draws over them.
   */
  update(signals: Omit<SnapshotSignals, 'taken'>): void {
    this.element.hidden = !snapshotShows({ ...signals, taken: this.taken });
    if (signals.ready) this.drawn = true;
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
