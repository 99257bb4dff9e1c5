import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Issue 59 item 1: a request's side effects (mail, texts, push, notifications, the payment provider)
// follow its commit from the outbox — an event written in the request's transaction, handled once by
// a handler the registry names — and never wait inside the request. This walks the import graph from
// every app/api/**/route.ts through app/ and lib/ (value imports and dynamic import(); type-only
// imports run nothing) and fails on each path that reaches a module that does one of these, unless
// the path goes through the outbox's handler registry (where the walk stops) or through an edge the
// allow-lists below name with their reason.

const ROOT = path.resolve(__dirname, '../..');

/** The modules that do the side effects: reaching one from a route is waiting on it in the request. */
const SINKS: Readonly<Record<string, string>> = {
  'lib/server/messaging/mail/send-email.ts': 'mail (sendEmail)',
  'lib/server/messaging/sms/deliver-sms.ts': 'SMS delivery',
  'lib/server/messaging/push/send-push.ts': 'web push',
  'lib/server/messaging/notifications/create-notification.ts': 'notification creation',
  'lib/server/payments/get-payment-provider.ts': 'a payment-provider call',
};

/**
 * The outbox's handler registry (generated from lib/server/runtime/after-commit/handlers/*.ts: npm run gen:events): what it
 * imports runs after a commit, never in the request.
 */
const HANDLER_REGISTRY = 'lib/server/runtime/after-commit/events.generated.ts';

type Allowed = { from: RegExp; to?: RegExp; why: string };

/**
 * Side effects that stay in the request on purpose, each edge with why. Nothing else waits in a
 * request, one-time codes included (their text or mail follows the commit, kicked at once): a new
 * side effect records an event instead (recordEvents, lib/server/platform/outbox/record-event.ts).
 */
