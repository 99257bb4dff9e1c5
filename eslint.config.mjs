import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import durations from './lib/lint/rules/no-duration-assertion.mjs';
import formMethod from './lib/lint/rules/form-method.mjs';
import outboxReads from './lib/lint/rules/no-outbox-read-once.mjs';
import importStyle from './lib/lint/rules/import-style.mjs';

// The project's own rules, one plugin (lib/lint/rules).
const local = { rules: { ...durations.rules, ...outboxReads.rules, ...formMethod.rules, ...importStyle.rules } };

/**
 * The true GET search forms (issue 57, item 2): their fields are a search, meant to be in the address
 * (a link to share, the back button). Every other <form> says method="post" (local/form-method).
 */
const GET_FORMS = [
  'components/search/search-words-form.tsx',
  'features/where-to-start/components/flow-question.tsx',
  'features/where-to-start/components/place-form.tsx',
  // Issue 72: the legal-aid desk's "Where do you live?" (the offices near the person; it changes nothing).
  'features/legal-aid/components/today-steps.tsx',
  'app/[locale]/(site)/notary-public/page.tsx',
  'app/[locale]/(site)/notary-public/_components/service-filter.tsx',
  'app/[locale]/(site)/free-legal-help/_components/office-directory.tsx',
  'app/[locale]/admin/users/page.tsx',
  'app/[locale]/admin/emails/page.tsx',
  'app/[locale]/admin/moderation/page.tsx',
  'app/[locale]/admin/payments/page.tsx',
  'app/[locale]/dev/mailbox/page.tsx',
  'app/[locale]/dev/sms/page.tsx',
];

// The layering rules (ARCHITECTURE.md "Which way imports go"). Flat config replaces, not merges,
// a rule's options when two blocks match one file, so each folder group below lists every pattern
// that applies to it; lib/lint/layering.test.ts shows each rule firing.
const appErrorPath = {
  // Any other spelling: the http folder's index, route.ts, a relative ../http/errors or ./errors.
  regex: '^(?!@/lib/server/platform/http/errors$)(.*(^|/)http(/(errors|route|index))?|\\./errors)$',
  importNames: ['AppError'],
  message: "Import AppError from '@/lib/server/platform/http/errors' (one path for the one error class).",
};
const noDatabase = {
  group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
  message: 'Pages and components call services in lib/server, never the database.',
};
/**
 * A page finds nothing with notFoundPage() (lib/server/platform/http/not-found-page.ts): Next's notFound() in a
 * page is answered with an empty document, its 404 page drawn by the browser only (issue 57).
 */
const noPageNotFound = {
  group: ['next/navigation'],
  importNames: ['notFound'],
  message: 'A page calls notFoundPage() (lib/server/platform/http/not-found-page.ts): notFound() leaves the 404 page to the browser.',
};
const noServerCode = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server/*', '@/features/*/server', '@/features/*/server/*', 'server-only'],
  message: "Browser code must not import lib/server nor a feature's server/: wire types live in dto/, schemas in validation/.",
};
/** The folders whose words are all in the catalogues (issue 40); a folder joins when it has moved. */
const LANGUAGE_READY = [
  'components/{header,footer,i18n,home,search,search-results,lawyers,booking,auth}/**/*.tsx',
  'features/*/components/**/*.tsx',
  'components/{portal,meetings,call,work-items,comments,files,calendar,lawyer-profile,privacy,notifications,verification,notary}/**/*.tsx',
  'components/admin/**/*.tsx',
  'app/[[]locale]/*.tsx',
  'app/[[]locale]/{(site),(auth),(verification),book,customer-portal,lawyer-portal,meeting,_call,report,admin}/**/*.tsx',
];
/** Words (anything with a letter) written into JSX or a user-facing attribute; marks and digits may be. */
const userFacingText = [
  {
    selector: 'JSXText[value=/[A-Za-z]/]',
    message: 'Text in JSX comes from the catalogue (textFor / useT), in both languages (issue 40).',
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]/], :matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
    message: 'Text in JSX comes from the catalogue (textFor / useT), in both languages (issue 40).',
  },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|aria-description)$/] > Literal[value=/[A-Za-z]/]',
    message: 'A user-facing attribute comes from the catalogue (textFor / useT), in both languages (issue 40).',
  },
];
/**
 * A notice's words written into server code (issue 40): an object's `subject`, `title` or `body` given as
 * a string or template with a letter in it (or one branch of a `?:` so). E-mails, texts, notifications
 * and PDFs say theirs in the reader's language; a title read from the database is no literal.
 */
