import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SERVER_GLOBS } from './source-roots';

// Issue 74 item 3: a mail or a text recorded (recordEmail, recordSms: a QUEUED row) leaves at once only when
// something delivers it: the event its transaction records (the outbox kicks its handler right after the
// commit) or the caller itself, already after a commit (a handler: deliverSms, deliverRecorded…). Recorded
// with neither, it waits for the retry pass — five minutes or more (the payment link and the call guest's
// invitation of issue 72 item 4). This finds every call of a recorder in lib/server, whatever the file, and
// fails on one whose function does neither; no list of files to keep.

const ROOT = path.resolve(__dirname, '../..');
const RECORDERS = new Set(['recordEmail', 'recordSms']);
/** What sends a recorded message on: the event of the same transaction, or a delivery by the caller itself. */
const SENDS_ON = /^(recordEvents?|deliver\w*)$/;

function calledName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The names of every function called inside `node` (nested callbacks included: a transaction's body). */
function callsWithin(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const name = calledName(n);
      if (name) names.add(name);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

/** The outermost function around `node` below the module: a whole service, its transaction callback included. */
function enclosingFunction(node: ts.Node): ts.Node | null {
  let found: ts.Node | null = null;
  for (let n: ts.Node | undefined = node.parent; n && !ts.isSourceFile(n); n = n.parent) if (ts.isFunctionLike(n)) found = n;
  return found;
}

/** The calls of `name` in the module (a helper that records the message for the function that sends it on). */
function callsOf(source: ts.SourceFile, name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && calledName(n) === name) calls.push(n);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return calls;
}

/** Whether the function sends the message on itself, or is a module-private helper whose every caller does. */
function sendsOn(source: ts.SourceFile, fn: ts.Node, seen = new Set<ts.Node>()): boolean {
  if ([...callsWithin(fn)].some((name) => SENDS_ON.test(name))) return true;
  if (seen.has(fn)) return false;
  seen.add(fn);
  const name = (fn as ts.FunctionLikeDeclaration).name?.getText(source);
  const callers = name ? callsOf(source, name).map(enclosingFunction) : [];
  return callers.length > 0 && callers.every((caller) => caller !== null && sendsOn(source, caller, seen));
}

/** "file: function" of each recorder call whose function neither records an event nor delivers. */
function undeliveredRecords(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && RECORDERS.has(calledName(node) ?? '')) {
        const fn = enclosingFunction(node);
        // The recorders' own definitions (and a module-level call, which no request makes) are not call sites.
        if (fn && !sendsOn(source, fn)) found.push(`${file}: ${(fn as ts.FunctionLikeDeclaration).name?.getText(source) ?? '(anonymous)'}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const SOURCES = fs
  .globSync(SERVER_GLOBS, { cwd: ROOT })
  .filter((file) => !file.endsWith('.test.ts'))
  .sort()
  .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

describe('a recorded mail or text is sent on by an event of its transaction or by its caller (issue 74 item 3)', () => {
  it('finds the recorders’ callers in the tree', () => {
    const callers = SOURCES.filter((s) => /\brecord(Email|Sms)\(/.test(s.text)).map((s) => s.file);
    expect(callers).toEqual(expect.arrayContaining(['lib/server/checkout/links/payment-links.ts', 'lib/server/calls/call-guests.ts']));
  });

  it('every call of recordEmail or recordSms in lib/server is sent on', () => {
    expect(undeliveredRecords(SOURCES)).toEqual([]);
  });

  it('fails on a planted mail recorded without an event, and passes once its transaction records one', () => {
    const planted = `
      export async function inviteGuest(db: Db, to: string) {
        await db.transaction(async (tx) => {
          await recordEmail(tx, { to, subject: 'You are invited', text: 'Join' });
        });
      }`;
    expect(undeliveredRecords([{ file: 'lib/server/things/invite.ts', text: planted }])).toEqual([
      'lib/server/things/invite.ts: inviteGuest',
    ]);
    const fixed = planted.replace(
      "text: 'Join' });",
      "text: 'Join' });\n await recordEvents(tx, { aggregate: 'meeting', event: 'guest-invited' });",
    );
    expect(undeliveredRecords([{ file: 'lib/server/things/invite.ts', text: fixed }])).toEqual([]);
    const delivered = planted.replace("text: 'Join' });", "text: 'Join' });\n await deliverRecorded({ emailId });");
    expect(undeliveredRecords([{ file: 'lib/server/things/invite.ts', text: delivered }])).toEqual([]);
    // A helper that records it for a caller: judged by its callers in the module.
    const helper = `
      async function recordInvite(tx: Db, to: string) { return recordEmail(tx, { to, subject: 'Join', text: 'Join' }); }
      export async function inviteGuest(tx: Db, to: string) { await recordInvite(tx, to); }
      export async function inviteAndTell(tx: Db, to: string) { await recordInvite(tx, to); await recordEvents(tx, []); }`;
    expect(undeliveredRecords([{ file: 'lib/server/things/invite.ts', text: helper }])).toEqual([
      'lib/server/things/invite.ts: recordInvite',
    ]);
    const helperFixed = helper.replace('export async function inviteGuest(tx: Db, to: string) { await recordInvite(tx, to); }', '');
    expect(undeliveredRecords([{ file: 'lib/server/things/invite.ts', text: helperFixed }])).toEqual([]);
  });
});
