import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersRule } from './scripts/lint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.generated/',
      'bench/results.*',
      'tests/consumers/*/dist/',
      'tests/consumers/*/public/portfolio/',
      'tests/consumers/next/.next/',
      'tests/consumers/next/next-env.d.ts',
      'tests/consumers/esbuild/out/',
      'tests/consumers/esbuild/portfolio/',
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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { portfolio: { rules: { layers: layersRule } } },
    rules: { 'portfolio/layers': 'error' },
  },
);
