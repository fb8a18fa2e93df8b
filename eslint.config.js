import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import serverBoundaries from './eslint/server-boundaries.js';
import csvWriter from './eslint/csv-writer.js';

/**
 * Lint, with the architecture's import boundaries (docs/ARCHITECTURE.md):
 * common/ imports neither side; client/ never imports server/; client features never import
 * each other; only server/integrations/ imports payment, push and storage SDKs, and it loads the
 * Stripe and S3 SDKs only when they are configured; only
 * server/config/ reads process.env; Drizzle queries live in repository files; infrastructure and
 * server/core/ never import an area, and areas import each other only through their index.ts;
 * every CSV is written by common/domain/csv.ts, which escapes formulas.
 */
const SDKS = ['stripe', 'web-push', '@aws-sdk/*'];
/** A regular expression literal that starts with /api (escaped or not, anchored or not). */
const API_PATTERN = 'Literal[regex.pattern=/^\\^?\\\\?\\/api/]';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/client/**',
                '**/server/**',
                'react',
                'react-dom',
                'fastify',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'common/ is pure: it imports neither side.',
            },
            { regex: '^node:', message: 'common/ runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify', 'drizzle-orm', ...SDKS],
              message: 'client/ never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file directly in client/features/<area>/ must not reach into a sibling feature.
    files: ['client/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*(/|$)',
              message: 'Features never import each other: compose them in client/app/.',
            },
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Features never import each other or the app shell: compose them in client/app/.',
            },
            { group: ['**/server/**', ...SDKS] },
          ],
        },
      ],
    },
  },
  {
    files: ['client/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[^./][^/]*(/|$)',
              message: 'Features never import each other: compose them in client/app/.',
            },
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Features never import each other or the app shell: compose them in client/app/.',
            },
            { group: ['**/server/**', ...SDKS] },
          ],
        },
      ],
    },
  },
  {
    // The client, and the code it shares with the server, call the API only through the endpoint
    // catalogue (common/contracts/endpoints): no /api/ string, template or regular expression elsewhere.
    files: ['client/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['client/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'common/contracts/endpoints/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message:
            'Describe the endpoint in common/contracts/endpoints and call it through client/lib/api-client.',
        },
        {
          selector: API_PATTERN,
          message: 'Match the endpoint from common/contracts/endpoints (its path), not a hand-written /api/ pattern.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Describe the endpoint in common/contracts/endpoints and call it through client/lib/api-client.',
        },
      ],
    },
  },
  {
    // The server registers its routes from the same catalogue: `r.route({ ...at(areaEndpoints.name), … })`.
    files: ['server/features/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/*.test-helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message:
            'Describe the endpoint in common/contracts/endpoints and register it with at() from server/lib/route-at.',
        },
        {
          selector: API_PATTERN,
          message: 'Match the endpoint from common/contracts/endpoints (its path), not a hand-written /api/ pattern.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Describe the endpoint in common/contracts/endpoints and register it with at() from server/lib/route-at.',
        },
      ],
    },
  },
  {
    // The shared building blocks sit below the features: they never reach up into one.
    // client/components (the shared widgets that know the domain) stand on client/ui and client/lib;
    // client/ui (primitives) and client/lib (API client, reads, formatting) never import them.
    files: ['client/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'client/components sit below the features and the app shell.',
            },
            {
              group: ['**/server/**', 'fastify', 'drizzle-orm', ...SDKS],
              message: 'client/ never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/components/**'],
              message: 'client/lib sits below the shared components, the features and the app shell.',
            },
            {
              group: ['**/server/**', 'fastify', 'drizzle-orm', ...SDKS],
              message: 'client/ never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // client/ui holds primitives only: no contract, no read, no call; a widget that knows the
    // domain belongs in client/components.
    files: ['client/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/components/**'],
              message: 'client/ui sits below the shared components, the features and the app shell.',
            },
            {
              group: ['@common/contracts/**', '@common/domain/**', '**/lib/reads/**', '**/lib/api', '**/lib/api-client', '**/lib/session'],
              message: 'client/ui holds primitives only: a widget that knows the domain goes in client/components.',
            },
            {
              group: ['**/server/**', 'fastify', 'drizzle-orm', ...SDKS],
              message: 'client/ never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/integrations/**', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SDKS, message: 'Only server/integrations/ imports SDKs.' },
            { group: ['**/client/**'] },
          ],
        },
      ],
    },
  },
  {
    // The Stripe and S3 SDKs load when their adapter is made, not with the server: a club without
    // Stripe keys or S3 never holds them in memory (decision 114).
    files: ['server/integrations/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['stripe', '@aws-sdk/*'],
              allowTypeImports: true,
              message: "Load this SDK with await import() in the adapter's factory (type-only imports are fine).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/**/*.test-helpers.ts'],
    plugins: { boundaries: serverBoundaries },
    rules: { 'boundaries/area-imports': 'error' },
  },
  {
    // Drizzle queries live in repository files: use cases and routes import neither drizzle-orm nor
    // the schema as values (types are fine, e.g. `import type { users }` for a row type).
    files: ['server/features/**/*.ts', 'server/core/**/*.ts'],
    ignores: [
      'server/features/**/*.repository.ts',
      'server/core/**/*.repository.ts',
      'server/features/**/*.test.ts',
      'server/core/**/*.test.ts',
      'server/features/**/*.test-helpers.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message:
                "Drizzle queries live in the area's <area>.repository.ts (type-only imports are fine).",
            },
          ],
        },
      ],
    },
  },
  {
    // One CSV writer (decision 093): only common/domain/csv.ts writes CSV, with formulas escaped.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['common/domain/csv.ts'],
    plugins: { csv: csvWriter },
    rules: { 'csv/one-writer': 'error' },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: ['server/config/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only server/config/ reads process.env.' },
      ],
    },
  },
);
