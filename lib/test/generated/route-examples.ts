// Test helper (not a test): one valid body per route that takes one, and the schema that judges it,
// for the generated suites. A route missing here is still covered (transport-level hostile input,
// bad parameters, forged sessions); an example adds field-by-field mutations of a valid request.
import { accountLanguageSchema } from '@/lib/validation/language';
import { createPaymentLinkSchema, payerDetailsSchema } from '@/lib/validation/payment-links';
import { decideCallGuestSchema, inviteCallGuestSchema } from '@/lib/validation/call-guests';
import { accountCallModeSchema } from '@/lib/validation/call';
import type { z } from 'zod';
import {
  accountSettingsSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendVerificationByEmailSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInSchema,
  tokenSchema,
} from '@/lib/validation/auth';
import { customerSignUpSchema } from '@/lib/validation/sign-up';
import { serviceOffersSchema } from '@/features/services/validation/service-orders';
import { blockerSchema } from '@/lib/validation/blockers';
import { notaryOfferSchema } from '@/lib/validation/notary-offer';
import { bookNotaryAppointmentSchema, inPersonOutcomeSchema } from '@/lib/validation/notary-appointment';
import { notificationPreferenceSchema } from '@/lib/validation/notification-preferences';
import { accountPhoneSchema, smsInboundSchema, verifyPhoneSchema } from '@/lib/validation/phone';
import { calendarImportBodySchema } from '@/lib/validation/calendar-sync';
import { attendanceReportBodySchema, callEventSchema, leaveCallSchema } from '@/lib/validation/call';
import {
  availabilitySchema,
  awardSchema,
  awardsPutSchema,
  bankingInfoSchema,
  basicInfoSchema,
  educationSchema,
  educationUpdateSchema,
  visibilitySchema,
  workExperienceSchema,
  workExperienceUpdateSchema,
} from '@/lib/validation/lawyer-profile';
import {
  cancelSchema,
  commentSchema,
  createMeetingSchema,
  rescheduleSchema,
  reviewSchema,
  reviewUpdateSchema,
} from '@/lib/validation/meetings';
import { notaryProfileSchema, notaryVisibilitySchema } from '@/lib/validation/notary';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/validation/notifications';
import {
  acceptProposalSchema,
  addWorkItemMeetingSchema,
  additionalServiceSchema,
  createWorkItemSchema,
  purchaseServiceSchema,
  rescheduleWorkItemMeetingSchema,
  scheduleWorkItemMeetingSchema,
  updateWorkItemSchema,
} from '@/lib/validation/work-items';
import { TERMS } from '@/lib/test/fixtures/work-items';
import {
  assessmentSchema,
  claimRequestSchema,
  declarationSchema,
  legalAidBookingSchema,
  legalAidOfferSchema,
  legalAidQuestionSchema,
} from '@/features/legal-aid/validation/legal-aid';
import { LETTER_TERMS } from '@/lib/test/fixtures/letters';
import { demandLetterOrder } from '@/lib/test/fixtures/service-orders';
import {
  deliveryFieldsSchema,
  serviceDeclineSchema,
  serviceOrderSchema,
  serviceRevisionSchema,
} from '@/features/services/validation/service-orders';
import { letterCodeSchema, letterTermsSchema, signLetterSchema } from '@/lib/validation/engagement-letters';
import { sandboxActionSchema } from '@/lib/validation/payments';
import { disputeAnswerSchema, disputeDecisionSchema } from '@/features/services/validation/service-orders';
import {
  createPayoutBatchSchema,
  dismissReportSchema,
  moderationSchema,
  payoutPaidSchema,
  refundDecisionSchema,
  refundSchema,
  reportSchema,
  verificationDecisionSchema,
  suspensionSchema,
} from '@/lib/validation/admin';
import { emailWhereToStartSchema } from '@/features/where-to-start/validation/where-to-start';
import { lineDecisionSchema } from '@/features/legal-aid/validation/legal-aid-hours';
import {
  createQuestionSchema,
  declineQuestionSchema,
  followUpSchema,
  questionMessageSchema,
  questionPriceSchema,
  questionReviewSchema,
  takeQuestionSchema,
  updateQuestionSchema,
} from '@/features/questions/validation/written-question';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { manilaDay } from '@/lib/test/fixtures/blockers';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import {
  closeMatterSchema,
  editMatterSchema,
  entryFileFieldsSchema,
  matterNudgeInputSchema,
  newEntrySchema,
  openMatterSchema,
} from '@/features/matters/validation/matters';
import type { World } from './world';
import { claimStepInputSchema, moneyClaimIntakeSchema } from '@/features/money-claims/validation/money-claims';
import { neighbourIntake } from '@/lib/db/seed/demo-money-claims';

