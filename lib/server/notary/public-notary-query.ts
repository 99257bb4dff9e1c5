import 'server-only';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { PublicNotary } from '@/lib/dto/notary';

const n = t.notaryProfiles;

/** Public and still commissioned (a lapsed commission cannot notarize: 2004 Rules, Rule III). */
export const isPublicNotary = () =>
  and(eq(n.isPublic, true), or(isNull(n.commissionExpiresOn), gte(n.commissionExpiresOn, sql`current_date`)));

export const publicNotaryColumns = {
  id: n.id, displayName: n.displayName, pictureUrl: n.pictureUrl, commissionNumber: n.commissionNumber,
  commissionExpiresOn: n.commissionExpiresOn, commissioningCourt: n.commissioningCourt, rollNumber: n.rollNumber,
  ibpNumber: n.ibpNumber, officeAddress: n.officeAddress, city: n.city, citySlug: n.citySlug, region: n.region,
  phone: n.phone, email: n.email, officeHours: n.officeHours, services: n.services, feesNote: n.feesNote,
};

type Nullable = string | null;
export type PublicNotaryRow = {
  id: string; displayName: string; pictureUrl: Nullable; commissionNumber: Nullable; commissionExpiresOn: Nullable;
  commissioningCourt: Nullable; rollNumber: Nullable; ibpNumber: Nullable; officeAddress: Nullable; city: Nullable;
  citySlug: Nullable; region: Nullable; phone: Nullable; email: Nullable; officeHours: Nullable; services: string[]; feesNote: Nullable;
};

export function toPublicNotary(r: PublicNotaryRow): PublicNotary {
  return {
    _id: r.id, display_name: r.displayName, picture_url: r.pictureUrl, commission_number: r.commissionNumber,
    commission_expires_on: r.commissionExpiresOn, commissioning_court: r.commissioningCourt, roll_number: r.rollNumber,
    ibp_number: r.ibpNumber, office_address: r.officeAddress, city: r.city, city_slug: r.citySlug, region: r.region,
    phone: r.phone, email: r.email, office_hours: r.officeHours, services: r.services ?? [], fees_note: r.feesNote,
  };
}
