/**
 * What a section's tag shows when its code cannot come (its script refused for want of CORS, a
 * 404, a page opened as a file): a line in the room the tag holds, where a visitor would
 * otherwise find it empty. The start script inline in a page's `<head>` (deferred-start.ts:
 * the loader did not come) and the loader (an element's module did not) both show it, so it is
 * small, and English: the other languages' words are among what did not come. A tag with a
 * prerendered view keeps its text instead, and the nav, a fixed bar, has no room to say it in.
 * Should the code come after all (a tag added again retries), the view's shadow root, which has
 * no slot, hides the line.
 */
export function showUnloaded(tag = '*'): void {
  for (const element of document.querySelectorAll(tag)) {
    const name = element.localName;
    if (
      !/^portfolio-(?!nav$)/.test(name) ||
      customElements.get(name) ||
      element.shadowRoot ||
      element.hasAttribute('data-portfolio-unloaded')
    )
      continue;
    element.setAttribute('data-portfolio-unloaded', '');
    const notice = document.createElement('p');
    notice.textContent =
      "This section could not load: its code did not arrive (the browser's console says why).";
    // Through the CSSOM, which a host's policy without 'unsafe-inline' allows. In the host's
    // text colour, clear of a fixed bar over the room's top (a jump to `#contact`).
    notice.style.cssText =
      'box-sizing:border-box;max-width:min(36em,calc(100% - 2em));margin:6em auto;padding:1em;border:1px dashed;text-align:center';
    element.append(notice);
  }
}
