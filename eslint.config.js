import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The source's layers, lowest first: a module may import its own layer and the ones below it,
 * never one above (docs/architecture.md). The top layer (loader, embed, prerender, the stage
 * worker's entry) is free.
 */
const LAYERS = [['lib'], ['content', 'styles', 'i18n'], ['platform'], ['three'], ['elements']];
const TOP = ['embed', 'loader', 'prerender', 'stage-worker', 'builder'];

/** Relative imports (dot-dot segments) that reach any of `dirs` from inside src/<dir>/. */
const reaching = (dirs) => `^(\\.\\./)+(${dirs.join('|')})(/|\\.tsx?$)`;

const layerRules = LAYERS.map((layer, i) => {
  const above = [...LAYERS.slice(i + 1).flat(), ...TOP];
  const message = `src/${layer.join(', src/')} sits below ${above.join(', ')}; see docs/architecture.md`;
  return {
    files: layer.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // src/lib is a leaf: it imports nothing else from src.
            i === 0 ? { regex: '^\\.\\./', message } : { regex: reaching(above), message },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.generated/',
      'bench/results.*',
      'tests/consumers/*/dist/',
      'tests/consumers/*/public/portfolio/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // With noUncheckedIndexedAccess, a checked index is asserted with !; keep that readable.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layerRules,
);
