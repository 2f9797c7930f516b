import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${webSrc}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const featureMessage = 'A feature imports ui and components, lib, the contract and shared query keys, never another feature nor the app: move what two features share to components/ or lib/, or compose them in app/.';

/** What a file of `feature` may not import. */
function featureBoundary(feature, { atFeatureRoot = false } = {}) {
  const mayReach = `${escape(feature)}/`;
  const patterns = [
    { regex: `^@/features/(?!${mayReach})`, message: featureMessage },
    { regex: '^@/app/', message: featureMessage },
    // A relative path out of the feature's folder reaches another feature the same way.
    { regex: atFeatureRoot ? '^\\.\\./' : '^(\\.\\./){2,}', message: featureMessage },
  ];
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const featureBoundaries = webFeatures.flatMap((feature) => [
  { files: [`${webSrc}/features/${feature}/**/*.{ts,tsx}`], rules: featureBoundary(feature) },
  { files: [`${webSrc}/features/${feature}/*.{ts,tsx}`], rules: featureBoundary(feature, { atFeatureRoot: true }) },
]);

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/screenshots/',
    'bench/results/',
    'apps/server/src/db/migrations/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The two classic hook rules; the compiler-driven rules of `recommended` are too noisy here.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
  {
    // Shared ui, components and lib sit below the features: they never reach up into one, nor into the app.
    files: [`${webSrc}/{components,lib}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/(features|app)/', message: 'components/ and lib/ are shared by every feature: they import neither a feature nor the app.' }] }],
    },
  },
  {
    // Journeys and benches run code inside the page (page.evaluate).
    files: ['e2e/**/*.ts', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
