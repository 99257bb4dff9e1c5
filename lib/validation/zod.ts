import { z } from 'zod';

/**
 * The schemas' `z`. In the browser, zod probes once whether it may compile parsers with
 * `new Function`; our CSP forbids eval (lib/csp/policy.mjs), and the browser reports the probe as a
 * CSP violation although zod catches the error. `jitless` skips the probe. The setting is
 * process-wide, so it is made in the browser only: server-side zod keeps compiling its parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
