// The notary's profile (spec §3 "Notary profile": picture_url, notarial_commission_doc_url, is_public).

/** The public view of a notary profile; the commission document stays private. */
export type PublicNotary = {
  _id: string;
  display_name: string;
  picture_url: string | null;
  commission_number: string | null;
  /** YYYY-MM-DD; commissions end on 31 December of their second year. */
  commission_expires_on: string | null;
  commissioning_court: string | null;
  territory: string | null;
  roll_number: string | null;
  ibp_number: string | null;
  ptr_number: string | null;
  mcle_number: string | null;
  office_address: string | null;
  city: string | null;
  city_slug: string | null;
  region: string | null;
  phone: string | null;
  email: string | null;
  /** "Monday to Friday, 9:00 AM – 5:00 PM", made from office_days and the two times. */
  office_hours: string | null;
  office_days: number[];
  opens_at: string | null;
  closes_at: string | null;
  /** Service slugs (lib/reference/notary-services). */
  services: string[];
  fees_note: string | null;
  /** The notary's lawyer profile when it is listed and bookable (an online consultation, not a notarization). */
  lawyer_id: string | null;
};

export type NotaryCity = { slug: string; name: string; region: string | null; notaries: number };

/** What a notary profile still needs before it can be public (the editor's checklist). */
export type NotaryMissingItem =
  | 'commission_number'
  | 'commissioning_court'
  | 'territory'
  | 'commission_expires_on'
  | 'roll_number'
  | 'ibp_number'
  | 'ptr_number'
  | 'mcle_number'
  | 'office_address'
  | 'city'
  | 'office_hours'
  | 'phone'
  | 'services'
  | 'picture'
  | 'commission_doc'
  | 'ibp_verified';

/** GET /api/v1/notary-public/private: the owner's own profile (an unsaved draft before the first save). */
export type NotaryPrivateProfile = Omit<PublicNotary, '_id' | 'lawyer_id'> & {
  _id: string | null;
  notarial_commission_doc_url: string | null;
  notarial_commission_doc_name: string | null;
  is_public: boolean;
  /** The lawyer's IBP membership has been verified (a notary must be a lawyer in good standing). */
  ibp_verified: boolean;
  /** Empty when the profile could be public. */
  missing: NotaryMissingItem[];
  /** The commission's last day has passed (Manila time): it cannot be public until renewed. */
  lapsed: boolean;
  /** Public, complete, commissioned and not hidden by moderation: shown on the public pages now. */
  listed: boolean;
  /** Set when an admin hid the profile (moderation): the reason the notary was told. */
  hidden_reason?: string | null;
};

/** Every save answers with the stored profile. */
export type NotarySaveResponse<T = unknown> = { data: T; profile: NotaryPrivateProfile };