const BY_DESIGN: Allowed[] = [
  {
    // afterResponse sends these after the answer, so its timing cannot tell whether an account exists.
    from: /^lib\/server\/auth\/(sign-up|sign-up-lawyer|request-password-reset|sign-in-link|resend-verification)\.ts$/,
    to: /^lib\/server\/auth\/auth-emails\.ts$/,
    why: 'sign-up, password reset, sign-in link, verification resend: afterResponse hides whether the account exists',
  },
  {
    from: /^(lib\/server\/(meetings\/create-meeting|work-items\/(accept-proposal|additional-services)|payments\/complete-sandbox-checkout|checkout\/links\/payment-links|checkout\/events\/handle-payment-webhook)|features\/(questions\/server\/question-checkout|services\/server\/orders\/pay-order))\.ts$/,
    to: /^lib\/server\/payments\/get-payment-provider\.ts$/,
    why: "opening a checkout (a meeting, a proposal accepted, an additional service, a written question, a service order, a payer's link) answers with the provider's checkout address; the webhook reads the provider's own event",
  },
  { from: /^app\/api\/v1\/dev\//, why: 'the development-only routes run the reminder or the scheduler now: that is what they are for' },
  {
    from: /^lib\/server\/messaging\/mail\/resend-email\.ts$/,
    to: /^lib\/server\/messaging\/mail\/send-email\.ts$/,
    why: "the admin's resend of one e-mail answers with its delivery: that is what it is for",
  },
];

const ALLOWED = BY_DESIGN;

type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every route-to-sink path not through the registry or an allowed edge: "route > … > sink (what)". */
function waitedSideEffects(graph: ImportGraph, allowed: Allowed[] = ALLOWED): string[] {
  const skip = (from: string, to: string) =>
    allowed.some((a) => a.from.test(to) && !a.to) || allowed.some((a) => a.to && a.from.test(from) && a.to.test(to));
  const found: string[] = [];
  for (const route of [...graph.keys()].filter((f) => /^app\/api\/.*\/route\.ts$/.test(f)).sort()) {
    if (allowed.some((a) => !a.to && a.from.test(route))) continue;
    const previous = new Map<string, string | null>([[route, null]]);
    const queue = [route];
    while (queue.length) {
      const file = queue.shift()!;
      if (SINKS[file]) {
        const chain: string[] = [];
        for (let f: string | null | undefined = file; f; f = previous.get(f)) chain.unshift(f);
        found.push(`${chain.join(' > ')} (${SINKS[file]})`);
        continue;
      }
      if (file === HANDLER_REGISTRY) continue;
      for (const next of graph.get(file) ?? []) {
        if (previous.has(next) || skip(file, next)) continue;
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return found;
}

/** The specifiers a module imports for its values: static imports and re-exports, dynamic import(); not `import type`. */
function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
        !clause.name &&
        clause.namedBindings &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0
          ? clause.namedBindings.elements.every((e) => e.isTypeOnly)
          : false);
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** The tree's graph: app/, lib/ and features/ modules (tests left out) and the ones they import there. */
function treeGraph(): ImportGraph {
  const graph = new Map<string, string[]>();
  const queue = fs
    .globSync('app/api/**/route.ts', { cwd: ROOT })
    .map((f) => path.normalize(f))
    .sort();
  while (queue.length) {
    const file = queue.shift()!;
    if (graph.has(file)) continue;
    const targets = valueImports(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .map((spec) => resolve(file, spec))
      .filter((f): f is string => f !== null && /^(app|lib|features)\//.test(f) && /\.tsx?$/.test(f));
    graph.set(file, targets);
    queue.push(...targets.filter((f) => !graph.has(f)));
  }
  return graph;
}

describe('no side effect awaited in a request (issue 59: after the commit, by the outbox)', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = treeGraph();
  });

  it('no route reaches mail, SMS, push, notification creation or the payment provider outside an outbox handler', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(waitedSideEffects(graph)).toEqual([]);
  });

  it('every allowed edge still exists (an allowance for nothing would hide the next one)', () => {
    const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => [from, to] as const));
    const unused = ALLOWED.filter(
      (a) => !edges.some(([from, to]) => (a.to ? a.from.test(from) && a.to.test(to) : a.from.test(to) || a.from.test(from))),
    );
    expect(unused.map((a) => a.why)).toEqual([]);
  });

  it('fails on a planted violation: a service that sends a mail itself, a notification two modules down, a provider call, a text beside an allowed mail', () => {
    const planted: ImportGraph = new Map([
      // An allowance is one edge: sign-up's mail after the answer does not let it text a code in the request.
      ['app/api/v1/auth/signup/route.ts', ['lib/server/auth/sign-up.ts']],
      ['lib/server/auth/sign-up.ts', ['lib/server/auth/auth-emails.ts', 'lib/server/auth/phone/send-code.ts']],
      ['lib/server/auth/auth-emails.ts', ['lib/server/messaging/mail/send-email.ts']],
      ['lib/server/auth/phone/send-code.ts', ['lib/server/messaging/sms/deliver-sms.ts']],
      ['app/api/v1/things/route.ts', ['lib/server/things/do-thing.ts']],
      ['lib/server/things/do-thing.ts', ['lib/server/messaging/mail/send-email.ts', 'lib/server/things/tell.ts']],
      ['lib/server/things/tell.ts', ['lib/server/messaging/notifications/tell-user.ts']],
      [
        'lib/server/messaging/notifications/tell-user.ts',
        ['lib/server/messaging/notifications/create-notification.ts', 'lib/server/messaging/mail/send-email.ts'],
      ],
      ['app/api/v1/pay/route.ts', ['lib/server/things/pay.ts']],
      ['lib/server/things/pay.ts', ['lib/server/payments/get-payment-provider.ts']],
    ]);
    expect(waitedSideEffects(planted)).toEqual([
      'app/api/v1/auth/signup/route.ts > lib/server/auth/sign-up.ts > lib/server/auth/phone/send-code.ts > lib/server/messaging/sms/deliver-sms.ts (SMS delivery)',
      'app/api/v1/pay/route.ts > lib/server/things/pay.ts > lib/server/payments/get-payment-provider.ts (a payment-provider call)',
      'app/api/v1/things/route.ts > lib/server/things/do-thing.ts > lib/server/messaging/mail/send-email.ts (mail (sendEmail))',
      'app/api/v1/things/route.ts > lib/server/things/do-thing.ts > lib/server/things/tell.ts > lib/server/messaging/notifications/tell-user.ts > lib/server/messaging/notifications/create-notification.ts (notification creation)',
    ]);
  });

  it('passes when the service records an event and only the handler registry reaches the mail', () => {
    const converted: ImportGraph = new Map([
      ['app/api/v1/things/route.ts', ['lib/server/things/do-thing.ts', HANDLER_REGISTRY]],
      ['lib/server/things/do-thing.ts', ['lib/server/platform/outbox/record-event.ts']],
      ['lib/server/platform/outbox/record-event.ts', ['lib/server/platform/outbox/state-move.ts']],
      [HANDLER_REGISTRY, ['lib/server/things/tell.ts']],
      ['lib/server/things/tell.ts', ['lib/server/messaging/mail/send-email.ts']],
    ]);
    expect(waitedSideEffects(converted)).toEqual([]);
  });

  it('reads value imports only: a type-only import runs nothing, a dynamic import() runs the module', () => {
    const text = [
      "import type { Message } from '../notifications/tell-user';",
      "import { type SendEmailResult } from '../mail/send-email';",
      "import { sendPushToUser } from '../push/send-push';",
      "export { deliverSmsNow } from '../sms/deliver-sms';",
      "export type { Db } from '@/lib/db';",
      "const later = () => import('../notifications/create-notification');",
    ].join('\n');
    expect(valueImports('lib/server/x/y.ts', text)).toEqual([
      '../push/send-push',
      '../sms/deliver-sms',
      '../notifications/create-notification',
    ]);
  });
});
