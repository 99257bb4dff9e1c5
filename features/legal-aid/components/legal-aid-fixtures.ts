// Test data (not a test) for the legal-aid suites: a request as its client or lawyer reads it.
import type { LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';

/** A free consultation of Lorna Bautista with Atty. Ana Reyes, waiting for the assessment; `over` changes it. */
export const legalAidRequest = (over: Partial<LegalAidRequestDto> = {}): LegalAidRequestDto => ({
  _id: '66666666-6666-4666-8666-666666666666',
  kind: 'CONSULTATION',
  status: 'AWAITING_ASSESSMENT',
  problem: 10,
  area: 'labor',
  client: { _id: '77777777-7777-4777-8777-777777777777', first_name: 'Lorna', last_name: 'Bautista' },
  lawyer: { _id: '11111111-1111-4111-8111-111111111111', name: 'Ana Reyes' },
  meeting_id: '33333333-3333-4333-8333-333333333333',
  start_time: '2030-03-04T01:00:00.000Z',
  question_id: null,
  other_parties: [],
  facts: null,
  wants: null,
  decline_reason: null,
  decline_note: null,
  assessed_at: null,
  assessed_by: null,
  created_at: '2030-03-01T01:00:00.000Z',
  declaration: null,
  allowed: ['cancel'],
  ...over,
});
