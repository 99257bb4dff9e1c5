// No import cycles (issue 26): a cycle makes module order matter and hides which layer owns what.
// `npm run lint` runs dpdm with this file after ESLint. dpdm reads the TypeScript graph in seconds,
// where ESLint's import/no-cycle took 94 of lint's 109 s (issue 47). Type-only imports count too
// (`transform: false`, issue 39): a type shared both ways still ties two modules' owners together —
// move the type down to where both can import it. Dynamic import() counts. lib/lint/layering.test.ts
// shows both refused.
const config = {
  files: [
    'app/**/*.{ts,tsx}',
    'components/**/*.{ts,tsx}',
    'features/**/*.{ts,tsx}',
    'lib/**/*.{ts,tsx,mjs}',
    'scripts/**/*.{ts,mjs}',
    'e2e/**/*.ts',
    'proxy.ts',
    'instrumentation.ts',
  ],
  tsconfig: 'tsconfig.json',
  transform: false,
  tree: false,
  warning: false,
  progress: false,
  circular: true,
  exitCode: 'circular:1',
};

export default config;
