// GET  /api/v1/meeting/{id}/guest – the meeting's invited guest (either party)
// POST /api/v1/meeting/{id}/guest – the client invites one person to the call (issue 63 item 5), optionally by e-mail
// PUT  /api/v1/meeting/{id}/guest – the lawyer admits the waiting guest, or removes them (the link stops working)
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer, requireLawyer, requireUser } from '@/lib/server/auth/require-user';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { getMeetingGuest } from '@/lib/server/calls/call-guests';
import { decideGuest, inviteGuest } from '@/lib/server/calls/guest-call';
import { decideCallGuestSchema, inviteCallGuestSchema } from '@/lib/validation/call-guests';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getMeetingGuest(user.id, (await params).id);
});

export const POST = route<{ id: string }>(async (req, { params }) => {
  const customer = await requireCustomer(req);
  const { id } = await params;
  const input = await readJson(req, inviteCallGuestSchema);
  return inviteGuest(customer, id, input, input.language ?? (await languageOf(customer.id)));
});

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  const { action } = await readJson(req, decideCallGuestSchema);
  return decideGuest(lawyer.id, id, action);
});
