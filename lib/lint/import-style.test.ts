/**
 * @jest-environment node
 */
import { lintCases } from './lint-cases';

// One import style (issue 59, item 6; lib/lint/rules/import-style.mjs, registered in eslint.config.mjs):
// `@/…` for a module in another folder, `./…` for one in the importing file's folder or below. Fires on a
// relative import that climbs out of the folder (the planted violation: a service reaching a sibling
// domain by `../`), in every form a module path takes, and on an `@/` path into the file's own folder;
// each message names the one spelling the fix writes. Quiet on the tree's own style, on packages, on the
// one path of AppError, and outside the folders it covers (e2e/, .mjs files Node loads as they are).
const RULE = 'local/import-style';
const SERVICE = 'lib/server/meetings/cancel-meeting.ts';

const FIRES: Record<string, readonly [string, string, string]> = {
  // The planted violation: a relative cross-folder import.
  relativeToASiblingFolder: [
    "import { sendRefunds } from '../refunds/send-refunds';\nexport const x = sendRefunds;\n",
    SERVICE,
    "'@/lib/server/refunds/send-refunds'",
  ],
  relativeToAnotherArea: ["import { fees } from '../../rules/fees';\nexport const x = fees;\n", SERVICE, "'@/lib/rules/fees'"],
  componentToLib: [
    "import { formatPeso } from '../../lib/format/money';\nexport const x = formatPeso;\n",
    'components/booking/price.tsx',
    "'@/lib/format/money'",
  ],
  aParentIndex: ["import { getDb } from '..';\nexport const x = getDb;\n", 'lib/db/backup/files.ts', "'@/lib/db'"],
  aReExport: ["export { stateWriter } from '../outbox/state-writer';\n", SERVICE, "'@/lib/server/outbox/state-writer'"],
  aDynamicImport: ["export const load = () => import('../pdf/render');\n", SERVICE, "'@/lib/server/pdf/render'"],
  aTypeImport: ["export type M = typeof import('../outbox/kick');\n", SERVICE, "'@/lib/server/outbox/kick'"],
  aJestMock: [
    "jest.mock('../mail/send-email', () => ({}));\nit('x', () => expect(1).toBe(1));\n",
    'lib/server/meetings/cancel.test.ts',
    "'@/lib/server/mail/send-email'",
  ],
  absoluteIntoItsOwnFolder: [
    "import { transitionMeeting } from '@/lib/server/meetings/transition';\nexport const x = transitionMeeting;\n",
    SERVICE,
    "'./transition'",
  ],
  absoluteIntoAChildFolder: [
    "import { sign } from '@/lib/server/work-items/letters/sign';\nexport const x = sign;\n",
    'lib/server/work-items/service.ts',
    "'./letters/sign'",
  ],
  aRouteClimbingToItsComponents: [
    "import { NotaryCard } from '../_components/notary-card';\nexport const x = NotaryCard;\n",
    'app/[locale]/(site)/notary-public/[city]/page.tsx',
    "'@/app/[locale]/(site)/notary-public/_components/notary-card'",
  ],
  aScript: ["import { getDb } from '../lib/db';\nexport const x = getDb;\n", 'scripts/seed.ts', "'@/lib/db'"],
};

const QUIET: Record<string, readonly [string, string]> = {
  acrossFoldersFromTheRoot: ["import { sendRefunds } from '@/lib/server/refunds/send-refunds';\nexport const x = sendRefunds;\n", SERVICE],
  sameFolder: ["import { transitionMeeting } from './transition';\nexport const x = transitionMeeting;\n", SERVICE],
  aChildFolder: ["import { sign } from './letters/sign';\nexport const x = sign;\n", 'lib/server/work-items/service.ts'],
  aPackage: ["import { z } from 'zod';\nimport fs from 'node:fs';\nexport const x = [z, fs];\n", SERVICE],
  theOnePathOfAppError: [
    "import { AppError } from '@/lib/server/platform/http/errors';\nexport const x = AppError;\n",
    'lib/server/platform/http/route.ts',
  ],
  e2eIsLeftOut: ["import { areas } from '../lib/reference/areas';\nexport const x = areas;\n", 'e2e/search.spec.ts'],
  anMjsNodeLoads: ["import { policy } from '../csp/policy.mjs';\nexport const x = policy;\n", 'lib/server/x.mjs'],
};

let results: Record<string, string[]>;
beforeAll(() => {
  const cases = Object.fromEntries(Object.entries(FIRES).map(([name, [code, file]]) => [name, [code, file] as const]));
  results = lintCases({ ...cases, ...QUIET }, [RULE]);
}, 120_000);

describe('one import style: @/ across folders, relative within one (local/import-style)', () => {
  it.each(Object.keys(FIRES))('fires and names the fix: %s', (name) => {
    expect(results[name]).toHaveLength(1);
    expect(results[name][0]).toContain(`${FIRES[name][2]} (one import style`);
  });

  it.each(Object.keys(QUIET))('stays quiet: %s', (name) => {
    expect(results[name]).toEqual([]);
  });
});
