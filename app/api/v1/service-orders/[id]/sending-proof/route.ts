// POST /api/v1/service-orders/{id}/sending-proof – the lawyer attaches the proof of sending the letter (multipart: files 1–5)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { attachSendingProof } from '@/features/services/server/orders/deliveries';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return Response.json(await attachSendingProof(user.id, (await params).id, req), { status: 201 });
});
