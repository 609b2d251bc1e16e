/**
 * CSS colour strings, checked without a DOM (content is validated at build time in Node too):
 * hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba() and hsl()/hsla() in the modern
 * space-separated syntax and the legacy comma one, and the 148 named colours. `transparent`,
 * `currentcolor` and system colours are refused: they name no colour of their own.
 */

/**
 * The named colours of CSS Color 4, lower case (grey/gray spellings included), each between
 * spaces. A plain string, not a Set built at load: bundles that never check a colour drop it.
 */
const NAMED_COLORS =
  ' aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
  'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
  'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
  'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
  'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
  'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
  'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
  'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
  'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
  'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
  'yellowgreen ';

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/;
const FUNCTION = /^(rgba?|hsla?)\((.*)\)$/;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const IS_NUMBER = /* @__PURE__ */ new RegExp(`^${NUMBER}$`);
const IS_PERCENT = /* @__PURE__ */ new RegExp(`^${NUMBER}%$`);
const IS_ANGLE = /* @__PURE__ */ new RegExp(`^${NUMBER}(?:deg|grad|rad|turn)?$`);

type Kind = 'number' | 'percent' | 'angle' | 'none';

function kindOf(token: string): Kind | null {
  if (token === 'none') return 'none';
  if (IS_NUMBER.test(token)) return 'number';
  if (IS_PERCENT.test(token)) return 'percent';
  if (IS_ANGLE.test(token)) return 'angle';
  return null;
}

/** Modern syntax: three space-separated channels, then optionally `/ alpha`. */
function modern(body: string): string[] | null {
  const [channels = '', alpha, extra] = body.split('/').map((part) => part.trim());
  if (extra !== undefined || alpha === '') return null;
  const parts = channels.split(/\s+/);
  if (parts.length !== 3) return null;
  return alpha === undefined ? parts : [...parts, alpha];
}

/** Legacy syntax: three or four comma-separated values, no `none`. */
function legacy(body: string): string[] | null {
  const parts = body.split(',').map((part) => part.trim());
  if (parts.length < 3 || parts.length > 4 || parts.includes('none')) return null;
  return parts;
}

function validChannels(name: string, parts: string[], isLegacy: boolean): boolean {
  const kinds = parts.map(kindOf);
  if (kinds.includes(null)) return false;
  const alpha = kinds[3];
  if (alpha === 'angle') return false;
  const [a, b, c] = kinds;
  if (name.startsWith('rgb')) {
    // Legacy rgb() takes all numbers or all percentages; the modern syntax mixes them.
    if (isLegacy && !(a === b && b === c)) return false;
    return [a, b, c].every((kind) => kind !== 'angle');
  }
  // hsl(): hue is a number or an angle; legacy wants percentages for saturation and lightness.
  if (a === 'percent') return false;
  if (isLegacy) return b === 'percent' && c === 'percent';
  return b !== 'angle' && c !== 'angle';
}

/** Whether `value` is a CSS colour this package accepts (case and outer spaces ignored). */
export function isCssColor(value: string): boolean {
  const color = value.trim().toLowerCase();
  if (HEX.test(color) || (/^[a-z]+$/.test(color) && NAMED_COLORS.includes(` ${color} `))) {
    return true;
  }
  const match = FUNCTION.exec(color);
  if (!match) return false;
  const [, name = '', body = ''] = match;
  const isLegacy = body.includes(',');
  const parts = isLegacy ? legacy(body) : modern(body.trim());
  return parts !== null && validChannels(name, parts, isLegacy);
}
