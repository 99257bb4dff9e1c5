import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';
import { setHostLookupForTests } from '@/lib/server/platform/net/ip-address';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { changedTables, dbState } from '@/lib/test/fixtures/db-state';
import { TEST_ORIGIN, routeCtx } from '@/lib/test/fixtures/http';
import { encodedPath, listRouteMethods, loadApiRoute, routeKey, type Method } from '@/lib/test/generated/api-routes';
import { routeExamples } from '@/lib/test/generated/route-examples';
import { ROLES, buildWorld, jarOf, type Role, type World } from '@/lib/test/generated/world';

// Generated: every method of every app/api/v1 route file on disk × {visitor, customer, other
// customer, lawyer, other lawyer, admin}, with the real ids of the customer's and the lawyer's
// objects. Whoever is not allowed gets 401/403/404, reads none of the owners' data and changes no
// row; the forged x-middleware-subrequest header changes nothing.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-authz-'));
const routeMethods = listRouteMethods();
const totals = { routes: new Set<string>(), roles: new Set<Role>(), requests: 0, skipped: 0 };
let world: World;

const SIGNED_IN: Role[] = ['customer', 'otherCustomer', 'lawyer', 'otherLawyer', 'admin'];
/** The admin is a CUSTOMER account with the ADMIN role (as the seed's). */
const CUSTOMERS: Role[] = ['customer', 'otherCustomer', 'admin'];
const LAWYERS: Role[] = ['lawyer', 'otherLawyer'];
const PARTIES: Role[] = ['customer', 'lawyer'];

/**
 * Who may do what — the one table. `public`: anyone. `self`: these roles act on their own data (the
 * rest are refused). `owners`: acts on the world's objects named in the path or body; only these
 * roles may (`othersNoop`: others get 2xx but nothing of the owners' changes).
 * `callAllowed`: whether the allowed roles are called too (reads only; writes would change state).
 */
type Rule = {
  kind: 'public' | 'self' | 'owners';
  roles?: Role[];
  othersNoop?: boolean;
  callAllowed?: boolean;
  query?: (w: World) => string;
  visitorOnly?: boolean;
  credentialInPath?: boolean;
};

const ADMIN_READ: Rule = { kind: 'owners', roles: ['admin'], callAllowed: true };
const ADMIN_WRITE: Rule = { kind: 'owners', roles: ['admin'] };
const ADMIN_RULES: Record<string, Rule> = {
  'GET /api/v1/admin/overview': ADMIN_READ,
  'GET /api/v1/admin/verifications': ADMIN_READ,
  'PUT /api/v1/admin/verifications/[lawyerId]': ADMIN_WRITE,
  'GET /api/v1/admin/reports': ADMIN_READ,
  'PUT /api/v1/admin/reports/[id]': ADMIN_WRITE,
  'GET /api/v1/admin/moderation': ADMIN_READ,
  'PUT /api/v1/admin/moderation/[kind]/[id]': ADMIN_WRITE,
  'GET /api/v1/admin/payments': ADMIN_READ,
  'GET /api/v1/admin/payments/totals': ADMIN_READ,
  'PUT /api/v1/admin/payments/[id]/refund': ADMIN_WRITE,
  'POST /api/v1/admin/payments/[id]/refunds': ADMIN_WRITE,
  'GET /api/v1/admin/disputes': ADMIN_READ,
  'POST /api/v1/admin/disputes/[disputeId]/decision': ADMIN_WRITE,
  'GET /api/v1/admin/payouts': ADMIN_READ,
  'POST /api/v1/admin/payouts': ADMIN_WRITE,
  // The world has no batch: the admin's export is exercised in lib/server/payments/payouts.
  'GET /api/v1/admin/payouts/[id]/csv': ADMIN_WRITE,
  'PUT /api/v1/admin/payouts/[id]/paid': ADMIN_WRITE,
  'GET /api/v1/admin/emails': ADMIN_READ,
  'GET /api/v1/admin/sms': ADMIN_READ,
  'POST /api/v1/admin/emails/[id]/resend': ADMIN_WRITE,
  'GET /api/v1/admin/audit-log': ADMIN_READ,
  // The world's file is a meeting's: no admin preview of it (404); the preview is exercised in lib/server/admin.
  'GET /api/v1/admin/files/[fileId]': ADMIN_WRITE,
  'GET /api/v1/admin/users': ADMIN_READ,
  'GET /api/v1/admin/users/[userId]': ADMIN_READ,
  'PUT /api/v1/admin/users/[userId]/suspension': ADMIN_WRITE,
  'GET /api/v1/admin/privacy-requests': ADMIN_READ,
  'POST /api/v1/admin/users/[userId]/erasure': ADMIN_WRITE,
};

