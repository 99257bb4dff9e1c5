/**
 * @jest-environment node
 */
import { lintCases } from './lint-cases';

// No form sends its fields in a URL (issue 57, item 2; lib/lint/rules/form-method.mjs, registered for
// app/** and components/** in eslint.config.mjs): a <form> without method="post" fires — the booking
// form as it was, a tap before hydration put the case summary in the address — and so does a GET form
// outside the listed search forms; a POST form, and a listed search form saying method="get", are quiet.
const RULE = 'local/form-method';
const component = (form: string) =>
  `'use client';\nexport function F({ onSubmit }: { onSubmit: () => void }) {\n  return (\n    ${form}\n  );\n}\n`;
const BOOKING = 'components/booking/booking-form.tsx';

const FIRES: Record<string, readonly [string, string]> = {
  // The planted violation: the booking form as it was before issue 57.
  noMethod: [component('<form onSubmit={onSubmit} noValidate className="flex flex-col gap-6"><input name="subject" /></form>'), BOOKING],
  getOutsideTheList: [component('<form method="get" onSubmit={onSubmit}><input name="subject" /></form>'), BOOKING],
  aMethodTheRuleCannotRead: [component('<form method={String(onSubmit)} onSubmit={onSubmit} />'), BOOKING],
  aListedSearchFormWithoutItsMethod: [
    component('<form action="/lawyers-online" role="search"><input name="q" /></form>'),
    'components/search/search-words-form.tsx',
  ],
  anAppPage: [component('<form action="/admin/x"><input name="q" /></form>'), 'app/[locale]/admin/x/page.tsx'],
};

const QUIET: Record<string, readonly [string, string]> = {
  post: [component('<form method="post" onSubmit={onSubmit} noValidate><input name="subject" /></form>'), BOOKING],
  postInCapitals: [component("<form method={'POST'} onSubmit={onSubmit} />"), BOOKING],
  aListedSearchForm: [
    component('<form action="/lawyers-online" method="get" role="search"><input name="q" /></form>'),
    'components/search/search-words-form.tsx',
  ],
  notAForm: [component('<div onSubmit={onSubmit}><input name="subject" /></div>'), BOOKING],
  outsideAppAndComponents: [component('<form onSubmit={onSubmit} />'), 'lib/x/y.tsx'],
};

let results: Record<string, string[]>;
beforeAll(() => {
  results = lintCases({ ...FIRES, ...QUIET }, [RULE]);
}, 120_000);

describe('no form sends its fields in a URL (local/form-method)', () => {
  it.each(Object.keys(FIRES))('fires: %s', (name) => {
    expect(results[name]).toHaveLength(1);
    expect(results[name][0]).toMatch(/method="post"|literal "post"/);
  });

  it.each(Object.keys(QUIET))('stays quiet: %s', (name) => {
    expect(results[name]).toEqual([]);
  });
});
