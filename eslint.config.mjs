// Lint: TypeScript rules everywhere; workflow code kept deterministic (Temporal replays it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/generated/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      'test/research-corpus/*/site/**',
      // real websites' pages and built apps, kept as their authors wrote them
      'packages/*/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Promises are awaited or explicitly voided everywhere, not only in workflows.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    ignores: ['workflows/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins
            .flatMap((m) => [m, `node:${m}`])
            .map((name) => ({ name, message: 'Workflow code must be deterministic: no Node built-ins.' })),
          patterns: [
            {
              group: [
                '@prisma/*',
                '@sgs/db',
                'openai',
                'sharp',
                'playwright',
                'playwright-core',
                'pg',
                '@temporalio/activity',
                '@temporalio/worker',
                '@temporalio/client',
              ],
              message: 'Workflows import only @temporalio/workflow, contracts, and activity types.',
            },
            {
              group: ['@sgs/activities', '@sgs/activities/*'],
              allowTypeImports: true,
              message: 'Import activity types only (import type).',
            },
            {
              regex: '^@sgs/contracts$',
              message: 'Import @sgs/contracts/temporal (workflow-safe) instead of the zod barrel.',
            },
          ],
        },
      ],
    },
  },
);
