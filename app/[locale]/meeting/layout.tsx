import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';

export const metadata: Metadata = { robots: { index: false } };

/** The call area: any signed-in (verified) user, no header. Pages below repeat the check. */
export default async function MeetingLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser('/meeting');
  return (
    <QueryProvider>
      <AuthGuard serverUser={toUserDto(user)}>{children}</AuthGuard>
    </QueryProvider>
  );
}
