import type { z } from 'zod';
import type { callGuestSchema, guestCallSchema, guestViewSchema, meetingGuestSchema } from '@/lib/dto/call-guest';
import type { okSchema } from '@/lib/dto/wire';
import { api } from './client';

// Issue 63 item 5, a relative on the call: the parties' side (invite, admit, remove) and the guest's (no account:
// the link, then the cookie the first open sets, are the key).
export const callGuestApi = {
  get: (meetingId: string) => api.get<z.infer<typeof meetingGuestSchema>>(`meeting/${meetingId}/guest`),
  invite: (meetingId: string, body: { name: string; email?: string; language?: string }) =>
    api.post<z.infer<typeof callGuestSchema>>(`meeting/${meetingId}/guest`, body),
  decide: (meetingId: string, action: 'admit' | 'remove') =>
    api.put<z.infer<typeof callGuestSchema>>(`meeting/${meetingId}/guest`, { action }),
  open: (token: string) => api.post<z.infer<typeof guestViewSchema>>(`call-guest/link/${token}`),
  poll: () => api.get<z.infer<typeof guestViewSchema>>('call-guest'),
  join: () => api.post<z.infer<typeof guestCallSchema>>('call-guest/call'),
  leave: () => api.post<z.infer<typeof okSchema>>('call-guest/leave'),
  /** While the page closes: the browser sends it even after the page is gone. */
  leaveOnUnload: () => navigator.sendBeacon('/api/v1/call-guest/leave'),
};
