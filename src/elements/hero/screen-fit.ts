/**
 * How the photo fills the computer's screen: "cover", as CSS object-fit does, so a photo of
 * any shape fills the display without stretching, cropped evenly about its centre.
 */
export interface CoverFit {
  repeat: [number, number];
  offset: [number, number];
}

/** UV repeat and offset that cover a screen of `screenAspect` (w/h) with an image of `imageAspect`. */
export function coverFit(imageAspect: number, screenAspect: number): CoverFit {
  if (!(imageAspect > 0) || !(screenAspect > 0)) return { repeat: [1, 1], offset: [0, 0] };
  const x = imageAspect > screenAspect ? screenAspect / imageAspect : 1;
  const y = imageAspect < screenAspect ? imageAspect / screenAspect : 1;
  return { repeat: [x, y], offset: [(1 - x) / 2, (1 - y) / 2] };
}
