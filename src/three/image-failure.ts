/**
 * Why an image a stage asked for did not arrive, in words an owner can act on. A 3D stage reads
 * an image's pixels, which a browser allows for another origin's image only with CORS: the
 * same file may show in the card (an <img> needs no CORS) and fail on the screen.
 */

/** The reason, without the URL (the caller's message names it). */
export async function imageFailure(url: string): Promise<string> {
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) return `HTTP ${response.status}`;
    return 'the browser could not decode it as an image';
  } catch {
    try {
      // An opaque answer: the server is there, and says nothing of CORS.
      await fetch(url, { mode: 'no-cors', credentials: 'omit' });
      return 'it is served without an Access-Control-Allow-Origin header, and a 3D stage can draw another origin\'s image only with CORS (send "Access-Control-Allow-Origin: *" with it, or put the file beside the page)';
    } catch (error) {
      return `the request failed (${(error as Error).message})`;
    }
  }
}
