/** The stage's size in CSS pixels, as the page last told it. */
type SizeOf = () => { width: number; height: number };

/**
 * Gives the worker's OffscreenCanvas what DOM controls ask of the element they listen on
 * (three's OrbitControls: its style, its size, pointer capture, and the document that hears a
 * drag's moves). The page captures the pointer on its own canvas and forwards the events, which
 * are dispatched on this one: it is its own document, and capture is already the page's.
 */
export function actAsElement(canvas: OffscreenCanvas, sizeOf: SizeOf): void {
  const ignore = () => undefined;
  Object.defineProperties(canvas, {
    style: { value: { touchAction: '', setProperty: ignore, removeProperty: ignore } },
    ownerDocument: { value: canvas },
    getRootNode: { value: () => canvas },
    clientWidth: { get: () => sizeOf().width },
    clientHeight: { get: () => sizeOf().height },
    setPointerCapture: { value: ignore },
    releasePointerCapture: { value: ignore },
    hasPointerCapture: { value: () => false },
    getBoundingClientRect: {
      value: () => {
        const { width, height } = sizeOf();
        return { x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height };
      },
    },
  });
}
