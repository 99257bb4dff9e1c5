import 'server-only';
import { joinWindow } from '@/lib/rules/join-window';
import { mapSearchUrl } from '@/lib/format/map-link';
import type { MeetingDto, MeetingOutcome, MeetingStatus } from '@/lib/dto/meeting';

export type MeetingRow = {
  id: string;
  start_at: Date | string;
  end_at: Date | string;
  duration_minutes: number;
  call_type: 'VIDEO' | 'PHONE';
  status: MeetingStatus;
  outcome: MeetingOutcome | null;
  /** When the settlement decided the meeting (a call both parties left: at once); it closes the join window. */
  settled_at: Date | string | null;
  subject: string;
  description: string | null;
  price_centavos: number;
  hold_expires_at: Date | string | null;
  work_item_id: string | null;
  lawyer_id: string;
  lawyer_name: string;
  lawyer_picture: string | null;
  customer_id: string;
  customer_first: string;
  customer_last: string;
  customer_picture: string | null;
  unread: number | string;
  /** The notarial appointment's side row (issue 43); null for a consultation. */
  na_service?: string | null;
  na_address?: string | null;
  na_city?: string | null;
  na_checklist?: string[] | null;
  na_pay_at_office?: boolean | null;
  na_has_draft?: boolean | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A held meeting whose hold ran out counts as expired even before the scheduler flips it. */
function effectiveStatus(status: MeetingStatus, holdExpiresAt: Date | string | null, now = new Date()): MeetingStatus {
  if (status === 'PAYMENT_PENDING' && holdExpiresAt && new Date(holdExpiresAt).getTime() <= now.getTime()) return 'EXPIRED';
  return status;
}

export function toMeetingDto(row: MeetingRow, viewerId: string): MeetingDto {
  const window = joinWindow(new Date(row.start_at), new Date(row.end_at), row.settled_at ? new Date(row.settled_at) : null);
  return {
    _id: row.id,
    start_time: iso(row.start_at),
    end_time: iso(row.end_at),
    join_opens_at: window.opensAt.toISOString(),
    join_closes_at: window.closesAt.toISOString(),
    duration: row.duration_minutes,
    call_type: row.call_type,
    status: effectiveStatus(row.status, row.hold_expires_at),
    outcome: row.outcome ?? null,
    subject: row.subject,
    description: row.description,
    price: row.price_centavos,
    currency: 'PHP',
    hold_expires_at: row.hold_expires_at ? iso(row.hold_expires_at) : null,
    work_item_id: row.work_item_id ?? null,
    lawyer: { _id: row.lawyer_id, display_name: row.lawyer_name, picture_url: row.lawyer_picture },
    customer: { _id: row.customer_id, first_name: row.customer_first, last_name: row.customer_last, picture_url: row.customer_picture },
    role: row.customer_id === viewerId ? 'CUSTOMER' : 'LAWYER',
    unread_count: Number(row.unread),
    in_person: row.na_service
      ? {
          service: row.na_service,
          address: row.na_address ?? '',
          city: row.na_city ?? null,
          map_url: mapSearchUrl(row.na_address ?? null, row.na_city ?? null),
          checklist: row.na_checklist ?? [],
          pay_at_office: Boolean(row.na_pay_at_office),
          has_draft: Boolean(row.na_has_draft),
        }
      : null,
  };
}
