/**
 * The globe's land dots: a grid of points in rows of latitude, each row with as many points
 * as fit its circumference, so the dots sit evenly over the whole sphere. Which of them fall on
 * land is decided at build time (scripts/art/globe-land.ts) and shipped as a bit mask of a few
 * kilobytes (land-mask.ts), so the page neither carries map data nor tests points against it.
 */

/** Degrees between neighbouring rows, and between neighbouring dots along a row. */
export const DOT_SPACING_DEG = 2.2;

/** Every grid point as [lat, lng] in degrees, in mask order: south to north, west to east. */
export function dotGrid(spacing = DOT_SPACING_DEG): [number, number][] {
  const points: [number, number][] = [];
  const rows = Math.round(180 / spacing);
  for (let row = 0; row < rows; row++) {
    const lat = -90 + (row + 0.5) * (180 / rows);
    const perRow = Math.max(1, Math.round((360 * Math.cos((lat * Math.PI) / 180)) / spacing));
    // Every other row shifted by half a step: the dots pack like a honeycomb, not a chessboard.
    const shift = row % 2 === 0 ? 0 : 0.5;
    for (let i = 0; i < perRow; i++) points.push([lat, -180 + ((i + shift) * 360) / perRow]);
  }
  return points;
}

/** Bits in grid order (first point = lowest bit of the first byte), as base64. */
export function encodeMask(bits: readonly boolean[]): string {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((on, i) => {
    if (on) bytes[i >> 3]! |= 1 << (i & 7);
  });
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The [lat, lng] of every grid point whose bit is set in the base64 mask. */
export function decodeMask(mask: string, spacing = DOT_SPACING_DEG): [number, number][] {
  const binary = atob(mask);
  return dotGrid(spacing).filter((_, i) => ((binary.charCodeAt(i >> 3) >> (i & 7)) & 1) === 1);
}

/**
 * A point on a sphere of the given radius, in the globe's frame: y up through the north pole,
 * longitude 0 facing +z, east towards +x (so an unturned globe shows the map the right way round).
 */
export function latLngToXyz(lat: number, lng: number, radius = 1): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [
    radius * Math.cos(phi) * Math.sin(lambda),
    radius * Math.sin(phi),
    radius * Math.cos(phi) * Math.cos(lambda),
  ];
}
