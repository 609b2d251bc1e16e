/** Pages the benchmark generates beside dist/ (served under /__bench/). */

/** A page with nothing but the one-script loader and one tag: what an element costs alone. */
export function aloneHtml(tag: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${tag} alone</title>
    <script type="module" src="/portfolio-elements.js"></script>
  </head>
  <body>
    <${tag}></${tag}>
  </body>
</html>
`;
}

/** The reference: one lit cube on a canvas whose size comes from `?w=&h=` (CSS pixels). */
export function referenceHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Reference: one lit cube</title>
    <style>html, body { margin: 0; background: #010103; } canvas { display: block; }</style>
    <script type="module" src="/__bench/reference.js"></script>
  </head>
  <body></body>
</html>
`;
}
