'use client';

import { useT } from '@/lib/i18n/client';
import type { MeetingDto } from '@/lib/dto/meeting';

const TONES: Record<MeetingDto['status'], string> = {
  PAYMENT_PENDING: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-primary-100 text-primary-800',
  COMPLETED: 'bg-slate-200 text-slate-800',
  CANCELLED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-slate-200 text-slate-700',
  PAYMENT_FAILED: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: MeetingDto['status'] }) {
  const t = useT('meetings');
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{t(`status.${status}`)}</span>;
}
