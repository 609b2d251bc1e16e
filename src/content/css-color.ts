/**
 * Whether a browser would read a string as a colour, without a browser: the build checks content
 * in Node, where there is no `CSS.supports`. Covers hex, rgb()/rgba(), hsl()/hsla() (comma and
 * space syntax, optional alpha) and the named colours; never `var()`, keywords such as
 * `inherit`, or anything the 3D scenes could not read as a colour.
 */

/** CSS Color 4 named colours, `transparent` left out: an accent has to show. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
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
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const PERCENT = `${NUMBER}%`;
const HUE = `${NUMBER}(?:deg|grad|rad|turn)?`;
const ALPHA = `(?:${NUMBER}|${PERCENT})`;

/** `name(a, b, c[, alpha])` or `name(a b c[ / alpha])`: the two syntaxes, never mixed. */
function colourFunction(names: string, first: string, rest: string): RegExp {
  const comma = `${first}\\s*,\\s*${rest}\\s*,\\s*${rest}(?:\\s*,\\s*${ALPHA})?`;
  const space = `${first}\\s+${rest}\\s+${rest}(?:\\s*\\/\\s*${ALPHA})?`;
  return new RegExp(`^(?:${names})\\(\\s*(?:${comma}|${space})\\s*\\)$`, 'i');
}

const RGB_NUMBERS = colourFunction('rgba?', NUMBER, NUMBER);
const RGB_PERCENTS = colourFunction('rgba?', PERCENT, PERCENT);
const HSL = colourFunction('hsla?', HUE, PERCENT);

export function isCssColor(value: string): boolean {
  const colour = value.trim();
  return (
    HEX.test(colour) ||
    RGB_NUMBERS.test(colour) ||
    RGB_PERCENTS.test(colour) ||
    HSL.test(colour) ||
    NAMED.has(colour.toLowerCase())
  );
}
