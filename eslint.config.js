import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './eslint/module-boundaries.js';

const clockMessage = 'Read the time from platform/clock.ts (nowIso, nowMs, or an injected Clock).';
const clockRestrictions = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: clockMessage,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/.e2e-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Time comes from one injectable clock (apps/server/src/platform/clock.ts), so tests move it.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...clockRestrictions] },
  },
  // Modules and web features are entered only through their index.ts (docs/architecture.md "A module").
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries: moduleBoundaries },
    rules: { 'boundaries/index-only': 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
