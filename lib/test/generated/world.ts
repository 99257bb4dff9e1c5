// Test helper (not a test): a small world of users and the objects they own, made through the
// handlers themselves, for the generated route suites (hostile input, authorization matrix).
import { and, eq, isNull } from 'drizzle-orm';
import { POST as createBlocker } from '@/app/api/v1/blockers/route';
import { POST as book } from '@/app/api/v1/meeting/route';
import { POST as comment } from '@/app/api/v1/meeting/[id]/comment/route';
import { POST as makeClientFeedUrl } from '@/app/api/v1/auth/account/calendar-feed/route';
import { PUT as addFiles } from '@/app/api/v1/meeting/[id]/files/route';
import { POST as addAward } from '@/app/api/v1/lawyers/profile/awards/route';
import { POST as generateFeed } from '@/app/api/v1/lawyers/profile/calendars/generate/route';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { manilaDay } from '@/lib/test/fixtures/blockers';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, insertReview, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { serviceOrder } from '@/lib/test/fixtures/service-order-rows';
import { LETTER_TERMS, lettersAs } from '@/lib/test/fixtures/letters';
import { TERMS, workItemsAs } from '@/lib/test/fixtures/work-items';
import type { ApiRoute } from './api-routes';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { POST as createQuestion } from '@/app/api/v1/questions/route';
import { POST as addQuestionFiles } from '@/app/api/v1/questions/[id]/files/route';
import { POST as questionCheckout } from '@/app/api/v1/questions/[id]/checkout/route';
import { PUT as setQuestionPrice } from '@/app/api/v1/lawyers/profile/question-price/route';
import { interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { payInSandbox } from '@/lib/test/fixtures/work-items';
import { demandLetterOrder, offerService, ordersAs } from '@/lib/test/fixtures/service-orders';
import { POST as openMatter } from '@/app/api/v1/matters/route';
import { POST as addMatterEntry } from '@/app/api/v1/matters/[id]/entries/route';
import { POST as addMatterFile } from '@/app/api/v1/matters/[id]/files/route';
import { POST as addHearing } from '@/app/api/v1/matters/[id]/hearings/route';
import { POST as uploadNotice } from '@/app/api/v1/matters/[id]/notices/route';
import { openClaim } from '@/features/money-claims/server/claims';
import { neighbourIntake } from '@/lib/db/seed/demo-money-claims';

export const ROLES = ['visitor', 'customer', 'otherCustomer', 'lawyer', 'otherLawyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

async function ok(res: Promise<Response>): Promise<Record<string, unknown>> {
  const r = await res;
  const body = await r.json();
  if (r.status >= 300) throw new Error(`world set-up failed: ${r.status} ${JSON.stringify(body)}`);
  return body;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * `customer` and `lawyer` own everything: an upcoming meeting between them with a comment each
 * way and a file, a completed meeting with a review, a booking awaiting payment (a sandbox
 * checkout), the customer's notification and push subscription, and the lawyer's blocker, award,
 * education, work experience and calendar feed, and an engagement (a proposal with its letter to sign),
 * and a written question (issue 60) the customer paid for with a file, offered to the lawyer (WAITING).
 * The `other…` users and the admin own nothing of it.
 */
export async function buildWorld(db: Db) {
  const customer = await testCustomer(db);
  const otherCustomer = await testCustomer(db);
  const lawyer = await testLawyer(db);
  const otherLawyer = await testLawyer(db);
  const admin = await testAdmin(db);
  const users: Record<Exclude<Role, 'visitor'>, TestUser> = { customer, otherCustomer, lawyer, otherLawyer, admin };

  // First: the profile's later sections make the test lawyer's profile incomplete (not offering questions).
  const question = await paidQuestion(customer, lawyer);
  // Issue 62, also while the profile is complete (listed): the lawyer offers a demand letter; the customer ordered it.
  await offerService(db, lawyer.id, 'DEMAND_LETTER');
  const serviceOrderId = (await ok(ordersAs(customer).create(demandLetterOrder(lawyer.id)))).work_item_id as string;
  const meetingId = await insertMeeting(db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(3, 10) });
  const m = routeCtx({ id: meetingId });
  const commentId = (
    await ok(
      comment(
        apiRequest(`/api/v1/meeting/${meetingId}/comment`, {
          method: 'POST',
          jar: customer.jar,
          body: { comment: 'Please read the deed.' },
        }),
        m,
      ),
    )
  )._id as string;
  await ok(
    comment(apiRequest(`/api/v1/meeting/${meetingId}/comment`, { method: 'POST', jar: lawyer.jar, body: { comment: 'Will do.' } }), m),
  );
  const files = new FormData();
  files.append('files', new File([PDF], 'deed.pdf'));
  const fileId = (
    (await ok(addFiles(apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: customer.jar, body: files }), m))).files as {
      _id: string;
    }[]
  )[0]._id;
  const reviewId = await insertReview(db, {
    lawyerId: lawyer.id,
    customerId: customer.id,
    rating: 4,
    comment: 'Clear advice',
    createdAt: new Date('2025-02-01T00:00:00Z'),
  });
  const [review] = await db.select({ meetingId: t.reviews.meetingId }).from(t.reviews).where(eq(t.reviews.id, reviewId));
  const booking = await ok(
    book(
      apiRequest('/api/v1/meeting', {
        method: 'POST',
        jar: customer.jar,
        body: { lawyer_id: lawyer.id, duration: 30, call_type: 'VIDEO', start_time: manilaSlot(4, 11), subject: 'Lease' },
      }),
      routeCtx(),
    ),
  );
  const [payment] = await db
    .select({ sessionId: t.payments.providerSessionId, meetingId: t.payments.meetingId })
    .from(t.payments)
    .where(and(eq(t.payments.customerId, customer.id), isNull(t.payments.questionId)));
  // The notices of the steps above follow their commits from the outbox (issue 59): one pass, as the scheduler's.
  await deliverOutbox();
  const [notification] = await db.select({ id: t.notifications.id }).from(t.notifications).where(eq(t.notifications.userId, customer.id));
  const endpoint = 'https://fcm.googleapis.com/fcm/send/world-customer';
  await db.insert(t.pushSubscriptions).values({ userId: customer.id, endpoint, p256dh: 'BElongKey', auth: 'authSecret' });
  // The customer's verified mobile number, a text in the outbox to it, and a channel they turned off.
  const customerPhone = '+639170000101';
  await db.update(t.users).set({ phoneE164: customerPhone, phoneVerifiedAt: new Date() }).where(eq(t.users.id, customer.id));
  await db.insert(t.smsMessages).values({
    userId: customer.id,
    toNumber: customerPhone,
    kind: 'booking_confirmed',
    body: 'Abogado: Booked!',
    encoding: 'GSM-7',
    segments: 1,
  });
  await db.insert(t.notificationPreferences).values({ userId: customer.id, kind: 'party_waiting', channel: 'sms', enabled: false });

  const blockerId = (
    await ok(
      createBlocker(
        apiRequest('/api/v1/blockers', {
          method: 'POST',
          jar: lawyer.jar,
          body: { kind: 'all_day', start_date: manilaDay(9), end_date: manilaDay(9), title: 'Court' },
        }),
        routeCtx(),
      ),
    )
  )._id as string;
  await ok(
    addAward(
      apiRequest('/api/v1/lawyers/profile/awards', { method: 'POST', jar: lawyer.jar, body: { title: 'Pro bono award', year: 2020 } }),
      routeCtx(),
    ),
  );
  const [award] = await db.select({ id: t.lawyerAwards.id }).from(t.lawyerAwards).where(eq(t.lawyerAwards.lawyerId, lawyer.id));
  const [education] = await db
    .select({ id: t.lawyerEducation.id })
    .from(t.lawyerEducation)
    .where(eq(t.lawyerEducation.lawyerId, lawyer.id));
  const [work] = await db
    .select({ id: t.lawyerWorkExperience.id })
    .from(t.lawyerWorkExperience)
    .where(eq(t.lawyerWorkExperience.lawyerId, lawyer.id));
  const feedUrl = (
    await ok(generateFeed(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST', jar: lawyer.jar }), routeCtx()))
  ).url as string;
  const feedFile = feedUrl.split('/').pop()!;
  // The customer's own calendar feed (issue 64): their meetings and the shared hearings of their matters.
  const clientFeedUrl = (
    await ok(makeClientFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed', { method: 'POST', jar: customer.jar }), routeCtx()))
  ).url as string;
  const clientFeedFile = clientFeedUrl.split('/').pop()!;
  // An engagement the lawyer proposed to the customer (who has booked them), with a comment and a file.
  const workItemId = (await ok(workItemsAs(lawyer).create({ ...TERMS, customer_id: customer.id, status: 'PROPOSAL' })))._id as string;
  const workItemCommentId = (await ok(workItemsAs(customer).comment(workItemId, 'Can we start next week?')))._id as string;
  const wiFiles = new FormData();
  wiFiles.append('files', new File([PDF], 'marriage-contract.pdf'));
  const workItemFileId = ((await ok(workItemsAs(customer).addFiles(workItemId, wiFiles))).files as { _id: string }[])[0]._id;
  // Its engagement letter, made by the lawyer and waiting for the customer's signature (issue 42).
  await ok(lettersAs(lawyer).prepare(workItemId, { ...LETTER_TERMS, work_item_revision: 1 }));
  const [letter] = await db
    .select({ code: t.engagementLetters.verificationCode })
    .from(t.engagementLetters)
    .where(eq(t.engagementLetters.workItemId, workItemId));
  // The lawyer reported the customer's review (the moderation queue), and the customer's outbox.
  const [report] = await db
    .insert(t.reports)
    .values({ reporterId: lawyer.id, targetType: 'review', targetId: reviewId, reason: 'Off-topic' })
    .returning({ id: t.reports.id });
  const reportId = report.id;
  const [paymentRow] = await db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(and(eq(t.payments.customerId, customer.id), isNull(t.payments.questionId)));
  const paymentId = paymentRow.id;
  // The upcoming meeting was paid (after the lookups above, which mean the pending booking's payment): its receipt.
  await db.insert(t.payments).values({
    customerId: customer.id,
    lawyerId: lawyer.id,
    meetingId,
    provider: 'SANDBOX',
    providerPaymentId: `pay_sbx_world_${meetingId.slice(0, 8)}`,
    amountCentavos: 100_000,
    description: 'Consultation',
    status: 'PAID',
    method: 'gcash',
    paidAt: new Date(),
  });
  const [mail] = await db.select({ id: t.outboundEmails.id }).from(t.outboundEmails).limit(1);
  const emailId = mail?.id ?? '00000000-0000-4000-8000-000000000003';
  const [pending] = await db
    .select({ id: t.meetings.id })
    .from(t.meetings)
    .where(and(eq(t.meetings.customerId, customer.id), eq(t.meetings.status, 'PAYMENT_PENDING')));
  // Issue 61: the lawyer offers legal aid; the customer declared and has a free consultation request with them.
  await db.insert(t.legalAidOffers).values({ lawyerId: lawyer.id, enabled: true, writtenPerMonth: 2 });
  await db.insert(t.legalAidSlots).values({ lawyerId: lawyer.id, weekday: 3, startMinute: 600 });
  await db.insert(t.legalAidDeclarations).values({
    userId: customer.id,
    householdSize: 4,
    monthlyIncomePesos: 8000,
    incomeSource: 'Laundry work',
    reason: 'No savings for a lawyer',
    agreedAt: new Date(),
  });
  const [legalAid] = await db
    .insert(t.legalAidRequests)
    .values({ clientId: customer.id, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: 8 })
    .returning({ id: t.legalAidRequests.id });
  // Issue 73: the consultation's line in the lawyer's hours ledger, measured from its call, waiting for the admin's desk.
  const [ledgerLine] = await db
    .insert(t.legalAidServices)
    .values({
      lawyerId: lawyer.id,
      requestId: legalAid.id,
      serviceDate: manilaDay(0),
      kind: 'CONSULTATION',
      minutes: 25,
      measure: 'CALL_ATTENDANCE',
      beneficiaryInitials: 'C.W.',
      area: 'labor',
    })
    .returning({ id: t.legalAidServices.id });
  // A free written question of theirs waits unclaimed in the desk's queue (the lawyer's area): its text is the
  // customer's alone — the queue shows the lawyer only the problem, the area and the other parties.
  const legalAidFacts = 'Legal-aid facts 7Q4X: my landlord kept the deposit';
  await db.insert(t.legalAidRequests).values({
    clientId: customer.id,
    kind: 'WRITTEN',
    problem: 0,
    facts: legalAidFacts,
    wants: 'Can I get it back?',
    otherParties: ['Landlord Reyes'],
    queuedAt: new Date(),
  });
  // Issue 62: the customer's delivered order from the lawyer, disputed (the dispute and decision routes act on it).
  const order = await serviceOrder(db, { client: customer, lawyer, status: 'DISPUTED' });
  const [serviceDispute] = await db
    .insert(t.serviceDisputes)
    .values({
      orderId: order.id,
      openedBy: customer.id,
      reason: 'Dispute 5K2P: the wrong debtor',
      answerBy: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning({ id: t.serviceDisputes.id });
  // Issue 62: a delivery of the customer's service order (made while the lawyer was listed, above) holds a file.
  const [delivery] = await db
    .insert(t.serviceDeliveries)
    .values({ orderId: serviceOrderId, number: 1, note: 'Draft', dueAt: new Date(), late: false })
    .returning({ id: t.serviceDeliveries.id });
  const [orderFile] = await db
    .insert(t.storedFiles)
    .values({
      ownerId: lawyer.id,
      storageKey: `service-delivery/world-${serviceOrderId}.pdf`,
      originalName: 'demand-letter.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: '0'.repeat(64),
      visibility: 'PRIVATE',
      purpose: 'service-delivery',
    })
    .returning({ id: t.storedFiles.id });
  await db.insert(t.serviceDeliveryFiles).values({ deliveryId: delivery.id, fileId: orderFile.id });
  const matter = await worldMatter(customer, lawyer, review.meetingId!);
  // Issue 75: the customer's money claim (its owner alone reads and moves it).
  const moneyClaim = await openClaim(customer.id, neighbourIntake());
  const ids = {
    meetingId,
    pastMeetingId: review.meetingId,
    pendingMeetingId: pending?.id ?? payment.meetingId,
    commentId,
    fileId,
    reviewId,
    sessionId: payment.sessionId!,
    notificationId: notification.id,
    blockerId,
    awardId: award.id,
    educationId: education.id,
    workId: work.id,
    feedFile,
    endpoint,
    checkoutUrl: String(booking.checkout_url ?? ''),
    workItemId,
    workItemCommentId,
    workItemFileId,
    letterCode: letter.code,
    reportId,
    paymentId,
    questionId: question.id,
    questionFileId: question.fileId,
    legalAidRequestId: legalAid.id,
    legalAidLineId: ledgerLine.id,
    serviceOrderId,
    serviceOrderFileId: orderFile.id,
    disputedServiceOrderId: order.id,
    serviceDisputeId: serviceDispute.id,
    matterId: matter.id,
    matterFileId: matter.fileId,
    moneyClaimId: moneyClaim._id,
  };

  /** Real values for a route's path parameters: the owners' objects. */
  function params(route: ApiRoute): Record<string, string> {
    const p = route.template;
    const out: Record<string, string> = {};
    const workItem = p.startsWith('/api/v1/work-item/') || p.startsWith('/api/v1/work-items/');
    const questions = p.startsWith('/api/v1/questions/');
    for (const name of route.params) {
      if (p.startsWith('/api/v1/legal-aid/requests/')) out[name] = legalAid.id;
      // Issue 64: the matter the lawyer opened from the completed consultation; its source's form.
      else if (p.startsWith('/api/v1/matters/source/')) out[name] = name === 'kind' ? 'MEETING' : review.meetingId!;
      else if (p.startsWith('/api/v1/matters/'))
        out[name] =
          name === 'fileId'
            ? matter.fileId
            : name === 'hearingId'
              ? matter.hearingId
              : name === 'entryId'
                ? matter.noticeEntryId
                : matter.id;
      else if (p.startsWith('/api/v1/money-claims/')) out[name] = moneyClaim._id;
      else if (p.startsWith('/api/v1/service-orders/')) out[name] = name === 'fileId' ? orderFile.id : serviceOrderId;
      else if (p.startsWith('/api/v1/admin/disputes/')) out[name] = serviceDispute.id;
      else if (questions) out[name] = name === 'fileId' ? question.fileId : question.id;
      else if (name === 'commentId') out[name] = workItem ? workItemCommentId : commentId;
      else if (name === 'fileId') out[name] = workItem ? workItemFileId : fileId;
      else if (workItem && name === 'id') out[name] = workItemId;
      else if (name === 'sessionId') out[name] = ids.sessionId;
      else if (name === 'lawyerId' || name === 'userId') out[name] = lawyer.id;
      // The admin console acts on the owners' objects: the customer's review, their payment, …
      else if (p.startsWith('/api/v1/admin/moderation/')) out[name] = name === 'kind' ? 'review' : reviewId;
      else if (p.startsWith('/api/v1/admin/payments/')) out[name] = paymentId;
      else if (p.startsWith('/api/v1/admin/reports/')) out[name] = reportId;
      else if (p.startsWith('/api/v1/admin/emails/')) out[name] = emailId;
      else if (p.startsWith('/api/v1/admin/legal-aid/services/')) out[name] = ledgerLine.id;
      else if (name === 'file') out[name] = p.startsWith('/api/v1/calendars/client/') ? clientFeedFile : feedFile;
      else if (name === 'code' && p.startsWith('/api/v1/letters/')) out[name] = letter.code;
      else if (name === 'provider') out[name] = p.includes('/payments/') ? 'sandbox' : 'google';
      else if (p.startsWith('/api/v1/meeting/')) out[name] = meetingId;
      else if (p.startsWith('/api/v1/blockers/')) out[name] = blockerId;
      else if (p.includes('/awards/')) out[name] = award.id;
      else if (p.includes('/education/')) out[name] = education.id;
      else if (p.includes('/work-experience/')) out[name] = work.id;
      else if (p.includes('/notifications/in-app/')) out[name] = notification.id;
      else if (p.startsWith('/api/v1/review/')) out[name] = reviewId;
      // A parameter of a route this fixture does not know yet: an id that names nothing.
      else out[name] = '00000000-0000-4000-8000-000000000000';
    }
    return out;
  }

  /**
   * What no one but the owners may ever read in an answer: ids of private objects and the
   * customer's e-mail and mobile number. (Review, award and lawyer ids are public on the lawyer's profile.)
   */
  const secrets = (role: Role): string[] => {
    const meetingSecrets = [
      meetingId,
      ids.pendingMeetingId,
      commentId,
      fileId,
      customer.email,
      workItemId,
      workItemCommentId,
      workItemFileId,
      question.id,
      question.fileId,
      serviceOrderId,
      orderFile.id,
      matter.id,
      matter.fileId,
      matter.privateNote,
      matter.noticeEntryId,
    ];
    // The lawyer's court notice is a private entry of theirs (issue 73 item 5: its reading too).
    if (role === 'customer') return [blockerId, feedFile.replace(/\.ics$/, ''), matter.privateNote, matter.noticeEntryId];
    const phone = [customerPhone, '917 000 0101'];
    const clientFeed = clientFeedFile.replace(/\.ics$/, '');
    if (role === 'lawyer') return [notification.id, endpoint, ids.sessionId, legalAidFacts, clientFeed, ...phone];
    return [
      ...meetingSecrets,
      legalAidFacts,
      ids.sessionId,
      notification.id,
      endpoint,
      blockerId,
      feedFile.replace(/\.ics$/, ''),
      clientFeed,
      ...phone,
    ];
  };

  return { users, ids, params, secrets };
}

/**
 * The customer's written question to the lawyer through the handlers: the lawyer's price, a complete
 * draft with a file, paid in the sandbox (its webhook routed to the handler): WAITING, offered to them.
 */
async function paidQuestion(customer: TestUser, lawyer: TestUser): Promise<{ id: string; fileId: string }> {
  await ok(
    setQuestionPrice(
      apiRequest('/api/v1/lawyers/profile/question-price', { method: 'PUT', jar: lawyer.jar, body: { price_centavos: 80_000 } }),
      routeCtx(),
    ),
  );
  const draft = {
    lawyer_id: lawyer.id,
    problem: 0,
    facts: 'My brother sold our late mother’s lot without asking the rest of us.',
    wants: 'Can the sale be annulled?',
    other_parties: ['Jose Dela Cruz'],
  };
  const id = (await ok(createQuestion(apiRequest('/api/v1/questions', { method: 'POST', jar: customer.jar, body: draft }), routeCtx())))
    ._id as string;
  const form = new FormData();
  form.append('files', new File([PDF], 'title.pdf'));
  const q = routeCtx({ id });
  const view = await ok(
    addQuestionFiles(apiRequest(`/api/v1/questions/${id}/files`, { method: 'POST', jar: customer.jar, body: form }), q),
  );
  const checkout = await ok(questionCheckout(apiRequest(`/api/v1/questions/${id}/checkout`, { method: 'POST', jar: customer.jar }), q));
  const hooks = interceptSandboxWebhooks();
  try {
    const paid = await payInSandbox(customer, String(checkout.checkout_url));
    if (paid.status !== 200) throw new Error(`world set-up failed: the question's payment ${paid.status}`);
  } finally {
    hooks.restore();
  }
  return { id, fileId: (view.files as { _id: string }[])[0]._id };
}

/**
 * Issue 64: the lawyer's matter with the customer, opened from their completed consultation through the
 * handlers: a shared update, a private note (never the customer's to read), a shared file, a hearing and a court
 * notice (the lawyer's private file entry, its reading queued: issue 73 item 5).
 */
async function worldMatter(
  customer: TestUser,
  lawyer: TestUser,
  meetingId: string,
): Promise<{ id: string; fileId: string; hearingId: string; privateNote: string; noticeEntryId: string }> {
  const opened = await ok(
    openMatter(
      apiRequest('/api/v1/matters', {
        method: 'POST',
        jar: lawyer.jar,
        body: { source_kind: 'MEETING', source_id: meetingId, title: 'Recovery of the lot', court: 'RTC Quezon City' },
      }),
      routeCtx(),
    ),
  );
  const id = opened._id as string;
  const m = routeCtx({ id });
  const entry = (body: Record<string, unknown>) =>
    ok(addMatterEntry(apiRequest(`/api/v1/matters/${id}/entries`, { method: 'POST', jar: lawyer.jar, body }), m));
  await entry({ kind: 'UPDATE', body: 'The complaint was filed today.' });
  const privateNote = 'Private note 9M3W: the client may settle';
  await entry({ kind: 'UPDATE', body: privateNote, shared: false });
  const form = new FormData();
  form.append('file', new File([PDF], 'complaint.pdf'));
  form.append('body', 'The complaint as filed');
  const file = await ok(addMatterFile(apiRequest(`/api/v1/matters/${id}/files`, { method: 'POST', jar: lawyer.jar, body: form }), m));
  const hearing = await ok(
    addHearing(
      apiRequest(`/api/v1/matters/${id}/hearings`, {
        method: 'POST',
        jar: lawyer.jar,
        body: { starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(), court: 'RTC Quezon City', branch: 'Branch 81' },
      }),
      m,
    ),
  );
  const noticeForm = new FormData();
  noticeForm.append('file', new File([PDF], 'notice-of-hearing.pdf'));
  const notice = await ok(
    uploadNotice(apiRequest(`/api/v1/matters/${id}/notices`, { method: 'POST', jar: lawyer.jar, body: noticeForm }), m),
  );
  return {
    id,
    fileId: (file.file as { _id: string })._id,
    hearingId: hearing._id as string,
    privateNote,
    noticeEntryId: notice.entry_id as string,
  };
}

export function jarOf(world: World, role: Role) {
  return role === 'visitor' ? undefined : world.users[role].jar;
}

/** Who could legitimately call a route: the guard in its handler says (handlerReads' session). */
export function actingRole(template: string, session: string): Exclude<Role, 'visitor'> {
  if (session === 'lawyer') return 'lawyer';
  if (session === 'admin') return 'admin';
  if (template.includes('/dev/mailbox')) return 'admin';
  return 'customer';
}
