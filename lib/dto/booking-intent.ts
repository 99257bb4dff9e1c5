// What the sign-up detour says about the booking it started from (issues 45 and 43): rendered by the
// server from checked data — a listed lawyer's or a public notary's name from the database, a start
// that parses — never from the callback_url's text as typed.

type IntentTime = {
  start_time: string;
  /** "Tue 2 Dec, 10:00 AM (Philippine time)" */
  time_label: string;
  /** How long the time is kept while the e-mail is verified (BOOKING_HOLD_MINUTES). */
  hold_minutes: number;
};

/** A consultation: "You're booking Atty. X, <time>." */
type ConsultationIntent = IntentTime & { kind: 'consultation'; lawyer_name: string; duration: 30 | 60 };

/** A notarial appointment at the notary's office: "Your appointment with Atty. X, <service>, <time>." */
export type NotaryIntent = IntentTime & {
  kind: 'notary';
  /** The notary's public name as their page shows it ("Atty. Mara Cruz"). */
  lawyer_name: string;
  /** The service's slug; the note says it in the page's language. */
  service: string;
  duration_minutes: number;
};

export type BookingIntent = ConsultationIntent | NotaryIntent;
