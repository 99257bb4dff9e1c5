// No e2e test reads an outbox side effect once (issue 58, item 8). Mails, texts and notifications are
// written after the request's commit (the outbox pass, afterResponse, the scheduler), so a read right
// after the click that caused them races that work: it passed on an idle machine and failed on a busy
// one (e2e/calls/cancel.spec.ts read the cancellation mails once). Registered for e2e/** in
// eslint.config.mjs; its cases are in lib/lint/no-outbox-read-once.test.ts.
//
// A read is a call of `mailsTo(…)` / `textsTo(…)` (e2e/fixtures), or any call whose first argument is
// SQL reading an outbox table (FROM outbound_emails, sms_messages, notifications), or a GET of the same
// rows through the API (/notifications/in-app, /dev/mailbox, /dev/sms). It must sit inside
// - the function given to `expect.poll(…)`, or to `expect(…)` asserted with `.toPass(…)`, or
// - an assertion that nothing is there (`.not.…`, `toEqual([])`, `toHaveLength(0)`): "not sent" cannot
//   be waited for, and a read that finds something fails anyway, or
// - the reader's own definition (a fixture that returns the rows).

const READERS = new Set(['mailsTo', 'textsTo']);
const OUTBOX_SQL = /\b(FROM|JOIN|INTO|UPDATE)\s+(outbound_emails|sms_messages|notifications)\b/i;

function literalText(node) {
  if (!node) return '';
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return '';
}

function calleeName(call) {
  const c = call.callee;
  if (c.type === 'Identifier') return c.name;
  if (c.type === 'MemberExpression' && c.property.type === 'Identifier') return c.property.name;
  return '';
}

/** The same rows through the API: the in-app notifications, the dev mailbox and texts. */
const OUTBOX_API = /\/(notifications\/in-app|dev\/mailbox|dev\/sms)(\?|$|\s)/;

function isOutboxRead(call) {
  const name = calleeName(call);
  const first = literalText(call.arguments[0]);
  return READERS.has(name) || OUTBOX_SQL.test(first) || (/^get(AsAdmin)?$/.test(name) && OUTBOX_API.test(first));
}

const isFunction = (n) => n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');

/** `expect.poll(fn, …)`: the call's callee is `expect.poll` (also `expect.soft.poll`). */
function isPollCall(call) {
  const c = call.callee;
  return c.type === 'MemberExpression' && c.property.type === 'Identifier' && c.property.name === 'poll';
}

/** The chain of member names applied after `expect(…)`, e.g. ['not', 'toContain'] or ['toPass']. */
function matcherChain(expectCall) {
  const names = [];
  let node = expectCall;
  while (node.parent && node.parent.type === 'MemberExpression' && node.parent.object === node) {
    if (node.parent.property.type === 'Identifier') names.push(node.parent.property.name);
    node = node.parent;
    if (node.parent && node.parent.type === 'CallExpression' && node.parent.callee === node) node = node.parent;
  }
  return { names, last: node };
}

function isExpectCall(call) {
  return call.callee.type === 'Identifier' && call.callee.name === 'expect';
}

function assertsNothing(expectCall) {
  const { names, last } = matcherChain(expectCall);
  if (names.includes('not')) return true;
  const matcher = names[names.length - 1];
  const arg = last.type === 'CallExpression' ? last.arguments[0] : undefined;
  if ((matcher === 'toEqual' || matcher === 'toStrictEqual') && arg?.type === 'ArrayExpression' && arg.elements.length === 0) return true;
  return matcher === 'toHaveLength' && arg?.type === 'Literal' && arg.value === 0;
}

function allowed(read) {
  for (let node = read.parent, child = read; node; child = node, node = node.parent) {
    if (node.type === 'CallExpression') {
      if (isPollCall(node) && node.arguments[0] === child && isFunction(child)) return true;
      if (isExpectCall(node) && node.arguments[0] === child) {
        if (isFunction(child) && matcherChain(node).names.includes('toPass')) return true;
        if (assertsNothing(node)) return true;
      }
    }
    // The reader's own definition: `export async function mailsTo(…) { … }`.
    if ((node.type === 'FunctionDeclaration' || node.type === 'VariableDeclarator') && READERS.has(node.id?.name)) return true;
  }
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'An e2e test waits for a mail, text or notification (expect.poll), never reads it once' },
    schema: [],
    messages: {
      once: 'Mails, texts and notifications arrive after the commit: wait for them with expect.poll(…), do not read them once.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isOutboxRead(node) && !allowed(node)) context.report({ node, messageId: 'once' });
      },
    };
  },
};

const plugin = { meta: { name: 'abogado-local-outbox' }, rules: { 'no-outbox-read-once': rule } };
export default plugin;
