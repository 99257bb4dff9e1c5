/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { ClientMessagesProvider } from '@/lib/i18n/context';
import { clientMessagesOf } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { BOOKING_INTENT_WORDS } from './booking-intent-words';
import { BookingIntentNote } from './booking-intent-note';

// The sign-up detour's note in both languages, with only the words the detour's layouts send
// (`auth` and BOOKING_INTENT_WORDS): a consultation as before (issue 45), a notarial appointment with
// its service (issue 43).

const START = '2026-12-01T02:00:00.000Z'; // Tue 1 Dec, 10:00 AM in Manila
const time = { start_time: START, time_label: 'Tue 1 Dec, 10:00 AM (Philippine time)', hold_minutes: 15 };
const consultation: BookingIntent = { kind: 'consultation', lawyer_name: 'Atty. Ana Reyes', duration: 30, ...time };
const appointment: BookingIntent = {
  kind: 'notary',
  lawyer_name: 'Atty. Mara Cruz',
  service: 'affidavit-of-loss',
  duration_minutes: 30,
  ...time,
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Not lib/test/dom's root: it gives every catalogue, which would hide a word the layouts do not send.
let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

function note(intent: BookingIntent, locale: Locale): string {
  act(() =>
    root.render(
      <ClientMessagesProvider locale={locale} messages={clientMessagesOf(locale, ['auth', BOOKING_INTENT_WORDS])}>
        <BookingIntentNote intent={intent} />
      </ClientMessagesProvider>,
    ),
  );
  return container.textContent ?? '';
}

describe('the booking note of the sign-up detour', () => {
  it('names a notarial appointment’s notary, service and time, in English and Filipino', () => {
    expect(note(appointment, 'en')).toBe(
      'Your appointment with Atty. Mara Cruz, Affidavit of loss, Tue 1 Dec, 10:00 AM (Philippine time).',
    );
    expect(container.querySelector('strong')?.textContent).toBe('Atty. Mara Cruz');
    expect(note(appointment, 'fil')).toBe(
      'Ang appointment mo kay Atty. Mara Cruz: Affidavit of loss (salaysay ng pagkawala), Martes, Disyembre 1, 10:00 AM (oras sa Pilipinas).',
    );
  });

  it('says a consultation as before', () => {
    expect(note(consultation, 'en')).toBe("You're booking Atty. Ana Reyes, Tue 1 Dec, 10:00 AM (Philippine time).");
    expect(note(consultation, 'fil')).toBe('Bino-book mo si Atty. Ana Reyes, Martes, Disyembre 1, 10:00 AM (oras sa Pilipinas).');
  });
});
