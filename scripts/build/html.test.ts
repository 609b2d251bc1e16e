import { describe, expect, it } from 'vitest';
import { editHtml, htmlElements, innerText, jsonScript, rebasePaths } from './html.ts';

describe('htmlElements', () => {
  it('finds what the text holds, where it is, templates included, in source order', () => {
    const html = `<!doctype html><html lang=pt><head><title>A &amp; B</title></head>
<body><template shadowrootmode="open"><style>p{}</style><p class='x'>hi</p></template>
<img src="./a.svg"></body></html>`;
    const found = htmlElements(html);
    expect(found.map((element) => element.tag)).toEqual([
      'html',
      'head',
      'title',
      'body',
      'template',
      'style',
      'p',
      'img',
    ]);
    const [page, , title, , , style, p, img] = found;
    expect(page!.attributes).toEqual({ lang: 'pt' });
    expect(innerText(html, title!)).toBe('A &amp; B');
    expect(innerText(html, style!)).toBe('p{}');
    expect(html.slice(p!.start, p!.end)).toBe("<p class='x'>hi</p>");
    expect(html.slice(p!.attributeSpans.class!.start, p!.attributeSpans.class!.end)).toBe(
      "class='x'",
    );
    expect(img!.inner).toEqual({ start: img!.end, end: img!.end });
  });

  it('leaves out the elements the parser implies', () => {
    expect(htmlElements('<p>one').map((element) => element.tag)).toEqual(['p']);
  });
});

describe('jsonScript', () => {
  const page = `<script type="application/json" id="portfolio-content">{"a":"<\\u003c"}</script>
<script type=application/json id=other>{}</script><script id="code">1</script>`;

  it('reads the JSON script an id names, however its attributes are quoted, and nothing else', () => {
    expect(JSON.parse(jsonScript(page, 'portfolio-content')!)).toEqual({ a: '<<' });
    expect(jsonScript(page, 'other')).toBe('{}');
    expect(jsonScript(page, 'code')).toBeNull();
    expect(jsonScript(page, 'portfolio')).toBeNull();
  });
});

describe('editHtml', () => {
  const html = '<a>1</a><b>2</b>';

  it('makes each change, in any order, and leaves the rest as it was', () => {
    const [a, b] = htmlElements(html);
    expect(
      editHtml(html, [
        { span: b!.inner, text: 'two' },
        { span: { start: 0, end: 0 }, text: '<!-- -->' },
        { span: a!, text: '' },
      ]),
    ).toBe('<!-- --><b>two</b>');
  });

  it('drops a change inside a span another one replaces, and refuses crossed ones', () => {
    const [a] = htmlElements(html);
    expect(
      editHtml(html, [
        { span: a!, text: '' },
        { span: a!.inner, text: 'x' },
      ]),
    ).toBe('<b>2</b>');
    expect(() =>
      editHtml(html, [
        { span: { start: 0, end: 5 }, text: '' },
        { span: { start: 3, end: 9 }, text: '' },
      ]),
    ).toThrow(/cross/);
  });
});

describe('rebasePaths', () => {
  it('rewrites each ./ path of href, src and poster, however it is quoted, and no other', () => {
    const html = `<a href='./x?a=1&amp;b=2'></a><img src=./y.png><video poster="./p.jpg"></video><a href="https://e.com/"></a><a data-src="./z"></a>`;
    expect(rebasePaths(html, (path) => `../${path}`)).toBe(
      `<a href="../x?a=1&amp;b=2"></a><img src="../y.png"><video poster="../p.jpg"></video><a href="https://e.com/"></a><a data-src="./z"></a>`,
    );
  });
});
