/**
 * In a browser the browser decides what is a colour (css-color.ts holds the check for Node, where
 * there is no `CSS.supports`; package.json's `imports` picks one). Keywords that are not a colour
 * of their own, and values that lean on something else (`var()`, `env()`), are refused.
 */
const NOT_OWN_COLOUR =
  /^(?:currentcolor|transparent|inherit|initial|unset|revert|revert-layer)$|(?:var|env|attr)\(/i;

export function isCssColor(value: string): boolean {
  const colour = value.trim();
  return CSS.supports('color', colour) && !NOT_OWN_COLOUR.test(colour);
}
