// What the sign-up detour says about the booking it started from (issue 45): rendered by the server
// from checked data — a listed lawyer's name from the database, a start that parses — never from the
// callback_url's text as typed.

export type BookingIntent = {
  lawyer_name: string;
  start_time: string;
  duration: 30 | 60;
  /** "Tue 2 Dec, 10:00 AM (Philippine time)" */
  time_label: string;
  /** How long the slot is kept while the e-mail is verified (BOOKING_HOLD_MINUTES). */
  hold_minutes: number;
};
