/**
 * The source's layers, lowest first: a module may import its own layer and the ones below it,
 * never one above (docs/architecture.md). Read from every way a module names another: static
 * imports and re-exports, `import()` with a literal path, and `.js` specifiers that stand for
 * the `.ts`/`.tsx` source (dist/stage-worker.js for src/stage-worker.tsx). A module's layer is
 * its first folder under src/, or for a file at src/'s top, its name.
 */
import { dirname, relative, resolve, sep } from 'node:path';

export const LAYERS = [
  ['lib'],
  ['content', 'styles', 'i18n'],
  ['platform'],
  ['three'],
  // The stage runtime's entry lists the elements' scenes: it sits with them.
  ['elements', 'stage-worker', 'stage-steps'],
  // Entry points: free.
  ['embed', 'loader', 'prerender', 'builder'],
];

/** The rank of a src/ path's layer, with its name; null outside src/ or unlisted. */
function layerOf(srcDir, file) {
  const inside = relative(srcDir, file);
  if (inside.startsWith('..') || inside === '') return null;
  const head = inside
    .split(sep)[0]
    .replace(/\.(tsx?|jsx?|css)$/, '')
    .replace(/\?.*$/, '');
  const rank = LAYERS.findIndex((layer) => layer.includes(head));
  return rank < 0 ? null : { rank, name: head };
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of src/ (docs/architecture.md).' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } } }],
  },
  create(context) {
    const srcDir = resolve(context.options[0]?.srcDir ?? 'src');
    const file = context.filename;
    const own = layerOf(srcDir, file);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = layerOf(srcDir, resolve(dirname(file), specifier));
      if (!target || target.rank <= own.rank) return;
      const above = LAYERS.slice(own.rank + 1).flat();
      context.report({
        node,
        message: `src/${own.name} sits below ${above.join(', ')}: it may not import ${specifier} (src/${target.name}); see docs/architecture.md`,
      });
    };
    const literal = (source) =>
      source?.type === 'Literal'
        ? source.value
        : source?.type === 'TemplateLiteral' && source.expressions.length === 0
          ? source.quasis[0].value.cooked
          : undefined;
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
    };
  },
};
