import { boxWithin, snapshotShows, type Box, type SnapshotSignals } from './snapshot.ts';

/**
 * One host's image of its last frame and whether it has ever drawn: kept by host element, so a
 * stage remounted after its element moved finds both.
 */
export class StageSnapshot {
  /** The section has drawn a first frame at least once ("Loading..." shows only before). */
  drawn = false;
  private parts: { element: HTMLElement; image: HTMLCanvasElement } | null = null;
  private taken = false;
  /** What the stage last told: an image that arrives later (in a message) shows by them. */
  private signals: Omit<SnapshotSignals, 'taken'> | null = null;
  private box: Box | null = null;
  /** A frame not yet drawn on the image: drawn when it shows (see keepImage). */
  private unpainted: ImageData | null = null;

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
      const shadow = element.attachShadow({ mode: 'closed' });
      const image = shadow.appendChild(document.createElement('canvas'));
      image.style.display = 'block';
      image.style.width = image.style.height = '100%';
      this.parts = { element, image };
    }
    return this.parts;
  }

  /**
   * Keeps a frame the stage drew on `live` and sent as pixels: taken at a release, or kept
   * while drawing, for a context the browser may take away (nothing can be drawn once it is).
   */
  keepImage(live: HTMLCanvasElement, frame: ImageData, release: boolean): void {
    const start = performance.now();
    if (!frame.width || !frame.height) return;
    // Kept as pixels, drawn on the image only when it shows: most copies, kept for a loss that
    // never comes, are never drawn (drawing one is 30-40 ms on a slow phone).
    this.unpainted = frame;
    // Drawn here if it shows now (see update).
    this.place(live, frame, start, release ? 'portfolio-snapshot' : 'portfolio-keep');
  }

  /** Draws the frame kept last on the image. */
  private paint(): void {
    const frame = this.unpainted;
    if (!frame || !this.parts) return;
    this.unpainted = null;
    const { image } = this.parts;
    // In memory, not on the GPU: a GPU canvas would make the page's thread wait on the GPU
    // process, busy rasterising the stage's frames in software (a long task).
    const context = image.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    image.width = frame.width;
    image.height = frame.height;
    context.putImageData(frame, 0, 0);
  }

  /**
   * Notes where the live canvas sits in the stage, while it is there: a copy can arrive once it
   * has gone (released, or its element moved), and is laid at the place noted last.
   */
  measure(live: HTMLCanvasElement): void {
    const stage = this.element.parentElement;
    if (stage && live.isConnected) {
      this.box = boxWithin(live.getBoundingClientRect(), stage.getBoundingClientRect());
    }
  }

  /** Lays the copy just made (of `image`'s size) over the live canvas's place. */
  private place(
    live: HTMLCanvasElement,
    image: { width: number; height: number },
    start: number,
    measure: string,
  ) {
    // A canvas already detached (its element moved) keeps the last place measured.
    this.measure(live);
    // Detached, it has no layout: r3f's own size for it (in pixels), at the stage's corner.
    const pixels = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
    this.box ??= {
      left: 0,
      top: 0,
      width: pixels(live.style.width) || live.clientWidth,
      height: pixels(live.style.height) || live.clientHeight,
    };
    this.taken = true;
    const { style } = this.element;
    style.left = `${this.box.left}px`;
    style.top = `${this.box.top}px`;
    style.width = `${this.box.width}px`;
    style.height = `${this.box.height}px`;
    // The copy's own pixels, so a test can see its pixel ratio (the image itself is closed).
    this.element.dataset.pixels = `${image.width}x${image.height}`;
    // A frame comes in a message, possibly once the stage has remounted (its element moved): it
    // shows from now if the stage is still drawing nothing of its own.
    if (this.signals) this.update(this.signals);
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
    this.signals = signals;
    const shows = snapshotShows({ ...signals, taken: this.taken });
    if (shows) this.paint();
    this.element.hidden = !shows;
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
