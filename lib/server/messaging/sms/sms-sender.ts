import 'server-only';
// The SMS port's types, apart from the port's choice of adapter: the adapters (semaphore.ts) implement
// them and sms-port.ts picks one, so neither imports the other both ways (issue 39: no cycle, not even type-only).
/** One text to send: E.164 number, the GSM-7 body, and whether it may not wait in the provider's queue. */
export type OutgoingSms = { to: string; body: string; priority: boolean };

/** What a provider said: accepted (its id) or refused (a short reason without the text). */
export type SmsSendResult = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

/**
 * The SMS port. Two adapters leave the building: Semaphore (SEMAPHORE_API_KEY) for Philippine numbers
 * and Twilio (TWILIO_*) for numbers abroad (issue 63); sms-port.ts picks one per number by its
 * country. With neither there is no sender and the recorded row is the message: it stays QUEUED in
 * the outbox that GET /api/v1/dev/sms shows, whatever the number's country, as mail stays in the
 * outbox without SMTP.
 */
export type SmsSender = {
  /** The adapter's name; `by-country` for the port's choice between them. */
  name: 'semaphore' | 'twilio' | 'by-country';
  /** Whether the provider reaches this number at all (Semaphore: Philippine networks only). */
  reaches(e164: string): boolean;
  send(message: OutgoingSms): Promise<SmsSendResult>;
};
