import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('apps/web/src/features', import.meta.url))
// The folders of apps/web/src from the top down: a module may import from its own layer and the
// layers below it, never from one above (apps/web/src/README.md).
const LAYERS = [['pages', 'layouts', 'inline-script'], ['sections'], ['features'], ['components'], ['content'], ['lib'], ['config']]
/** The folders of the layers above a folder's. */
const above = (folder) =>
  LAYERS.slice(
    0,
    LAYERS.findIndex((layer) => layer.includes(folder)),
  ).flat()

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.astro/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      '.scratch/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The .astro files too: their frontmatter and expressions (TypeScript), their template's rules.
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Imports never climb more than one folder (in the web workspace, `~/` is src and `~test/` test);
  // web's src names its modules by `~/` alone, and a feature's modules, from another feature, through its entry
  // (`~/features/x`, its index.ts: what it offers the others; `~/features/x/index.server` for its
  // build-time share) and never its internals.
  { files: ['apps/**/*.{ts,tsx,astro}'], rules: { 'no-restricted-imports': ['error', { patterns: webImports() }] } },
  { files: ['apps/web/src/**/*.{ts,tsx,astro}'], rules: { 'no-restricted-imports': ['error', { patterns: webImports({ inSrc: true }) }] } },
  ...LAYERS.slice(1)
    .flat()
    .filter((folder) => folder !== 'features')
    .map((folder) => ({
      files: [`apps/web/src/${folder}/**/*.{ts,tsx,astro}`],
      rules: { 'no-restricted-imports': ['error', { patterns: webImports({ inSrc: true, above: above(folder) }) }] },
    })),
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx,astro}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: webImports({ inSrc: true, feature, above: above('features') }) }],
    },
  })),
  // A `*.server.ts(x)` module runs only at build (Node: files, fonts, image rendering). A module a
  // browser may load never imports one but for its types; pages, other server modules and tests may.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.server$', allowTypeImports: true, message: 'Build-time code: import it from a page or a .server module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)

function webImports({ inSrc = false, feature = null, above: upper = [] } = {}) {
  return [
    ...(upper.length > 0
      ? [
          {
            regex: `^~/(${upper.join('|')})(/|$)`,
            message: `A layer above this one (${upper.join(', ')}): nothing points up (apps/web/src/README.md).`,
          },
        ]
      : []),
    { regex: '^(\\.\\./){2,}', message: 'Climbs more than one folder: in apps/web, name it from ~/ (src) or ~test/.' },
    ...(inSrc ? [{ regex: '^\\.\\./', message: 'Outside this folder: name it from ~/.' }] : []),
    // The site's code reads a one-file collection one way: as its module (scripts/content-modules.ts);
    // the collections' reader is for the content modules, the build's steps, the tests and tools.
    ...(inSrc && !upper.includes('components')
      ? [
          {
            regex: '^~/content/collections$',
            message: 'Read a one-file collection as its module, ~/content/<name>.yaml (apps/web/src/README.md).',
          },
        ]
      : []),
    ...(feature
      ? [
          {
            regex: `^~/features/(?!${feature}/)[^/]+/(?!index\\.server$)`,
            message: "Another feature's internals: import its entry, ~/features/<name> (or ~/features/<name>/index.server at build).",
          },
        ]
      : []),
  ]
}
