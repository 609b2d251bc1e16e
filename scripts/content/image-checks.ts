/**
 * `npm run check`'s look at images as browsers will draw them: an SVG without a size (drawn at
 * the size it is shown at, from its viewBox; without a viewBox either, it has no shape), and an
 * image on another origin that a 3D stage draws, which the browser gives it only with CORS.
 */

/** Keys whose file a 3D stage draws (its pixels read by WebGL): another origin must send CORS. */
const STAGE_KEYS = [
  /^hero\.(photo|deskSrc)$/,
  /^projects\.items\[\d+\]\.(spotlight|texture)$/,
  /^(projects\.computerSrc|work\.characterSrc)$/,
];
export const drawnByStage = (path: string) => STAGE_KEYS.some((pattern) => pattern.test(path));

/** The Origin the check asks from: any other than the image's own, as a host page would be. */
const PROBE_ORIGIN = 'https://portfolio-check.invalid';
/** A server that does not answer in this long is reported as such, not waited on. */
const REMOTE_TIMEOUT_MS = 10_000;

export interface ImageFinding {
  /** What fails the check. */
  problems: string[];
  /** What is worth knowing but works. */
  notes: string[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** An SVG's root element: whether it has a size of its own, and a viewBox to take one from. */
export function svgFindings(text: string): ImageFinding {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return { problems: ['not an SVG file (no <svg> element)'], notes: [] };
  const sized = (name: string) => {
    const value = attribute(root, name);
    return value !== undefined && /^\s*[\d.]+\s*(px)?\s*$/.test(value);
  };
  if (sized('width') && sized('height')) return { problems: [], notes: [] };
  if (attribute(root, 'viewBox')) {
    return {
      problems: [],
      notes: ['SVG without width and height: drawn at the size it is shown at, from its viewBox'],
    };
  }
  return {
    problems: ['SVG with neither width and height nor a viewBox: add a viewBox="0 0 W H"'],
    notes: [],
  };
}

/** A remote file's answer to a page on another origin. */
export async function remoteFindings(url: string, path: string): Promise<ImageFinding> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Origin: PROBE_ORIGIN },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
  } catch (error) {
    return { problems: [`could not load it: ${(error as Error).message}`], notes: [] };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { problems: [`HTTP ${response.status}`], notes: [] };
  }
  const found: ImageFinding = { problems: [], notes: [] };
  const allowed = response.headers.get('access-control-allow-origin');
  if (drawnByStage(path)) {
    if (allowed === '*' || allowed === PROBE_ORIGIN) found.notes.push('served with CORS');
    else {
      found.problems.push(
        'served without an Access-Control-Allow-Origin header: the 3D stage cannot draw it (send "Access-Control-Allow-Origin: *" with it, or copy it beside the page)',
      );
    }
  }
  const svg =
    /svg/i.test(response.headers.get('content-type') ?? '') ||
    /\.svg$/i.test(new URL(url).pathname);
  if (svg) {
    const inner = svgFindings(await response.text());
    found.problems.push(...inner.problems);
    found.notes.push(...inner.notes);
  } else await response.body?.cancel();
  return found;
}
