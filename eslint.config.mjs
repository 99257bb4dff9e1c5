import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layering rules (ARCHITECTURE.md "Which way imports go"). Flat config replaces, not merges,
// a rule's options when two blocks match one file, so each folder group below lists every pattern
// that applies to it; lib/lint/layering.test.ts shows each rule firing.
const appErrorPath = {
  // Any other spelling: the http folder's index, route.ts, a relative ../http/errors or ./errors.
  regex: '^(?!@/lib/server/http/errors$)(.*(^|/)http(/(errors|route|index))?|\\./errors)$',
  importNames: ['AppError'],
  message: "Import AppError from '@/lib/server/http/errors' (one path for the one error class).",
};
const noDatabase = {
  group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
  message: 'Pages and components call services in lib/server, never the database.',
};
const noServerCode = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server/*', 'server-only'],
  message: 'Browser code must not import lib/server: wire types live in lib/dto, schemas in lib/validation.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const browserSide = [
  'components/**',
  'lib/api/**',
  'lib/auth/**',
  'lib/dto/**',
  'lib/validation/**',
  'lib/config/**',
  'lib/reference/**',
  'lib/call/**',
  'lib/rules/**',
  'lib/format/**',
];

const config = [
  ...nextVitals,
  ...nextTs,
  // Jest's useTestDb() is a test-lifecycle helper, not a React hook.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Playwright fixtures hand their value to the test with a function named `use`, not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{ts,tsx,mjs,js}'], rules: restrict(appErrorPath) },
  // No import cycles (issue 26): a cycle makes module order matter and hides which layer owns what.
  {
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**', 'e2e/**', 'middleware.ts', 'instrumentation.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['app/**'], rules: restrict(appErrorPath, noDatabase) },
  { files: browserSide, rules: restrict(appErrorPath, noServerCode) },
  { files: ['components/**'], rules: restrict(appErrorPath, noServerCode, noDatabase) },
  // The public site's header, footer, home, landing and card links are plain <a>: next/link's client
  // code (≈3 kB gzip) would ship with every first load of `/` and the landing pages, and those
  // prerendered pages load fast as documents anyway (issue 17, lib/lint/public-page-islands.test.ts).
  {
    files: [
      'components/{header,footer,home,content,search,lawyers}/**',
      'app/(site)/{lawyers-online,lawyer,notary-public,free-legal-help,blog}/**',
    ],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
      'next-sitemap.config.js',
    ],
  },
];

export default config;
