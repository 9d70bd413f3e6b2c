import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.e2e-artifacts/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Prettier wraps code at 120; strings, test names and URLs are left whole, comments are not.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The layers of ARCHITECTURE.md import in one direction only.
            { regex: '(^|/)(server|web)(/|$)', message: 'src/domain is pure: it imports neither web nor server code.' },
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http'],
              message: 'src/domain runs in the browser too: no Node built-ins.',
            },
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'antd-mobile',
              ],
              message: 'src/domain has no I/O or UI dependencies.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Domain rules are deterministic.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(server|web)(/|$)', message: 'src/domain is pure: it imports neither web nor server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              message:
                'Import the kit from lib/antd-kit: it installs the React 19 render adapter and keeps the kit out of the entry.',
            },
          ],
          patterns: [{ regex: '(^|/)server(/|$)', message: 'The web app never imports server code.' }],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/web/lib/antd-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)server(/|$)', message: 'The web app never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/fakes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A fake that signed with the verifier's own helpers would prove only that the code agrees with itself.
            {
              regex: '(^|/)(server|web)(/|$)',
              message: "The vendor fakes speak the vendors' protocols with their own code: no app code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)web(/|$)', message: 'The server never imports web code.' },
            {
              regex: '(^|/)fakes(/|$)',
              message: 'The vendor fakes are a test tool; production code never imports them.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Use node:crypto for anything random on the server.',
        },
      ],
    },
  },
  {
    // A test, or the test support beside the server (src/server/test), may start the fakes to run the real adapters
    // against them.
    files: ['src/server/**/*.test.ts', 'src/server/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)web(/|$)', message: 'The server never imports web code.' }] },
      ],
    },
  },
);
