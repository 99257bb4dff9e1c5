import fs from 'node:fs';

/**
 * The browsers the suites drive, both Debian's build of Chromium (never a downloaded one).
 *
 * - `chromium` (CHROMIUM_PATH, default /usr/bin/chromium): the full browser, for the calls suite and
 *   the benches — camera, microphone and WebRTC as a person's Chromium runs them, and figures
 *   comparable with earlier runs.
 * - `headlessShell` (CHROMIUM_HEADLESS_SHELL_PATH, default /usr/bin/chromium-headless-shell, Debian's
 *   `chromium-headless-shell`): the same Chromium without the browser's UI layer, for the main and
 *   proxy suites, which test pages, not the browser. Six spec files (76 tests, 2 workers) took 86 s on
 *   the full browser and 60 s on the shell on 2 cores (issue 47). Where it is not installed the
 *   suites fall back to the full browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessShellPath = fs.existsSync(shellPath) ? shellPath : chromiumPath;
