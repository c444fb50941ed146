import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under apps/web/src/features is a feature (the list cannot go stale).
const featureNames = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The forms take useForm from lib/form.ts, whose rule messages follow a change of language.
const useFormOfTheApp = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message: "Use useForm from '@/lib/form': its messages follow a change of language.",
};
// And their fields take the controller from lib/form-field.ts, whose value is the form's.
const controllerOfTheApp = {
  name: 'react-hook-form',
  importNames: ['Controller', 'useController'],
  message:
    "Use Controller or useController from '@/lib/form-field': react-hook-form's shows a cleared field's first value again.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      'e2e/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '.dependency-cruiser.cjs',
            'vitest.config.ts',
            'apps/server/*.mjs',
            'apps/server/bench/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read JSON answers of any shape and assert on them; typing every answer adds nothing.
    files: ['**/*.test.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The integration files of a vitest worker share its modules (isolate: false in
    // vitest.config.ts): a module mocked, a global or variable stubbed or the clock faked in one
    // file would still be so in the next. Each file builds its own app instead (config
    // overrides, the `now` option).
    files: ['apps/server/src/**/*.integration.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Integration files share module state (vitest.config.ts, isolate: false): pass the app what it needs instead.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']",
          message:
            'Integration files share one process environment (isolate: false): pass a config override instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [useFormOfTheApp, controllerOfTheApp] }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // An answer's type comes from its schema in @portal/shared (lib/api-client.ts requires one),
      // never from a type written beside the call.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='api'][typeArguments]",
          message: "Pass the answer's schema from @portal/shared; do not write its type here.",
        },
        // Every word a person reads comes from the text tables (t('...')), in every language.
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Words in JSX come from the text tables: use t() with a key of the namespace.',
        },
        {
          selector: [
            'JSXElement > JSXExpressionContainer > Literal[value=/\\p{L}/u]',
            'JSXElement > JSXExpressionContainer > ConditionalExpression > Literal[value=/\\p{L}/u]',
            'JSXElement > JSXExpressionContainer > LogicalExpression > Literal[value=/\\p{L}/u]',
            'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]',
          ].join(', '),
          message: 'Words in JSX come from the text tables: use t() with a key of the namespace.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|title|placeholder|description|alt|aria-label|aria-description|error|tooltip)$/] > Literal[value=/\\p{L}/u]',
          message: 'A visible or spoken label comes from the text tables: use t() with a key.',
        },
      ],
    },
  },
  {
    // Tests render their own bits of JSX to drive a component.
    files: ['apps/web/**/*.test.tsx', 'apps/web/test/**/*.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The places that wrap react-hook-form's useForm and controller; tests may build a bare form.
    files: ['apps/web/src/lib/form.ts', 'apps/web/src/lib/form-field.ts', 'apps/web/**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The component test files of a vitest worker share its modules (isolate: false in
    // vitest.config.ts). apps/web/test/setup.ts puts back stubbed globals, spies and faked timers
    // after each test; a mocked module or a stubbed environment variable it cannot undo.
    files: ['apps/web/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Component test files share module state (vitest.config.ts, isolate: false): mock the API with mockApi instead.',
        })),
      ],
    },
  },
  // Feature folders stay independent: a feature may use shared pieces, and another feature only
  // through its public entry (features/<name>/index.ts). `npm run check:architecture` checks the
  // same and the other layers (.dependency-cruiser.cjs); this gives the editor the same answer.
  ...featureNames.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [useFormOfTheApp, controllerOfTheApp],
          patterns: [
            {
              group: featureNames
                .filter((other) => other !== name)
                .flatMap((other) => [`@/features/${other}/*`, `../../${other}/*`, `../${other}/*`]),
              message:
                "Features do not reach into each other; import the other feature's entry (@/features/<name>) or move the shared piece to src/components or src/lib.",
            },
          ],
        },
      ],
    },
  })),
);