const RULES: Record<string, Rule> = {
  'PUT /api/v1/auth/account/settings': { kind: 'self', roles: SIGNED_IN },
  // The mobile number and the channel switches are always the caller's own (no id anywhere).
  'GET /api/v1/auth/account/phone': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'PUT /api/v1/auth/account/phone': { kind: 'self', roles: SIGNED_IN },
  // The language of one's own site, e-mails and texts (issue 40).
  'PUT /api/v1/auth/account/language': { kind: 'self', roles: SIGNED_IN },
  // The zone one's own mails, texts and pages use (issue 63).
  'PUT /api/v1/auth/account/time-zone': { kind: 'self', roles: SIGNED_IN },
  // The call mode one's own lobby offers first (issue 44).
  'PUT /api/v1/auth/account/call-mode': { kind: 'self', roles: SIGNED_IN },
  'DELETE /api/v1/auth/account/phone': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/account/phone/verify': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/account/phone/resend': { kind: 'self', roles: SIGNED_IN },
  'GET /api/v1/auth/account/notification-preferences': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'PUT /api/v1/auth/account/notification-preferences': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/change-password': { kind: 'self', roles: SIGNED_IN },
  'GET /api/v1/auth/account/deletion': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/auth/account/deletion': { kind: 'self', roles: SIGNED_IN },
  // The mailed token is the credential (an account without a password).
  'POST /api/v1/auth/account/deletion/confirm': { kind: 'public' },
  'GET /api/v1/auth/account/export': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'GET /api/v1/auth/account/consents': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'PUT /api/v1/auth/account/consents': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/account/consents/policies': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/account/export': { kind: 'self', roles: SIGNED_IN },
  // The world has no export: every signed-in caller gets 404 (another person's id is tested in account-export.test.ts).
  'GET /api/v1/auth/account/export/[id]/download': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/auth/lawyer/signup': { kind: 'public' },
  // Signed in, it would end the matrix's own sessions.
  'POST /api/v1/auth/logout': { kind: 'public', visitorOnly: true },
  'GET /api/v1/auth/oauth/[provider]/callback': { kind: 'public', callAllowed: true },
  'GET /api/v1/auth/oauth/[provider]': { kind: 'public', callAllowed: true },
  'POST /api/v1/auth/reset-password/email': { kind: 'public' },
  'POST /api/v1/auth/reset-password': { kind: 'public' },
  'GET /api/v1/auth/session/expired': { kind: 'public', callAllowed: true },
  'GET /api/v1/auth/session': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/auth/signin': { kind: 'public' },
  'POST /api/v1/auth/signin/link': { kind: 'public' },
  'POST /api/v1/auth/signin/link/consume': { kind: 'public' },
  'POST /api/v1/auth/signup': { kind: 'public' },
  'POST /api/v1/auth/verify-email': { kind: 'public' },
  'POST /api/v1/auth/verify-email/send': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/auth/verify-email/resend': { kind: 'public' },
  'POST /api/v1/auth/verify-ibp': { kind: 'public' },
  'PUT /api/v1/blockers/[id]': { kind: 'owners', roles: ['lawyer'] },
  'DELETE /api/v1/blockers/[id]': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/blockers': {
    kind: 'self',
    roles: LAWYERS,
    callAllowed: true,
    query: () => 'from=2020-01-01T00:00:00Z&to=2040-01-01T00:00:00Z',
  },
  'POST /api/v1/blockers': { kind: 'self', roles: LAWYERS },
  // The token in the file name is the credential: whoever holds the address reads the feed.
  'GET /api/v1/calendars/feed/[file]': { kind: 'public', callAllowed: true, credentialInPath: true },
  // A client's own feed (issue 64): the same, its token made by the customer's account settings.
  'GET /api/v1/calendars/client/[file]': { kind: 'public', callAllowed: true, credentialInPath: true },
  'GET /api/v1/auth/account/calendar-feed': { kind: 'self', roles: CUSTOMERS, callAllowed: true },
  'POST /api/v1/auth/account/calendar-feed': { kind: 'self', roles: CUSTOMERS },
  'POST /api/v1/dev/hearing-reminders/run': { kind: 'self', roles: ['admin'] },
  // A matter's notices and hearings: its lawyer only (the client 403, anyone else 404; the matter is the world's).
  'POST /api/v1/matters/[id]/notices': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/matters/[id]/notices/[entryId]': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/matters/[id]/hearings': { kind: 'owners', roles: ['lawyer'] },
  'PATCH /api/v1/matters/[id]/hearings/[hearingId]': { kind: 'owners', roles: ['lawyer'] },
  'DELETE /api/v1/matters/[id]/hearings/[hearingId]': { kind: 'owners', roles: ['lawyer'] },
  // NODE_ENV=production for this row: the outbox holds reset links, so only an ADMIN reads it.
  'GET /api/v1/dev/mailbox': { kind: 'self', roles: ['admin'], query: (w) => `to=${encodeURIComponent(w.users.customer.email)}` },
  // NODE_ENV=production for this row too: the SMS outbox holds one-time codes.
  'GET /api/v1/dev/sms': { kind: 'self', roles: ['admin'], query: () => `to=${encodeURIComponent('+639170000101')}` },
  // NODE_ENV=production here too: the reminder hook is the admin's (a write: not called for them).
  'POST /api/v1/dev/reminders/run': { kind: 'self', roles: ['admin'] },
  // The provider's report (STOP/START): its shared secret is the credential (404 while none is configured).
  'POST /api/v1/sms/inbound': { kind: 'public' },
  'GET /api/v1/files/[fileId]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  // The notary profile is always the caller's own (no id in the path): only lawyers, each their own.
  'GET /api/v1/notary-public/private': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'PUT /api/v1/notary-public': { kind: 'self', roles: LAWYERS },
  'POST /api/v1/notary-public/picture': { kind: 'self', roles: LAWYERS },
  'POST /api/v1/notary-public/notarial-commission-doc': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/notary-public/toggle-visibility': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/notary-public/offer': { kind: 'self', roles: LAWYERS },
  // Issue 43: anyone sees a notary's free times; only a client books (their own appointment).
  'GET /api/v1/notary-public/slots': { kind: 'public' },
  'POST /api/v1/notary-public/appointment': { kind: 'self', roles: CUSTOMERS },
  'GET /api/v1/health': { kind: 'public', callAllowed: true },
  'GET /api/v1/lawyers/[lawyerId]/profile': { kind: 'public', callAllowed: true },
  'GET /api/v1/lawyers/availability': { kind: 'public', callAllowed: true, query: (w) => `_id=${w.users.lawyer.id}` },
  'GET /api/v1/lawyers/free-legal-help': { kind: 'public', callAllowed: true },
  'GET /api/v1/legal-problems': { kind: 'public', callAllowed: true, query: () => 'q=anulment' },
  'PUT /api/v1/lawyers/profile/availability': { kind: 'self', roles: LAWYERS },
  'DELETE /api/v1/lawyers/profile/awards/[id]': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/lawyers/profile/awards': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/lawyers/profile/awards': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/lawyers/profile/banking-info': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/lawyers/payments/csv': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'POST /api/v1/lawyers/profile/basic-info': { kind: 'self', roles: LAWYERS },
  'POST /api/v1/lawyers/profile/calendars/generate': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/lawyers/profile/calendars/import': { kind: 'self', roles: LAWYERS },
  'DELETE /api/v1/lawyers/profile/calendars/import': { kind: 'self', roles: LAWYERS },
  'DELETE /api/v1/lawyers/profile/education/[id]': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/lawyers/profile/education': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/lawyers/profile/education': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/lawyers/profile/picture': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/lawyers/profile': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'GET /api/v1/lawyers/profile/verify-qr': { kind: 'public', callAllowed: true, query: (w) => `id=${w.users.lawyer.id}` },
  'POST /api/v1/lawyers/profile/visibility': { kind: 'self', roles: LAWYERS },
  'DELETE /api/v1/lawyers/profile/work-experience/[id]': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/lawyers/profile/work-experience': { kind: 'self', roles: LAWYERS },
  'PUT /api/v1/lawyers/profile/work-experience': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/lawyers': { kind: 'public', callAllowed: true },
  'PUT /api/v1/meeting/[id]/cancel': { kind: 'owners', roles: PARTIES },
  'PUT /api/v1/meeting/[id]/comment/[commentId]': { kind: 'owners', roles: ['customer'] },
  'DELETE /api/v1/meeting/[id]/comment/[commentId]': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/meeting/[id]/comment': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meeting/[id]/comments': { kind: 'owners', roles: PARTIES, callAllowed: true },
  // An event stream never ends, and joining records attendance: the parties are not called.
  'GET /api/v1/meeting/[id]/events': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/meeting/[id]/events': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/meeting/[id]/attendance': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meeting/[id]/guest': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/meeting/[id]/guest': { kind: 'owners', roles: ['customer'] },
  'PUT /api/v1/meeting/[id]/guest': { kind: 'owners', roles: ['lawyer'] },
  // The invited guest's routes: only the browser that opened the link (its cookie) is anyone there.
  'POST /api/v1/call-guest/link/[token]': { kind: 'public', credentialInPath: true },
  'GET /api/v1/call-guest': { kind: 'owners', roles: [] },
  'POST /api/v1/call-guest/call': { kind: 'owners', roles: [] },
  'POST /api/v1/call-guest/leave': { kind: 'owners', roles: [] },
  'DELETE /api/v1/meeting/[id]/file/[fileId]': { kind: 'owners', roles: ['customer'] },
  'PUT /api/v1/meeting/[id]/files': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meeting/[id]/ics': { kind: 'owners', roles: PARTIES, callAllowed: true },
  // Only the client paid: the lawyer has no receipt of it (404 like anyone else's).
  'GET /api/v1/meeting/[id]/receipt': { kind: 'owners', roles: ['customer'], callAllowed: true },
  'PUT /api/v1/meeting/[id]/reschedule': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meeting/[id]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/meeting': { kind: 'self', roles: CUSTOMERS },
  // Issue 43: only the notary of an in-person appointment marks it (the world's meeting is a consultation: refused to all).
  'PUT /api/v1/meeting/[id]/in-person-outcome': { kind: 'owners', roles: ['lawyer'] },
  // Issue 43: the prepared draft, its client's and notary's (the world's consultation has none: 404 to all;
  // the parties' 200: lib/server/notary/notary-draft.test.ts).
  'GET /api/v1/meeting/[id]/notary-draft': { kind: 'owners', roles: PARTIES },
  // Issue 43: where an in-person appointment may move (the world's consultation: 404 to all; the parties'
  // 200: lib/server/notary/notary-reschedule.test.ts).
  'GET /api/v1/meeting/[id]/notary-slots': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meeting/video/[id]': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/meeting/video/[id]': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/meetings': {
    kind: 'self',
    roles: SIGNED_IN,
    callAllowed: true,
    query: (w) => `client_id=${w.users.customer.id}&from=2020-01-01T00:00:00Z&to=2040-01-01T00:00:00Z`,
  },
  'GET /api/v1/meetings/live': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  // Work items: the two parties only; each side's own moves (the rules' 403/409 are tested in lib/server/work-items).
  'GET /api/v1/work-items': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/work-items': { kind: 'self', roles: ['lawyer'] },
  'GET /api/v1/work-items/[id]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'PUT /api/v1/work-items/[id]': { kind: 'owners', roles: PARTIES },
  'DELETE /api/v1/work-items/[id]': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/work-items/[id]/accept-proposal': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/work-items/[id]/additional-services': { kind: 'owners', roles: ['lawyer'] },
  'PUT /api/v1/work-items/[id]/additional-services/purchase': { kind: 'owners', roles: ['customer'] },
  'PUT /api/v1/work-items/[id]/complete': { kind: 'owners', roles: ['customer'] },
  'PUT /api/v1/work-items/[id]/complete/lawyer': { kind: 'owners', roles: ['lawyer'] },
  'PUT /api/v1/work-items/[id]/files': { kind: 'owners', roles: PARTIES },
  'DELETE /api/v1/work-items/[id]/file/[fileId]': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/work-items/[id]/meetings': { kind: 'owners', roles: ['lawyer'] },
  'PUT /api/v1/work-items/[id]/meetings/create': { kind: 'owners', roles: PARTIES },
  'PUT /api/v1/work-items/[id]/meetings/[meetingId]': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/work-items/[id]/meetings/slots': { kind: 'owners', roles: PARTIES, query: () => 'duration=60&tz=Asia/Manila' },
  'POST /api/v1/work-item/[id]/comment': { kind: 'owners', roles: PARTIES },
  'PUT /api/v1/work-item/[id]/comment/[commentId]': { kind: 'owners', roles: ['customer'] },
  'DELETE /api/v1/work-item/[id]/comment/[commentId]': { kind: 'owners', roles: ['customer'] },
  'GET /api/v1/work-item/[id]/comments': { kind: 'owners', roles: PARTIES, callAllowed: true },
  // Engagement letters (issue 42): the two parties read and sign; the lawyer makes a version; anyone verifies.
  'GET /api/v1/work-items/[id]/letter': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/work-items/[id]/letter': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/work-items/[id]/letter/pdf': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/work-items/[id]/letter/code': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/work-items/[id]/letter/sign': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/letters/verify': { kind: 'public' },
  // Written questions (issue 60): the world's is paid and offered to the lawyer. The client's steps, the
  // lawyer's; anyone else (another client, another lawyer, the admin) 403/404 (the rules: features/questions/server).
  // Fixed-price service orders (issue 62): the world's order is the customer's with the lawyer; each side's own steps
  // (the rules' 403/409 and the clock are tested in features/services/server/orders).
  'POST /api/v1/service-orders': { kind: 'self', roles: CUSTOMERS },
  'GET /api/v1/service-orders/[id]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/service-orders/[id]/pay': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/service-orders/[id]/withdraw': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/service-orders/[id]/decline': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/service-orders/[id]/deliveries': { kind: 'owners', roles: ['lawyer'] },
  // Issue 72: the lawyer of an order they send attaches the proof of sending (the world's order: the rule's 409).
  'POST /api/v1/service-orders/[id]/sending-proof': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/service-orders/[id]/revision': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/service-orders/[id]/accept': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/service-orders/[id]/cancel': { kind: 'owners', roles: ['customer'] },
  'GET /api/v1/service-orders/[id]/files/[fileId]': { kind: 'owners', roles: [...PARTIES, 'admin'] },
  // The legal-aid desk (issue 61): the world's request is the customer's with the lawyer; the declaration only theirs,
  // read by the lawyer and admins with the request (features/legal-aid/server/legal-aid.test.ts).
  'GET /api/v1/lawyers/profile/legal-aid': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'PUT /api/v1/lawyers/profile/legal-aid': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/lawyers/[lawyerId]/legal-aid/slots': { kind: 'public', callAllowed: true },
  'GET /api/v1/legal-aid/lawyers': { kind: 'public', callAllowed: true },
  'GET /api/v1/legal-aid/declaration': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'PUT /api/v1/legal-aid/declaration': { kind: 'self', roles: SIGNED_IN },
  'POST /api/v1/legal-aid/bookings': { kind: 'self', roles: CUSTOMERS },
  'GET /api/v1/legal-aid/requests': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  // Issue 62: the world's order is the customer's from the lawyer, disputed: the client disputes, the lawyer answers.
  'POST /api/v1/service-orders/[id]/dispute': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/service-orders/[id]/dispute/answer': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/legal-aid/requests/[id]': { kind: 'owners', roles: [...PARTIES, 'admin'], callAllowed: true },
  'POST /api/v1/legal-aid/requests/[id]/assessment': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/legal-aid/requests/[id]/cancel': { kind: 'owners', roles: PARTIES },
  // Free written questions: a customer with a declaration asks; the lawyer whose offer gives written answers reads
  // the queue (never the text: the world's facts are a secret to them) and claims (the world's request is theirs).
  'POST /api/v1/legal-aid/questions': { kind: 'self', roles: CUSTOMERS },
  'GET /api/v1/legal-aid/queue': { kind: 'self', roles: ['lawyer'], callAllowed: true },
  'POST /api/v1/legal-aid/requests/[id]/claim': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/questions': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/questions': { kind: 'self', roles: SIGNED_IN },
  'GET /api/v1/questions/[id]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'PUT /api/v1/questions/[id]': { kind: 'owners', roles: ['customer'] },
  'DELETE /api/v1/questions/[id]': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/questions/[id]/files': { kind: 'owners', roles: ['customer'] },
  'DELETE /api/v1/questions/[id]/files/[fileId]': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/questions/[id]/checkout': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/questions/[id]/take': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/questions/[id]/decline': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/questions/[id]/answer': { kind: 'owners', roles: ['lawyer'] },
  'POST /api/v1/questions/[id]/follow-up': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/questions/[id]/proposal-request': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/questions/[id]/follow-up-answer': { kind: 'owners', roles: ['lawyer'] },
  // The world's question is not answered yet: the parties' 409 and their PDF are tested in features/questions/server/question-pdf.test.ts.
  'GET /api/v1/questions/[id]/pdf': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/questions/[id]/review': { kind: 'owners', roles: ['customer'] },
  'PUT /api/v1/lawyers/profile/question-price': { kind: 'self', roles: LAWYERS },
  // Issue 72: before paying, whether the problem is outside the lawyer's areas (public facts: areas and the search).
  'GET /api/v1/lawyers/[lawyerId]/written-fit': { kind: 'public', callAllowed: true },
  // Issue 62: a lawyer's own fixed-price service offers.
  'GET /api/v1/lawyers/profile/services': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'PUT /api/v1/lawyers/profile/services': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/lawyers/profile/firm': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'POST /api/v1/lawyers/profile/firm': { kind: 'self', roles: LAWYERS },
  'POST /api/v1/lawyers/profile/firm/members': { kind: 'self', roles: LAWYERS },
  'DELETE /api/v1/lawyers/profile/firm/members/[lawyerId]': { kind: 'self', roles: LAWYERS },
  'POST /api/v1/lawyers/profile/firm/invitations/[firmId]': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/lawyers/profile/legal-aid/hours': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'GET /api/v1/lawyers/profile/legal-aid/report': { kind: 'self', roles: LAWYERS, callAllowed: true, query: () => 'format=csv' },
  // Issue 73: the admin's desk approves or rejects the world's ledger line (the lawyer's, with the customer).
  'PUT /api/v1/admin/legal-aid/services/[id]': ADMIN_WRITE,
  'GET /api/v1/letters/verify/[code]': { kind: 'public', callAllowed: true },
  'PUT /api/v1/notifications/in-app/[id]/seen': { kind: 'owners', roles: ['customer'] },
  'GET /api/v1/notifications/in-app': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'GET /api/v1/notifications/push/key': { kind: 'public', callAllowed: true },
  'POST /api/v1/notifications/push/subscribe': { kind: 'self', roles: SIGNED_IN },
  // Naming the customer's endpoint removes only the caller's own rows (none).
  'DELETE /api/v1/notifications/push/unsubscribe': { kind: 'owners', roles: ['customer'], othersNoop: true },
  'POST /api/v1/payments/sandbox/[sessionId]': { kind: 'owners', roles: ['customer'] },
  // Issue 63 item 4: the client's payment links of their own payments; the payer's side is the token's (public).
  'GET /api/v1/payment-links': { kind: 'self', roles: CUSTOMERS, callAllowed: true, query: (w) => `payment_id=${w.ids.paymentId}` },
  'POST /api/v1/payment-links': { kind: 'owners', roles: ['customer'] },
  'DELETE /api/v1/payment-links/[id]': { kind: 'owners', roles: ['customer'] },
  'GET /api/v1/pay/[token]': { kind: 'public', callAllowed: true, credentialInPath: true },
  'POST /api/v1/pay/[token]': { kind: 'public', credentialInPath: true },
  'POST /api/v1/pay/[token]/sandbox': { kind: 'public', credentialInPath: true },
  'POST /api/v1/payments/webhooks/[provider]': { kind: 'public' },
  'PATCH /api/v1/review/[id]': { kind: 'owners', roles: ['customer'] },
  // Reports: any signed-in client or lawyer may report (they are not sent: writes).
  'POST /api/v1/reports': { kind: 'self', roles: SIGNED_IN },
  // An answer e-mailed to one's own address (any signed-in person with a verified e-mail).
  'POST /api/v1/where-to-start/email': { kind: 'self', roles: SIGNED_IN },
  'PUT /api/v1/lawyers/profile/verification': { kind: 'self', roles: LAWYERS },
  'GET /api/v1/openapi.json': { kind: 'public', callAllowed: true },
  // The admin console: ADMIN only. Its reads show everyone's data (kind 'owners': the admin is allowed
  // to see the owners' secrets, and must get a 2xx).
  ...ADMIN_RULES,
  'POST /api/v1/review': { kind: 'owners', roles: ['customer'] },
  // Issue 64, the matter: only its lawyer and its client (anyone else 404, a client the lawyer's steps 403).
  'GET /api/v1/matters': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/matters': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/matters/source/[kind]/[sourceId]': { kind: 'owners', roles: ['lawyer'], callAllowed: true },
  'GET /api/v1/matters/[id]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'PATCH /api/v1/matters/[id]': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/matters/[id]/entries': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/matters/[id]/entries': { kind: 'owners', roles: PARTIES },
  'POST /api/v1/matters/[id]/files': { kind: 'owners', roles: PARTIES },
  'GET /api/v1/matters/[id]/files/[fileId]': { kind: 'owners', roles: PARTIES, callAllowed: true },
  'POST /api/v1/matters/[id]/close': { kind: 'owners', roles: ['lawyer'] },
  'GET /api/v1/lawyers/profile/matter-nudge': { kind: 'self', roles: LAWYERS, callAllowed: true },
  'PUT /api/v1/lawyers/profile/matter-nudge': { kind: 'self', roles: LAWYERS },
  // Issue 75: a money claim is its owner's alone (the world's is the customer's); anyone signed in may open their own.
  'GET /api/v1/money-claims': { kind: 'self', roles: SIGNED_IN, callAllowed: true },
  'POST /api/v1/money-claims': { kind: 'self', roles: SIGNED_IN },
  'GET /api/v1/money-claims/[id]': { kind: 'owners', roles: ['customer'], callAllowed: true },
  'POST /api/v1/money-claims/[id]/steps': { kind: 'owners', roles: ['customer'] },
  'POST /api/v1/money-claims/[id]/close': { kind: 'owners', roles: ['customer'] },
};

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  setHostLookupForTests(async () => [{ address: '93.184.216.34', family: 4 }]);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  world = await buildWorld(db().db);
}, 120_000);
afterAll(() => {
  setHostLookupForTests(undefined);
  setTestEnv({ STORAGE_DIR: undefined, NODE_ENV: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
  console.log(
    `authorization matrix: ${totals.routes.size} routes, ${totals.roles.size} roles, ${totals.requests} requests (${totals.skipped} allowed writes not sent)`,
  );
});

const FORGED = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };

function build(method: Method, url: string, role: Role, body: unknown, forged: boolean): Request {
  const jar = jarOf(world, role);
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.90', ...(forged ? FORGED : {}) };
  // Under NODE_ENV=production on localhost the session cookie has its secure name.
  if (jar) headers.cookie = jar.header().replace(/(^|; )abogado_session=/, `$1${sessionCookieName()}=`);
  if (body !== undefined && method !== 'GET') headers['content-type'] = 'application/json';
  return new Request(`${TEST_ORIGIN}${url}`, {
    method,
    headers,
    body: body !== undefined && method !== 'GET' ? JSON.stringify(body) : undefined,
  });
}

describe('authorization matrix over every API route', () => {
  it('has a rule for every route method on disk', () => {
    const missing = routeMethods.map((rm) => `${rm.method} ${rm.template}`).filter((key) => !RULES[key]);
    expect(missing).toEqual([]);
  });

  it.each(routeMethods.map((rm) => [`${rm.method} ${rm.template}`, rm] as const))('%s', async (key, rm) => {
    const rule = RULES[key];
    if (!rule) return; // reported by the test above
    const route = await loadApiRoute(rm.file);
    const handler = route.methods[rm.method]!;
    const params = world.params(route);
    const url = encodedPath(route.template, params) + (rule.query ? `?${rule.query(world)}` : '');
    const example = routeExamples(world)[routeKey(route, rm.method)];
    // Public writes (sign-up, sign-in, webhooks …) get an empty body: they would create accounts or mail.
    const body = rm.method === 'GET' ? undefined : rule.kind === 'public' ? {} : (example?.body ?? {});
    const outbox = route.template.startsWith('/api/v1/dev/');
    if (outbox) setTestEnv({ NODE_ENV: 'production' });
    const failures: string[] = [];
    // The tables as they stand before each role's requests: read once here, then after each role (a refused role
    // must leave them as they were; an allowed read may move them), so each role costs one fingerprint, not two.
    let state = await dbState(db().db);
    try {
      for (const role of ROLES) {
        if (rule.visitorOnly && role !== 'visitor') continue;
        const allowed = rule.kind === 'public' || (rule.roles ?? []).includes(role);
        if (allowed && !(rule.callAllowed && rm.method === 'GET') && rule.kind !== 'public') {
          totals.skipped++;
          continue;
        }
        const answers: { status: number; text: string }[] = [];
        for (const forged of [false, true]) {
          const res = await handler(build(rm.method, url, role, body, forged), routeCtx(params));
          answers.push({ status: res.status, text: res.headers.get('content-type')?.includes('event-stream') ? '' : await res.text() });
          totals.requests++;
        }
        totals.roles.add(role);
        const [plain, forged] = answers;
        const label = `${role}: ${plain.status}`;
        if (plain.status !== forged.status) failures.push(`${label} but ${forged.status} with a forged x-middleware-subrequest`);
        if (plain.status >= 500) failures.push(`${label} ${plain.text.slice(0, 100)}`);
        const leaked = world.secrets(role).filter((secret) => plain.text.includes(secret) || forged.text.includes(secret));
        if (leaked.length && !(allowed && rule.kind === 'owners') && !rule.credentialInPath)
          failures.push(`${label} leaks ${leaked.join(', ')}`);
        const after = await dbState(db().db);
        if (!allowed) {
          const refused = role === 'visitor' ? [401, 403, 404] : [403, 404];
          if (!refused.includes(plain.status) && !(rule.othersNoop && plain.status < 300))
            failures.push(`${label}, expected ${refused.join('/')}`);
          const changed = changedTables(state, after);
          if (changed.length) failures.push(`${role} changed ${changed.join(', ')}`);
        } else if (rule.kind === 'owners' && plain.status >= 400) {
          failures.push(`${label}: an owner's read failed, so the ids in this row are not real`);
        }
        state = after;
      }
    } finally {
      if (outbox) setTestEnv({ NODE_ENV: undefined });
    }
    totals.routes.add(route.template);
    expect(failures).toEqual([]);
  });
});
