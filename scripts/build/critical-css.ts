/**
 * The part of a prerendered shadow root's styles that its own markup uses. A declarative shadow
 * root carries its styles inline, and the page's HTML must arrive whole before the first paint:
 * rules for what the view renders only later (an open menu, a form's states, another slide) are
 * bytes the first paint waits for and never applies. The element's code brings its whole
 * stylesheet when it takes the root over (src/platform/takeover.ts), and the prerendered
 * `<style>`s go with the prerendered nodes.
 *
 * A rule stays when any of its selectors finds an element in the markup, read as if every
 * state a visitor can put an element in (hover, focus, checked, …) were on; a selector the
 * matcher cannot read stays too. `:host` rules, at-rules without rules (`@font-face`,
 * `@property`) and keyframes stay whole.
 */
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** States the markup shows none of before the code comes, but a visitor can reach without it. */
const STATE_PSEUDO_CLASSES =
  /:(?:hover|active|focus|focus-visible|focus-within|visited|link|any-link|target|checked|indeterminate|enabled|disabled|placeholder-shown|valid|invalid|user-valid|user-invalid|autofill|-webkit-autofill|open|popover-open|modal)(?![\w-])/g;
/** Pseudo-elements, which belong to the element their selector names. */
const PSEUDO_ELEMENTS =
  /::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)(?![\w-])/g;
/** Selectors about the host or content from the light DOM, which the markup does not hold. */
const OUTSIDE_THE_MARKUP = /:host|::slotted|::part/;

/** One selector's subject as the markup holds it, with states and pseudo-elements set aside. */
function structural(selector: string): string {
  return selector.replace(PSEUDO_ELEMENTS, '').replace(STATE_PSEUDO_CLASSES, '').trim() || '*';
}

/** Pseudo-classes the matcher reads as a browser does: any other keeps its rule. */
const READ_PSEUDO_CLASSES =
  /^:(?:not|is|where|has|nth-child|nth-last-child|nth-of-type|nth-last-of-type)\(|^:(?:first-child|last-child|only-child|first-of-type|last-of-type|only-of-type|empty)(?![\w-])/;

/** Whether any element of `markup` can take a rule for `selector`. */
function usedBy(markup: ParentNode, selector: string): boolean {
  if (OUTSIDE_THE_MARKUP.test(selector)) return true;
  const subject = structural(selector);
  // The matcher answers "none" for a pseudo-class it does not know (`:dir()`, `:state()`).
  const unread = [...subject.matchAll(/:[\w-]+\(?/g)].some(
    ({ 0: name }) => !READ_PSEUDO_CLASSES.test(name),
  );
  if (unread) return true;
  try {
    return markup.querySelector(subject) !== null;
  } catch {
    // A selector the matcher cannot read might match: it stays.
    return true;
  }
}

const isRule = (node: ChildNode): node is Rule => node.type === 'rule';
const isAtRule = (node: ChildNode): node is AtRule => node.type === 'atrule';

/** Drops from `container` the rules `markup` cannot use; whether any rule is left in it. */
function keepUsed(container: Container, markup: ParentNode): boolean {
  for (const node of [...(container.nodes ?? [])]) {
    if (isRule(node)) {
      // A nested rule reads relative to its parent: the pair stays as written.
      if (node.nodes.some(isRule)) continue;
      const used = node.selectors.filter((selector) => usedBy(markup, selector));
      if (!used.length) node.remove();
      else if (used.length < node.selectors.length) node.selectors = used;
    } else if (isAtRule(node) && node.nodes && !/keyframes$/i.test(node.name)) {
      if (node.nodes.some((child) => isRule(child) || isAtRule(child)) && !keepUsed(node, markup))
        node.remove();
    }
  }
  return (container.nodes ?? []).some((node) => node.type !== 'comment');
}

/** One parser for every root the build cuts: a window of jsdom's is costly to make. */
let parser: DOMParser | null = null;

/**
 * Each of `styles` (a shadow root's `<style>`s, in order) with only the rules `markup`, the
 * root's HTML after them, can use.
 */
export function criticalStyles(styles: readonly string[], markup: string): string[] {
  parser ??= new new JSDOM().window.DOMParser();
  // The styles stand before the markup, as in the root: `:first-child` counts them.
  const root = `${styles.map(() => '<style></style>').join('')}${markup}`;
  const { body } = parser.parseFromString(`<body>${root}`, 'text/html');
  return styles.map((css) => {
    const sheet = postcss.parse(css);
    return keepUsed(sheet, body) ? sheet.toString() : '';
  });
}
