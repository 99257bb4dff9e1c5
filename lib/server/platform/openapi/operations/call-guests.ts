import 'server-only';
import { z } from 'zod';
import { callGuestSchema, guestCallSchema, guestViewSchema, meetingGuestSchema } from '@/lib/dto/call-guest';
import { okSchema } from '@/lib/dto/wire';
import { decideCallGuestSchema, inviteCallGuestSchema } from '@/lib/validation/call-guests';
import { get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 63 item 5, a relative on the call: the client invites one person, the lawyer admits or removes them; the
// guest's browser has no account (the link's token, then the cookie it gets on the first open, are the key).
const T = 'Meetings';
const id = { id: uuidParam('Meeting id') };

export const callGuestOperations: ApiOperation[] = [
  get('/api/v1/meeting/{id}/guest', "The meeting's invited guest, or null (either party)", T, 'session', {
    params: id,
    response: meetingGuestSchema,
  }),
  post(
    '/api/v1/meeting/{id}/guest',
    'The client invites one person to the call (one per meeting; again while the link is unopened: a new link replaces it), optionally mailed',
    T,
    'customer',
    { params: id, json: inviteCallGuestSchema, response: callGuestSchema },
  ),
  put(
    '/api/v1/meeting/{id}/guest',
    "The lawyer admits the waiting guest, or removes them (the guest's link and browser stop working)",
    T,
    'lawyer',
    {
      params: id,
      json: decideCallGuestSchema,
      response: callGuestSchema,
    },
  ),
  post(
    '/api/v1/call-guest/link/{token}',
    'The invited guest opens the link: the first browser gets the cookie that binds it; another browser is refused (403)',
    T,
    'token',
    {
      params: { token: z.string().meta({ description: 'The invitation token (43 characters, base64url)' }) },
      response: guestViewSchema,
    },
  ),
  get('/api/v1/call-guest', "The guest's lobby: whether the lawyer let them in (the guest's cookie)", T, 'token', {
    response: guestViewSchema,
  }),
  post('/api/v1/call-guest/call', 'The admitted guest joins the call: the parties, the relays, where the event stream starts', T, 'token', {
    response: guestCallSchema,
  }),
  post('/api/v1/call-guest/leave', 'The guest leaves the call (the call goes on for the parties)', T, 'token', {
    optionalBody: true,
    response: okSchema,
  }),
];
