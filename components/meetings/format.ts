// Meeting display helpers shared by both portals (no zone guessing: the zone is passed in).
import { formatDayTime, formatTime } from '@/lib/format/zoned-time';
import type { MeetingDto } from '@/lib/dto/meeting';

/** Spec §2: the unread-messages indicator in singular and plural forms. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

export const STATUS_LABELS: Record<MeetingDto['status'], string> = {
  PAYMENT_PENDING: 'Awaiting payment',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  PAYMENT_FAILED: 'Payment failed',
};

export function meetingWhen(m: Pick<MeetingDto, 'start_time' | 'end_time'>, zone: string): string {
  return `${formatDayTime(m.start_time, zone)} – ${formatTime(m.end_time, zone)}`;
}

export function callLabel(m: Pick<MeetingDto, 'duration' | 'call_type'>): string {
  return `${m.duration}-minute ${m.call_type === 'PHONE' ? 'phone' : 'video'} call`;
}

export function otherParty(m: MeetingDto): { name: string; picture: string | null; first: string; last: string } {
  if (m.role === 'CUSTOMER') {
    const parts = m.lawyer.display_name.split(' ');
    return { name: `Atty. ${m.lawyer.display_name}`, picture: m.lawyer.picture_url, first: parts[0] ?? '', last: parts.at(-1) ?? '' };
  }
  return {
    name: `${m.customer.first_name} ${m.customer.last_name}`,
    picture: m.customer.picture_url,
    first: m.customer.first_name,
    last: m.customer.last_name,
  };
}

export function isUpcoming(m: Pick<MeetingDto, 'start_time'>, now = Date.now()): boolean {
  return Date.parse(m.start_time) > now;
}
