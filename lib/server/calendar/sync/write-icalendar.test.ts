import { icsLineProblems, readIcs } from '@/lib/test/fixtures/icalendar';
import { icsContentType, writeICalendar, type IcsEvent } from './write-icalendar';

const start = new Date('2030-05-10T02:00:00Z');
const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'meeting-0b7e6a52-4f9e-4c53-9d0f-2f4f0f3c1a11@abogado.ph',
  sequence: 2,
  status: 'CONFIRMED',
  when: { start, end: new Date(start.getTime() + 30 * 60_000) },
  stamp: new Date('2030-05-01T08:30:00Z'),
  created: new Date('2030-04-30T01:00:00Z'),
  lastModified: new Date('2030-05-01T08:30:00Z'),
  summary: '30-minute video consultation with Atty. María José Dela Cruz-Ñañez; Land, title and “ejectment” — 土地 dispute 😀',
  description: 'Land title dispute\n\nJoin: https://abogado.ph/meeting/0b7e6a52-4f9e-4c53-9d0f-2f4f0f3c1a11',
  url: 'https://abogado.ph/meeting/0b7e6a52-4f9e-4c53-9d0f-2f4f0f3c1a11',
  organizer: { name: 'Abogado', email: 'no-reply@abogado.ph' },
  attendees: [{ name: 'Maria "Mia" Santos, Jr.', email: 'maria@example.com' }],
  ...over,
});

describe('the iCalendar writer', () => {
  it('ends every line, the last included, with CRLF, folds at 75 octets without splitting a character, and writes UTC with Z', () => {
    const text = writeICalendar({ product: 'consultations', method: 'REQUEST', events: [event()] });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true); // the summary was folded
    const seen = readIcs(text, icsContentType('REQUEST'));
    expect(seen.method).toBe('REQUEST');
    expect(seen.events).toEqual([
      expect.objectContaining({
        uid: event().uid,
        sequence: 2,
        status: 'CONFIRMED',
        start: '2030-05-10T02:00:00.000Z',
        summary: event().summary,
        attendees: ['maria@example.com'],
        organizer: 'no-reply@abogado.ph',
      }),
    ]);
    for (const name of [
      'DTSTAMP:20300501T083000Z',
      'CREATED:20300430T010000Z',
      'LAST-MODIFIED:20300501T083000Z',
      'DTSTART:20300510T020000Z',
    ])
      expect(text).toContain(`\r\n${name}\r\n`);
  });

  it('writes whole days as VALUE=DATE with an exclusive end, and no METHOD when none is given', () => {
    const text = writeICalendar({
      product: 'lawyer-calendar',
      name: 'Abogado – Atty. Ana',
      refreshSeconds: 3600,
      events: [event({ when: { firstDay: '2030-05-10', endDay: '2030-05-12' }, organizer: undefined, attendees: [] })],
    });
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20300510\r\nDTEND;VALUE=DATE:20300512\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const seen = readIcs(text, icsContentType());
    expect(seen.method).toBeNull();
    expect(seen.events[0]).toMatchObject({ allDay: true, start: '2030-05-10', end: '2030-05-12', organizer: null, attendees: [] });
  });

  it('the line check itself finds each broken rule', () => {
    const good = writeICalendar({ product: 'consultations', method: 'CANCEL', events: [event({ status: 'CANCELLED' })] });
    expect(icsLineProblems(good, icsContentType('CANCEL'))).toEqual([]);
    expect(icsLineProblems(good.slice(0, -2), icsContentType('CANCEL'))).toEqual(['the last line does not end with CRLF']);
    expect(icsLineProblems(good.replace('DTSTAMP:20300501T083000Z', 'DTSTAMP:20300501T083000'), icsContentType('CANCEL'))).toEqual([
      'DTSTAMP is not UTC: 20300501T083000',
    ]);
    expect(icsLineProblems(good, icsContentType('PUBLISH'))).toEqual(['METHOD CANCEL but Content-Type method PUBLISH']);
    expect(icsLineProblems(good, icsContentType())).toEqual(['METHOD CANCEL but Content-Type method null']);
    expect(icsLineProblems(good.replace('\r\nSUMMARY:', `\r\nX-LONG:${'x'.repeat(80)}\r\nSUMMARY:`))).toEqual([
      expect.stringMatching(/^line \d+ is 87 octets long$/),
    ]);
    expect(icsLineProblems(good.replace(/\r\n/g, '\n'))[0]).toBe('the last line does not end with CRLF');
  });
});
