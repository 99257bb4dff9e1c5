import 'server-only';
import { firmViewSchema } from '@/lib/dto/firms';
import { answerFirmInvitationSchema, createFirmSchema, inviteFirmMemberSchema } from '@/lib/validation/firms';
import { del, get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 61 item 4: a firm of lawyers whose admin sees the members' legal-aid totals for their ULAS reports.
const T = 'Legal aid';

export const firmOperations: ApiOperation[] = [
  get(
    '/api/v1/lawyers/profile/firm',
    "The lawyer's firm, their invitations and, for its admin, each member's legal-aid minutes this period",
    T,
    'session',
    {
      response: firmViewSchema,
    },
  ),
  post('/api/v1/lawyers/profile/firm', 'A lawyer in no firm starts one and is its admin', T, 'session', {
    json: createFirmSchema,
    response: firmViewSchema,
    success: { status: 201, description: 'The firm was created' },
  }),
  post('/api/v1/lawyers/profile/firm/members', "The firm's admin invites a lawyer by their account's e-mail", T, 'session', {
    json: inviteFirmMemberSchema,
    response: firmViewSchema,
  }),
  del(
    '/api/v1/lawyers/profile/firm/members/{lawyerId}',
    'The admin removes a member or an invitation; a member leaves by naming themselves',
    T,
    'session',
    {
      params: { lawyerId: uuidParam('Lawyer id') },
      response: firmViewSchema,
    },
  ),
  post('/api/v1/lawyers/profile/firm/invitations/{firmId}', 'The invited lawyer accepts or declines', T, 'session', {
    params: { firmId: uuidParam('Firm id') },
    json: answerFirmInvitationSchema,
    response: firmViewSchema,
  }),
];