export type Example = { body: Record<string, unknown>; schema: z.ZodType };

const ABOUT = 'I help families and small businesses in Metro Manila with land titles, leases, collection cases and estate settlement. '
  .repeat(3)
  .trim();
const PASSWORDS = { password: 'Harbour2026', confirm_password: 'Harbour2026' };

/** Keyed by "METHOD /api/v1/template". */
export function routeExamples(world: World): Record<string, Example> {
  const { ids } = world;
  const blocker = { kind: 'all_day', start_date: manilaDay(12), end_date: manilaDay(12), title: 'Hearing', notes: 'Room 3' };
  const education = {
    school: 'University of the Philippines',
    degree: 'Juris Doctor',
    start_year: 2010,
    end_year: 2014,
    honours: 'cum laude',
  };
  const work = {
    title: 'Associate',
    organization: 'Reyes & Co.',
    location: 'Makati',
    start_year: 2015,
    end_year: 2018,
    description: 'Litigation',
  };
  const award = { title: 'Pro bono award', description: 'For legal aid work', year: 2021 };
  return {
    'PUT /api/v1/auth/account/settings': { body: { first_name: 'Ana', last_name: 'Cruz' }, schema: accountSettingsSchema },
    'PUT /api/v1/auth/account/phone': { body: { phone: '0917 123 4567' }, schema: accountPhoneSchema },
    'PUT /api/v1/auth/account/language': { body: { language: 'fil' }, schema: accountLanguageSchema },
    'PUT /api/v1/auth/account/call-mode': { body: { mode: 'saver' }, schema: accountCallModeSchema },
    'POST /api/v1/auth/account/phone/verify': { body: { code: '123456' }, schema: verifyPhoneSchema },
    'PUT /api/v1/auth/account/notification-preferences': {
      body: { kind: 'meeting_reminder', channel: 'sms', enabled: false },
      schema: notificationPreferenceSchema,
    },
    'POST /api/v1/sms/inbound': { body: { from: '639171234567', message: 'STOP' }, schema: smsInboundSchema },
    'POST /api/v1/auth/change-password': { body: { current_password: 'Whatever2026', ...PASSWORDS }, schema: changePasswordSchema },
    'POST /api/v1/auth/reset-password/email': { body: { email: 'someone@example.com' }, schema: forgotPasswordSchema },
    'POST /api/v1/auth/reset-password': { body: { token: 'a-token', ...PASSWORDS }, schema: resetPasswordSchema },
    'POST /api/v1/auth/signin': { body: { email: 'someone@example.com', password: 'Harbour2026' }, schema: signInSchema },
    'POST /api/v1/auth/signin/link': { body: { email: 'someone@example.com' }, schema: signInLinkSchema },
    'POST /api/v1/auth/signin/link/consume': { body: { token: 'a-token' }, schema: tokenSchema },
    'POST /api/v1/auth/signup': {
      body: { first_name: 'Ana', last_name: 'Cruz', email: 'new.person@example.com', ...PASSWORDS, accept_terms: true },
      schema: customerSignUpSchema,
    },
    'POST /api/v1/auth/verify-email': { body: { token: 'a-token' }, schema: tokenSchema },
    // The body is optional (a link leading on to callback_url): {} is a valid request.
    'POST /api/v1/auth/verify-email/send': { body: { callback_url: '/customer-portal' }, schema: resendVerificationSchema },
    'POST /api/v1/auth/verify-email/resend': {
      body: { email: 'someone@example.com', callback_url: '/customer-portal' },
      schema: resendVerificationByEmailSchema,
    },
    'POST /api/v1/auth/verify-ibp': { body: { token: 'a-token' }, schema: tokenSchema },
    'POST /api/v1/blockers': { body: blocker, schema: blockerSchema },
    'PUT /api/v1/blockers/[id]': { body: blocker, schema: blockerSchema },
    'PUT /api/v1/lawyers/profile/availability': {
      body: {
        daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          available: weekday >= 1 && weekday <= 5,
          start_time: '09:00',
          end_time: '17:00',
        })),
        notice_time: 120,
        services: [
          { duration: 30, price: 800_00 },
          { duration: 60, price: 1500_00 },
        ],
      },
      schema: availabilitySchema,
    },
    'POST /api/v1/lawyers/profile/awards': { body: award, schema: awardSchema },
    'PUT /api/v1/lawyers/profile/awards': { body: { _id: ids.awardId, ...award }, schema: awardsPutSchema },
    // Issue 60: the customer's question, offered to the lawyer (the world's).
    'POST /api/v1/questions': {
      body: { lawyer_id: world.users.lawyer.id, problem: 0, facts: 'A neighbour built on our lot.', other_parties: ['Ana Reyes'] },
      schema: createQuestionSchema,
    },
    'PUT /api/v1/questions/[id]': { body: { wants: 'Can I make them remove the fence?', pool_ok: true }, schema: updateQuestionSchema },
    'POST /api/v1/questions/[id]/take': { body: { scope_statement_version: SCOPE_STATEMENT_VERSION }, schema: takeQuestionSchema },
    'POST /api/v1/questions/[id]/decline': { body: { reason: 'conflict' }, schema: declineQuestionSchema },
    'POST /api/v1/questions/[id]/answer': { body: { body: 'Yes: first send a demand letter.' }, schema: questionMessageSchema },
    'POST /api/v1/questions/[id]/follow-up': { body: { body: 'And if they ignore the letter?' }, schema: followUpSchema },
    'POST /api/v1/questions/[id]/follow-up-answer': { body: { body: 'Then file a case for recovery.' }, schema: questionMessageSchema },
    'POST /api/v1/questions/[id]/review': { body: { rating: 5, comment: 'A clear answer, in plain words.' }, schema: questionReviewSchema },
    'PUT /api/v1/lawyers/profile/question-price': { body: { price_centavos: 150_000 }, schema: questionPriceSchema },
    // Issue 62: the customer orders the lawyer's demand letter (the world's offer); the order's steps.
    'POST /api/v1/service-orders': { body: demandLetterOrder(world.users.lawyer.id), schema: serviceOrderSchema },
    'POST /api/v1/service-orders/[id]/decline': { body: { reason: 'A conflict of interest.' }, schema: serviceDeclineSchema },
    'POST /api/v1/service-orders/[id]/revision': { body: { note: 'Add the date of the promise.' }, schema: serviceRevisionSchema },
    'POST /api/v1/service-orders/[id]/deliveries': { body: { note: 'The demand letter.' }, schema: deliveryFieldsSchema },
    'POST /api/v1/work-items': { body: { ...TERMS, customer_id: world.users.customer.id }, schema: createWorkItemSchema },
    'PUT /api/v1/work-items/[id]': { body: { status: 'REJECTED', reason: 'Too expensive' }, schema: updateWorkItemSchema },
    'POST /api/v1/work-items/[id]/accept-proposal': { body: { revision: 1 }, schema: acceptProposalSchema },
    'POST /api/v1/work-items/[id]/letter': { body: { ...LETTER_TERMS, work_item_revision: 1 }, schema: letterTermsSchema },
    'POST /api/v1/work-items/[id]/letter/code': { body: { version: 1, channel: 'email' }, schema: letterCodeSchema },
    'POST /api/v1/work-items/[id]/letter/sign': {
      body: { version: 1, typed_name: 'Maria Santos', consent: true, code: '123456' },
      schema: signLetterSchema,
    },
    'POST /api/v1/work-items/[id]/additional-services': {
      body: { title: 'Appeal brief', price: 1_200_000 },
      schema: additionalServiceSchema,
    },
    'PUT /api/v1/work-items/[id]/additional-services/purchase': {
      body: { additional_service_id: '00000000-0000-4000-8000-000000000001' },
      schema: purchaseServiceSchema,
    },
    'POST /api/v1/work-items/[id]/meetings': { body: { title: 'Strategy call', duration: 60 }, schema: addWorkItemMeetingSchema },
    'PUT /api/v1/work-items/[id]/meetings/create': {
      body: { work_item_meeting_id: '00000000-0000-4000-8000-000000000002', start_time: manilaSlot(6, 10) },
      schema: scheduleWorkItemMeetingSchema,
    },
    'PUT /api/v1/work-items/[id]/meetings/[meetingId]': {
      body: { start_time: manilaSlot(6, 11) },
      schema: rescheduleWorkItemMeetingSchema,
    },
    'POST /api/v1/work-item/[id]/comment': { body: { comment: 'Thank you.' }, schema: commentSchema },
    'PUT /api/v1/work-item/[id]/comment/[commentId]': { body: { comment: 'Thank you again.' }, schema: commentSchema },
    'PUT /api/v1/notary-public': {
      body: {
        commission_number: 'M-2026-114',
        commissioning_court: 'Office of the Executive Judge, RTC of Makati City',
        territory: 'Makati City',
        commission_expires_on: `${new Date().getFullYear() + 1}-12-31`,
        roll_number: '65432',
        ibp_number: 'IBP-2019-1234',
        ptr_number: 'PTR 5123456',
        mcle_number: 'VIII-0012345',
        office_address: '12 Ayala Ave',
        city_slug: 'makati',
        office_days: [1, 2, 3, 4, 5],
        opens_at: '09:00',
        closes_at: '17:00',
        phone: '0917 123 4567',
        email: 'office@example.com',
        services: ['jurat'],
        fees_note: 'By quote',
      },
      schema: notaryProfileSchema,
    },
    'PUT /api/v1/notary-public/toggle-visibility': { body: { is_public: true }, schema: notaryVisibilitySchema },
    'PUT /api/v1/notary-public/offer': {
      body: {
        takes_bookings: false,
        pay_at_office: true,
        offers: [{ service: 'jurat', fee_pesos: 300, duration_minutes: 15, checklist: ['government-id', 'unsigned-document'] }],
      },
      schema: notaryOfferSchema,
    },
    'POST /api/v1/notary-public/appointment': {
      body: { notary_id: '00000000-0000-4000-8000-000000000043', service: 'jurat', start_time: manilaSlot(5, 14), pay_at_office: true },
      schema: bookNotaryAppointmentSchema,
    },
    'POST /api/v1/lawyers/profile/banking-info': {
      body: { provider_bank_id: 'BNORPHMM', account_name: 'Maria Reyes', account_number: '001234567890' },
      schema: bankingInfoSchema,
    },
    'POST /api/v1/lawyers/profile/basic-info': {
      body: {
        first_name: 'Maria',
        last_name: 'Reyes',
        display_name: 'Maria Reyes',
        about: ABOUT,
        quote: 'Justice delayed is justice denied.',
        roll_number: '65432',
        ibp_number: 'IBP-2019-1234',
        office_address: '12 Ayala Ave, Makati',
        city: 'Makati',
        region: 'Central Visayas (VII)',
        bar_year: 2015,
        languages: ['English', 'Tagalog'],
        areas: ['labor'],
        legal_problems: [33],
        specializations: ['Labor disputes'],
        law_firm: '',
      },
      schema: basicInfoSchema,
    },
    'PUT /api/v1/lawyers/profile/calendars/import': {
      body: { url: 'https://calendar.example.com/busy.ics' },
      schema: calendarImportBodySchema,
    },
    'POST /api/v1/lawyers/profile/education': { body: education, schema: educationSchema },
    'PUT /api/v1/lawyers/profile/education': { body: { _id: ids.educationId, ...education }, schema: educationUpdateSchema },
    'POST /api/v1/lawyers/profile/visibility': { body: { is_public: true }, schema: visibilitySchema },
    'POST /api/v1/lawyers/profile/work-experience': { body: work, schema: workExperienceSchema },
    'PUT /api/v1/lawyers/profile/work-experience': { body: { _id: ids.workId, ...work }, schema: workExperienceUpdateSchema },
    'PUT /api/v1/meeting/[id]/in-person-outcome': { body: { outcome: 'ATTENDED' }, schema: inPersonOutcomeSchema },
    'PUT /api/v1/meeting/[id]/cancel': { body: { reason: 'Conflict' }, schema: cancelSchema },
    'PUT /api/v1/meeting/[id]/comment/[commentId]': { body: { comment: 'Edited' }, schema: commentSchema },
    'POST /api/v1/meeting/[id]/comment': { body: { comment: 'Hello' }, schema: commentSchema },
    'POST /api/v1/meeting/[id]/events': { body: { kind: 'media', audio: true, video: false }, schema: callEventSchema },
    'POST /api/v1/meeting/video/[id]': { body: { hangup: true }, schema: leaveCallSchema },
    'POST /api/v1/meeting/[id]/attendance': { body: { conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c' }, schema: attendanceReportBodySchema },
    'POST /api/v1/meeting/[id]/guest': { body: { name: 'Rosa Cruz' }, schema: inviteCallGuestSchema },
    'PUT /api/v1/meeting/[id]/guest': { body: { action: 'remove' }, schema: decideCallGuestSchema },
    'PUT /api/v1/meeting/[id]/reschedule': {
      body: { start_time: manilaSlot(6, 10), reason: 'Travel', details: 'Back on Monday' },
      schema: rescheduleSchema,
    },
    'PUT /api/v1/lawyers/profile/services': {
      body: {
        offers: [
          { service_type: 'DEMAND_LETTER', price_pesos: 4_500, turnaround_days: 3 },
          { service_type: 'CONTRACT_REVIEW', price_pesos: 6_000, turnaround_days: 5 },
        ],
      },
      schema: serviceOffersSchema,
    },
    'PUT /api/v1/lawyers/profile/legal-aid': {
      body: { enabled: true, weekly_slots: [{ weekday: 3, start_minute: 600 }], written_per_month: 2 },
      schema: legalAidOfferSchema,
    },
    'PUT /api/v1/legal-aid/declaration': {
      body: {
        household_size: 4,
        monthly_income_pesos: 8000,
        income_source: 'Laundry work',
        property: 'None',
        reason: 'No savings for a lawyer',
        agrees_to_assessment: true,
      },
      schema: declarationSchema,
    },
    'POST /api/v1/legal-aid/bookings': {
      body: {
        lawyer_id: world.users.lawyer.id,
        start_time: manilaSlot(5, 10),
        call_type: 'VIDEO',
        problem: 8,
        subject: 'Unpaid wages',
        description: 'Three months unpaid',
      },
      schema: legalAidBookingSchema,
    },
    'POST /api/v1/legal-aid/questions': {
      body: {
        problem: 8,
        facts: 'Two months of wages unpaid',
        wants: 'Where do I file?',
        other_parties: ['Sari-Sari Trading Corp.'],
        language: 'en',
      },
      schema: legalAidQuestionSchema,
    },
    'POST /api/v1/legal-aid/requests/[id]/claim': {
      body: { scope_statement_version: 'cpra-iii-35-v1' },
      schema: claimRequestSchema,
    },
    'POST /api/v1/legal-aid/requests/[id]/assessment': {
      body: { decision: 'DECLINED', reason: 'income-above', note: 'Two earners' },
      schema: assessmentSchema,
    },
    'POST /api/v1/meeting': {
      body: {
        lawyer_id: world.users.lawyer.id,
        duration: 30,
        call_type: 'VIDEO',
        start_time: manilaSlot(5, 14),
        subject: 'Land title',
        description: 'Boundary dispute',
      },
      schema: createMeetingSchema,
    },
    'POST /api/v1/notifications/push/subscribe': {
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/example', keys: { p256dh: 'BKey', auth: 'Auth' } },
      schema: pushSubscriptionSchema,
    },
    'DELETE /api/v1/notifications/push/unsubscribe': { body: { endpoint: ids.endpoint }, schema: pushUnsubscribeSchema },
    'POST /api/v1/payments/sandbox/[sessionId]': { body: { action: 'cancel', method: 'gcash' }, schema: sandboxActionSchema },
    'POST /api/v1/payment-links': { body: { payment_id: ids.paymentId }, schema: createPaymentLinkSchema },
    'POST /api/v1/pay/[token]': { body: { name: 'Maria Santos', email: 'maria@example.com' }, schema: payerDetailsSchema },
    'POST /api/v1/pay/[token]/sandbox': { body: { action: 'cancel', method: 'gcash' }, schema: sandboxActionSchema },
    'PATCH /api/v1/review/[id]': { body: { rating: 5, comment: 'Even better' }, schema: reviewUpdateSchema },
    'POST /api/v1/review': { body: { meeting_id: ids.pastMeetingId, rating: 5, comment: 'Thanks' }, schema: reviewSchema },
    'POST /api/v1/reports': {
      body: { target_type: 'review', target_id: ids.reviewId, reason: 'Advertises another service.' },
      schema: reportSchema,
    },
    'POST /api/v1/where-to-start/email': {
      body: { answers: 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure' },
      schema: emailWhereToStartSchema,
    },
    'PUT /api/v1/admin/verifications/[lawyerId]': {
      body: { decision: 'reject', reason: 'The IBP ID is blurred.' },
      schema: verificationDecisionSchema,
    },
    'PUT /api/v1/admin/users/[userId]/suspension': {
      body: { suspended: true, reason: 'Impersonates another lawyer.' },
      schema: suspensionSchema,
    },
    'PUT /api/v1/admin/legal-aid/services/[id]': {
      body: { decision: 'reject', note: 'The client’s account was opened the hour before the answer.' },
      schema: lineDecisionSchema,
    },
    'PUT /api/v1/admin/reports/[id]': { body: { status: 'DISMISSED', reason: 'Nothing wrong with it.' }, schema: dismissReportSchema },
    'PUT /api/v1/admin/moderation/[kind]/[id]': { body: { hidden: true, reason: 'Advertising is not allowed.' }, schema: moderationSchema },
    'PUT /api/v1/admin/payments/[id]/refund': { body: { reference: 'GCASH-REF-1', note: 'Returned.' }, schema: refundSchema },
    'POST /api/v1/admin/payments/[id]/refunds': { body: { reason: 'The client was charged twice.' }, schema: refundDecisionSchema },
    'POST /api/v1/service-orders/[id]/dispute/answer': {
      body: { text: 'The client gave me that name in the intake.' },
      schema: disputeAnswerSchema,
    },
    'POST /api/v1/admin/disputes/[disputeId]/decision': {
      body: { outcome: 'PARTIAL', refund_pesos: 1500, reason: 'The debtor’s name was wrong.' },
      schema: disputeDecisionSchema,
    },
    'POST /api/v1/admin/payouts': { body: { payment_ids: [world.ids.paymentId] }, schema: createPayoutBatchSchema },
    'PUT /api/v1/admin/payouts/[id]/paid': { body: { reference: 'BDO-BULK-0001', note: 'Sent in one run.' }, schema: payoutPaidSchema },
    // Issue 64, the matter the lawyer opened from the completed consultation.
    'POST /api/v1/matters': {
      body: { source_kind: 'MEETING', source_id: ids.pastMeetingId, title: 'Recovery of the lot' },
      schema: openMatterSchema,
    },
    'PATCH /api/v1/matters/[id]': { body: { court: 'RTC Branch 12, Quezon City' }, schema: editMatterSchema },
    'POST /api/v1/matters/[id]/entries': { body: { kind: 'COMMENT', body: 'Noted, thank you.' }, schema: newEntrySchema },
    'POST /api/v1/matters/[id]/files': { body: { body: 'The receipt' }, schema: entryFileFieldsSchema },
    'POST /api/v1/matters/[id]/close': { body: { reason: 'The case was settled.' }, schema: closeMatterSchema },
    'PUT /api/v1/lawyers/profile/matter-nudge': { body: { days: 45 }, schema: matterNudgeInputSchema },
    // Issue 75: a claim opened from the intake; its demand recorded as sent.
    'POST /api/v1/money-claims': { body: neighbourIntake(), schema: moneyClaimIntakeSchema },
    'POST /api/v1/money-claims/[id]/steps': { body: { step: 'demand', outcome: 'DONE', on: '2026-11-20' }, schema: claimStepInputSchema },
  };
}
