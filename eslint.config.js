// Lint rules, including the import direction of STYLE.md:
// common ◄── server; common ◄── web/components ◄── web/features/<x> ◄── web/app, and
// web/api (the HTTP client, the reads several features share, their query keys) below them all.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import lingui from 'eslint-plugin-lingui'
import { readdirSync } from 'node:fs'

// Translations (issue #22): in these folders every text a screen shows goes through Lingui, so
// JSX text and the text props below must not be written as plain literals. The folders not
// translated yet are listed in UNTRANSLATED; whoever translates one removes it from the list.
// When the list is empty, every screen is translated.
const UNTRANSLATED = [
]
const TEXT_PROPS =
  '/^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|description|text|empty|emptyText|heading|hint|confirmLabel|cancelLabel|submitLabel)$/'
const LETTERS = '/[A-Za-z]/'
const untranslatedText = [
  {
    selector: `JSXText[value=${LETTERS}]:not(JSXElement[openingElement.name.name="Trans"] JSXText)`,
    message: 'Translate this text: <Trans>…</Trans> (README, Translations).',
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${LETTERS}]`,
    message: 'Translate this text: t`…` from useLingui() (README, Translations).',
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > Literal[value=${LETTERS}]`,
    message: 'Translate this text: t`…` from useLingui() (README, Translations).',
  },
  {
    selector: `JSXElement > JSXExpressionContainer > Literal[value=${LETTERS}]`,
    message: 'Translate this text: <Trans>…</Trans> (README, Translations).',
  },
]

// One zone per web feature: a feature may import only itself among the features.
const featureZones = readdirSync('web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./web/features/${name}`,
    from: './web/features',
    except: [`./${name}`],
    message: 'A web feature never imports another feature; combine them in web/app.',
  }))

export default tseslint.config(
  { ignores: ['dist', 'data', 'web/locales/*/*.js', 'node_modules', 'bench/.tmp', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './common', from: ['./server', './web', './e2e', './tests', './bench', './scripts'], message: 'common/ imports nothing of ours.' },
            { target: './server', from: './web', message: 'The server never imports the web app.' },
            { target: './web', from: './server', message: 'The web app talks to the server over HTTP only.' },
            { target: './web/components', from: ['./web/features', './web/app'], message: 'Shared components do not know features.' },
            { target: './web/api', from: ['./web/features', './web/app', './web/components'], message: 'The HTTP client and the shared reads (web/api) know no screen: features import them, not the other way.' },
            { target: './web/features', from: './web/app', message: 'Features do not import the app shell.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    ...lingui.configs['flat/recommended'],
  },
  {
    files: ['web/**/*.tsx'],
    ignores: [
      ...UNTRANSLATED.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`)),
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...untranslatedText] },
  },
)
