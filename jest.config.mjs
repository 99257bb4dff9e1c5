import vm from 'node:vm';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,features,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server Component bundle; under Jest it is a no-op.
    '^server-only$': '<rootDir>/lib/test/empty-module.ts',
  },
  // Build folders (.next, and the suites' own copies .next-NAME: scripts/ci/own-dist-dir.sh) hold no tests or modules of ours.
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
  globalSetup: '<rootDir>/lib/test/global-setup.ts',
  // Every answer of a route handler is checked against the OpenAPI document (lib/test/api-contract.ts).
  setupFilesAfterEnv: ['<rootDir>/lib/test/api-contract-setup.ts'],
  globalTeardown: '<rootDir>/lib/test/global-teardown.ts',
  // A failure bound for a hung test, not a speed check: generous, so a loaded CI machine passes.
  // Grown on a slower or busier machine by its measured slowness (scripts/ci/slowdown.mjs, exported by CI).
  testTimeout: Math.round(120000 * Math.max(1, Number(process.env.TEST_SLOWDOWN) || 1)),
  maxWorkers: 2,
  // A fresh worker for each test file (a limit below any worker's size): a worker that ran many
  // files on PGlite grows (4.6 GB for two) and gets slower with every file, its WASM heaps held until
  // the process ends. Restarting costs about a second a file and took the PGlite pass from 262 s to
  // 118 s on 2 cores (issue 47).
  // The PostgreSQL pass (npm run test:unit:postgres) holds no WASM heap: there a worker runs files until it
  // passes 1 GB (--workerIdleMemoryLimit), saving the restart.
  workerIdleMemoryLimit: '200MB',
  // `npm run test:unit` starts Jest as `node --liftoff-only` (workers inherit it): each database suite
  // compiles PGlite's 9 MB WebAssembly anew, and V8's baseline compiler alone, without the optimizing
  // tier that recompiles the hot functions on the side, costs less CPU for a file's few seconds: the
  // PGlite pass took 147 s / 280 CPU-s without it and 135 s / 257 CPU-s with it on 2 cores (issue 47).
  // Each test's duration for the run's report (scripts/ci/report.mjs), when the run is timed.
  reporters: ['default', ...(process.env.TEST_TIMINGS_DIR ? ['<rootDir>/scripts/ci/jest-timings-reporter.mjs'] : [])],
};

// ESM-only packages (no CommonJS build): jose, arctic and its @oslojs deps, file-type/core and its
// tokenizer deps. Node 24.9+ lets Jest require() them natively as ES modules (it tests for the same
// vm capability), and there they must stay untransformed: next/jest's SWC transform would turn them
// into CommonJS inside an ES module ("exports is not defined"). Older Node needs them compiled to
// CommonJS, so Next's own list (transpilePackages) is extended with them.
const REQUIRES_ESM_NATIVELY = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';
const ESM_ONLY_PACKAGES = [
  'jose',
  'arctic',
  '@oslojs/crypto',
  '@oslojs/encoding',
  '@oslojs/jwt',
  '@oslojs/asn1',
  '@oslojs/binary',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  if (REQUIRES_ESM_NATIVELY) {
    // next-sitemap declares "type": "module" yet its `main` is a CommonJS build, which a native
    // require(esm) then reads as ESM ("exports is not defined"): point Jest at its ESM build.
    // Our own .mjs modules (lib/csp, loaded by Next outside the bundle; scripts/) are ES modules too: untransformed.
    return {
      ...resolved,
      moduleNameMapper: { '^next-sitemap$': '<rootDir>/node_modules/next-sitemap/dist/esm/index.js', ...resolved.moduleNameMapper },
      transformIgnorePatterns: [...(resolved.transformIgnorePatterns ?? []), '<rootDir>/(lib|scripts)/.*\\.mjs$'],
    };
  }
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${ESM_ONLY_PACKAGES.join('|')}|`), ...rest],
  };
}
