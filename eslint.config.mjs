import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverImports = {
  patterns: [
    {
      group: ['@/server', '@/server/*', '**/server/*'],
      message: 'Browser-side code must not import server/: go through api/ (the typed client).',
    },
  ],
};

const reactImports = {
  paths: [
    { name: 'react', message: 'server/ never imports React.' },
    { name: 'react-dom', message: 'server/ never imports React.' },
  ],
  patterns: [
    {
      group: ['@/components/*', '@/hooks/*', '@/stores/*', 'next/navigation'],
      message: 'server/ never imports UI code.',
    },
  ],
};

/**
 * House rules in lint: Next's and React hooks' rules, and the import direction —
 * nothing that runs in the browser imports server/, and server/ never imports React.
 */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'server/db/migrations/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['components/**', 'hooks/**', 'stores/**', 'lib/**', 'api/**', 'locales/**', 'i18n/**', 'app/**/*.tsx'],
    ignores: ['api/server-transport.ts'],
    rules: { 'no-restricted-imports': ['error', serverImports] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', reactImports] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];

export default config;
