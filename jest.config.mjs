import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server Component bundle; under Jest it is a no-op.
    '^server-only$': '<rootDir>/lib/test/empty-module.ts',
  },
  globalSetup: '<rootDir>/lib/test/global-setup.ts',
  globalTeardown: '<rootDir>/lib/test/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};

// ESM-only packages (no CommonJS build) that Jest must compile: jose, arctic and its @oslojs deps,
// file-type/core and its tokenizer deps. Next's own list (transpilePackages) is kept and extended.
const ESM_ONLY_PACKAGES = [
  'jose', 'arctic', '@oslojs/crypto', '@oslojs/encoding', '@oslojs/jwt', '@oslojs/asn1', '@oslojs/binary',
  'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${ESM_ONLY_PACKAGES.join('|')}|`), ...rest],
  };
}