const NOTICE_KEY = ':matches([key.name=/^(subject|title|body)$/], [key.value=/^(subject|title|body)$/])';
const WORDS = ':matches(Literal[value=/[A-Za-z]/], TemplateLiteral:has(> TemplateElement[value.raw=/[A-Za-z]/]))';
const NOTICE_MESSAGE =
  "A subject, title or body comes from the catalogues (messages/{en,fil}/notices.json or email.json: noticeText / emailText) in the reader's language (issue 40).";
const noticeWords = [
  { selector: `Property${NOTICE_KEY} > ${WORDS}.value`, message: NOTICE_MESSAGE },
  { selector: `Property${NOTICE_KEY} > ConditionalExpression.value > ${WORDS}:matches(.consequent, .alternate)`, message: NOTICE_MESSAGE },
];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** A feature (features/<capability>/, issue 74 item 4): its server/ is server code, the rest is browser code. */
const FEATURE_COMPONENTS = 'features/*/components/**';
const browserSide = [
  'components/**',
  FEATURE_COMPONENTS,
  'features/*/{api,dto,validation,reference,rules}/**',
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

// Browser types from the wire schemas: every answer of /api/v1 that browser code reads is typed
// `z.infer<typeof xSchema>` of the lib/dto schema its OpenAPI operation names as `response` (a
// type-only import: no zod in the bundle), never by hand. lib/server/platform/openapi/client-types.test.ts
// holds each call to its operation's schema; lib/lint/layering.test.ts shows these firing.
const zInfer = 'TSTypeReference[typeName.left.name="z"][typeName.right.name="infer"][typeArguments.params.0.type="TSTypeQuery"]';
const transportCall =
  'CallExpression:matches([callee.object.name="api"][callee.property.name=/^(get|post|put|patch|delete)$/], [callee.name="uploadForm"])';
const WIRE_TYPE_MESSAGE =
  'Type the answer as z.infer<typeof xSchema> of the lib/dto schema its OpenAPI operation names (import type), not by hand.';
const wireTypes = [
  { selector: `${transportCall} > TSTypeParameterInstantiation > :not(${zInfer})`, message: WIRE_TYPE_MESSAGE },
  { selector: `${transportCall}:not([typeArguments])`, message: WIRE_TYPE_MESSAGE },
];
const noHandWrittenResponse = {
  selector: 'CallExpression > TSTypeParameterInstantiation TSTypeLiteral',
  message: 'No hand-written type literal as a type argument in lib/api: infer it from its lib/dto schema (z.infer<typeof xSchema>).',
};

// No test without an assertion (jest/expect-expect, playwright/expect-expect). Besides expect, the
// project's helpers whose job is to assert count; a new such helper is added here (its cases:
// lib/lint/expect-expect.test.ts).
const JEST_ASSERTS = ['expect', 'expectConflict', 'expectError', 'expectRefused', 'expectKindBranchesHeld'];
const E2E_ASSERTS = [
  'expectToast',
  'expectFlowing',
  'expectStill',
  'expectBookingPageWithSlot',
  'expectNoSidewaysScroll',
  'expectWithinWidth',
  'expectFreeHelpPage',
  'noHorizontalScroll',
];

const config = [
  ...nextVitals,
  ...nextTs,
  // Jest's useTestDb() is a test-lifecycle helper, not a React hook.
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Playwright fixtures hand their value to the test with a function named `use`, not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{ts,tsx,mjs,js}'], rules: restrict(appErrorPath) },
  // Import cycles are refused by dpdm (dpdm.config.ts), the second half of `npm run lint`.
  { files: ['app/**'], rules: restrict(appErrorPath, noDatabase, noPageNotFound) },
  { files: browserSide, rules: restrict(appErrorPath, noServerCode) },
  { files: ['components/**', FEATURE_COMPONENTS], rules: restrict(appErrorPath, noServerCode, noDatabase) },
  // The public site's header, footer, home, landing and card links are plain <a>: next/link's client
  // code (≈3 kB gzip) would ship with every first load of `/` and the landing pages, and those
  // prerendered pages load fast as documents anyway (issue 17, lib/lint/public-page-islands.test.ts).
  {
    files: [
      'components/{header,footer,home,content,search,lawyers}/**',
      'app/[[]locale]/(site)/{lawyers-online,lawyer,notary-public,free-legal-help,blog}/**',
    ],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  // No e2e test asserts a measured duration (ms) against a constant: budgets live in scripts/bench/, which
  // print them (lib/lint/rules/no-duration-assertion.mjs; its cases: lib/lint/no-duration-assertion.test.ts).
  // Nor reads a mail, text or notification once: they arrive after the commit (lib/lint/rules/no-outbox-read-once.mjs).
  {
    files: ['e2e/**'],
    plugins: { local },
    rules: { 'local/no-duration-assertion': 'error', 'local/no-outbox-read-once': 'error' },
  },
  // No form sends its fields in a URL (issue 57): method="post", or a listed search form
  // (lib/lint/rules/form-method.mjs; its cases: lib/lint/form-method.test.ts).
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/*/components/**/*.tsx'],
    plugins: { local },
    rules: { 'local/form-method': ['error', { getForms: GET_FORMS }] },
  },
  // One import style (issue 59): `@/…` across folders, relative within one (lib/lint/rules/import-style.mjs;
  // its cases: lib/lint/import-style.test.ts; scripts/fix-imports.sh applies its fix to the tree). Only for
  // the TypeScript that Next, Jest and tsx load, which resolve `@/` by tsconfig.json's paths. Out: the .mjs
  // and .js files Node loads as they are (next.config.mjs, lib/csp/*.mjs, scripts/**/*.mjs, the calendar
  // worker: no path mapping there), e2e/ (Playwright's own loader, and the .mjs benches that import its
  // fixtures: scripts/bench/call-data.mjs) and the root's config files (everything is below the root).
  // `@/lib/server/platform/http/errors` stays whole even beside it: the one path of AppError (appErrorPath above).
  {
    files: ['{app,components,features,lib,scripts}/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/import-style': ['error', { keepAbsolute: ['@/lib/server/platform/http/errors'] }] },
  },
  { files: ['lib/api/**', 'features/*/api/**'], rules: { 'no-restricted-syntax': ['error', noHandWrittenResponse, ...wireTypes] } },
  { files: ['components/**', FEATURE_COMPONENTS, 'app/**'], rules: { 'no-restricted-syntax': ['error', ...wireTypes] } },
  // Issue 40: what a person reads comes from the catalogues (messages/, lib/i18n), in every folder that
  // has moved to them: no words in JSX, none in a user-facing attribute. Punctuation, symbols and
  // digits may be literal. lib/lint/layering.test.ts shows the rule fire.
  {
    files: LANGUAGE_READY,
    // Pages whose words are written in English only (decision 0011): a post, the refund policy.
    ignores: ['**/*.test.tsx', 'app/[[]locale]/(site)/blog/[[]slug]/**', 'app/[[]locale]/(site)/cancellation-policy/**'],
    rules: { 'no-restricted-syntax': ['error', ...wireTypes, ...userFacingText] },
  },
  // Issue 40: no notice's subject, title or body written in code on the server: the catalogues say it in
  // the reader's language. The operations team's IBP verification mail stays English (a disable line
  // says so); the OpenAPI document is the developers' reference. lib/lint/layering.test.ts shows it fire.
  // work-item-terms.ts still stores an included meeting's default title in English ("Meeting 2"): out
  // until that folder's rework gives it a language (then drop it from this list).
  {
    files: ['lib/server/**/*.ts', 'features/*/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'lib/server/platform/openapi/**', 'lib/server/work-items/work-item-terms.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noticeWords] },
  },
  {
    files: ['{lib,app,components,features,scripts}/**/*.test.{ts,tsx}'],
    plugins: { jest },
    rules: { 'jest/expect-expect': ['error', { assertFunctionNames: JEST_ASSERTS }] },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    plugins: { playwright },
    rules: { 'playwright/expect-expect': ['error', { assertFunctionNames: E2E_ASSERTS }] },
  },
  // Issue 74 item 5: a component or page over 250 lines or a test over 500 is split by meaning (lib/lint/size-rules.test.ts
  // shows each firing). The seeded-database test stays one file: each file seeds a database of its own, twice a run.
  { files: ['{components,app,features}/**/*.tsx'], ignores: ['**/*.test.tsx'], rules: { 'max-lines': ['error', { max: 250 }] } },
  { files: ['components/call/call-room.tsx', 'components/call/guest-call.tsx'], rules: { 'max-lines': ['error', { max: 220 }] } },
  {
    files: ['{lib,app,components,features,scripts}/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    ignores: ['lib/db/seed/seed.test.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
      'next-sitemap.config.js',
    ],
  },
];

export default config;
