import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Jest's useTestDb() is a test-lifecycle helper, not a React hook.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'next-sitemap.config.js'] },
];

export default config;
