/** Reading a font's `unicode-range`: the text it covers. No Node APIs (the browser tests use it). */

/** The `unicode-range` of the `@font-face` rule in `css` whose source names `file`. */
export function fontFaceRange(css: string, file: string): string {
  const rule = css.split('@font-face').find((block) => block.includes(`/${file}`));
  const range = rule && /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
  if (!range) throw new Error(`no @font-face rule with a unicode-range names ${file}`);
  return range.trim();
}

/** Every character of a `unicode-range` ("U+0000-00FF,U+0131"), in order. */
export function rangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point += 1)
      text += String.fromCodePoint(point);
  }
  return text;
}
