// The public view of a notary profile (spec §3 "Notary profile"; the commission document stays private).
export type PublicNotary = {
  _id: string;
  display_name: string;
  picture_url: string | null;
  commission_number: string | null;
  /** YYYY-MM-DD; commissions end on 31 December of their second year. */
  commission_expires_on: string | null;
  commissioning_court: string | null;
  roll_number: string | null;
  ibp_number: string | null;
  office_address: string | null;
  city: string | null;
  city_slug: string | null;
  region: string | null;
  phone: string | null;
  email: string | null;
  office_hours: string | null;
  services: string[];
  fees_note: string | null;
};

export type NotaryCity = { slug: string; name: string; region: string | null; notaries: number };
