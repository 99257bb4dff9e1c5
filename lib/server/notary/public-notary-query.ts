import 'server-only';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { NotaryServiceOffer, PublicNotary } from '@/lib/dto/notary';
import { mapSearchUrl } from '@/lib/format/map-link';
import { formatOfficeHours } from '@/lib/format/office-hours';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';

const n = t.notaryProfiles;

/** Today in Manila, in SQL: a commission is good through its last day, Philippine time. */
const manilaTodaySql = sql`(now() AT TIME ZONE ${DEFAULT_TIME_ZONE})::date`;

/**
 * The one rule for a notary visitors can find: public, complete (missingNotaryItems on save), not
 * hidden by moderation (admin console) and a commission whose last day has not passed — checked at query time, so a lapsed commission leaves
 * every page and the sitemap by itself (2004 Rules: a lapsed commission cannot notarize).
 */
export const isPublicNotary = () =>
  and(eq(n.isPublic, true), eq(n.isComplete, true), isNull(n.hiddenAt), gte(n.commissionExpiresOn, manilaTodaySql));

/** The notary's own lawyer profile when clients can book it (listed-lawyer rule). */
// Qualified by hand: drizzle writes a bare "user_id" in one-table selects, which the subquery would read as lp's.
const bookableLawyerId = sql<
  string | null
>`(SELECT lp.user_id FROM lawyer_profiles lp WHERE lp.user_id = notary_profiles.user_id AND ${listedLawyerSql('lp')})`;

/** The notary's appointment offers as one JSON array, in the order of the profile's services. */
export const notaryOffersSql = sql<NotaryServiceOffer[]>`COALESCE((
  SELECT jsonb_agg(jsonb_build_object('service', o.service, 'fee_centavos', o.fee_centavos,
    'duration_minutes', o.duration_minutes, 'checklist', to_jsonb(o.checklist))
    ORDER BY array_position(notary_profiles.services, o.service))
  FROM notary_service_offers o
  WHERE o.notary_id = notary_profiles.id AND o.service = ANY (notary_profiles.services)), '[]'::jsonb)`;

export const publicNotaryColumns = {
  id: n.id,
  displayName: n.displayName,
  pictureUrl: n.pictureUrl,
  commissionNumber: n.commissionNumber,
  commissionExpiresOn: n.commissionExpiresOn,
  commissioningCourt: n.commissioningCourt,
  territory: n.territory,
  rollNumber: n.rollNumber,
  ibpNumber: n.ibpNumber,
  ptrNumber: n.ptrNumber,
  mcleNumber: n.mcleNumber,
  officeAddress: n.officeAddress,
  city: n.city,
  citySlug: n.citySlug,
  region: n.region,
  phone: n.phone,
  email: n.email,
  officeDays: n.officeDays,
  opensAt: n.opensAt,
  closesAt: n.closesAt,
  services: n.services,
  feesNote: n.feesNote,
  takesBookings: n.takesBookings,
  payAtOffice: n.payAtOffice,
  offers: notaryOffersSql,
  lawyerId: bookableLawyerId,
};

type Nullable = string | null;
export type PublicNotaryRow = {
  id: string;
  displayName: string;
  pictureUrl: Nullable;
  commissionNumber: Nullable;
  commissionExpiresOn: Nullable;
  commissioningCourt: Nullable;
  territory: Nullable;
  rollNumber: Nullable;
  ibpNumber: Nullable;
  ptrNumber: Nullable;
  mcleNumber: Nullable;
  officeAddress: Nullable;
  city: Nullable;
  citySlug: Nullable;
  region: Nullable;
  phone: Nullable;
  email: Nullable;
  officeDays: number[];
  opensAt: Nullable;
  closesAt: Nullable;
  services: string[];
  feesNote: Nullable;
  takesBookings: boolean;
  payAtOffice: boolean;
  offers: NotaryServiceOffer[];
  lawyerId: Nullable;
};

export function toPublicNotary(r: PublicNotaryRow): PublicNotary {
  const days = r.officeDays ?? [];
  return {
    _id: r.id,
    display_name: r.displayName,
    picture_url: r.pictureUrl,
    commission_number: r.commissionNumber,
    commission_expires_on: r.commissionExpiresOn,
    commissioning_court: r.commissioningCourt,
    territory: r.territory,
    roll_number: r.rollNumber,
    ibp_number: r.ibpNumber,
    ptr_number: r.ptrNumber,
    mcle_number: r.mcleNumber,
    office_address: r.officeAddress,
    city: r.city,
    city_slug: r.citySlug,
    region: r.region,
    phone: r.phone,
    email: r.email,
    office_hours: formatOfficeHours(days, r.opensAt, r.closesAt, 'en') || null, // the API's summary is English (pages word office_days themselves)
    office_days: days,
    opens_at: r.opensAt,
    closes_at: r.closesAt,
    services: r.services ?? [],
    fees_note: r.feesNote,
    map_url: mapSearchUrl(r.officeAddress, r.city),
    // Bookable only with at least one offer (an offer's service dropped from the profile no longer counts).
    takes_bookings: r.takesBookings && (r.offers ?? []).length > 0,
    pay_at_office: r.payAtOffice,
    offers: r.offers ?? [],
    lawyer_id: r.lawyerId ?? null,
  };
}
