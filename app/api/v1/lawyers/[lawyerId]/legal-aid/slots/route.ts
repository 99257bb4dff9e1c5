// GET /api/v1/lawyers/{lawyerId}/legal-aid/slots – a listed lawyer's free legal-aid times of the next 14 days (public; issue 61)
import { route } from '@/lib/server/platform/http';
import { freeLegalAidTimes } from '@/features/legal-aid/server/free-slots';

export const dynamic = 'force-dynamic';

export const GET = route<{ lawyerId: string }>(async (_req, ctx) => {
  const { lawyerId } = await ctx.params;
  const { timeZone, slots } = await freeLegalAidTimes(lawyerId);
  return { time_zone: timeZone, slots };
});
