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

export default createJestConfig(config);
