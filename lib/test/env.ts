import { resetEnvForTests } from '@/lib/server/env';

/** Sets (or, with undefined, removes) environment variables for a test and re-reads the validated config. */
export function setTestEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}
