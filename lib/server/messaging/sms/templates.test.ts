import { gsm7Text, measureSms } from './encoding';
import {
  bookingConfirmedClientSms,
  bookingConfirmedLawyerSms,
  meetingCancelledSms,
  meetingLink,
  meetingReminderSms,
  meetingRescheduledSms,
  notaryRescheduledSms,
  partyWaitingSms,
  phoneCodeSms,
  redactedCodeSms,
  verificationApprovedSms,
  verificationRejectedSms,
} from './templates';

// Every text we send, built with realistic long names (a Filipino lawyer's full name with particles,
// a client's double-barrelled surname, accents outside GSM-7), must be GSM-7, fit the parts it is
// counted as, carry the join link where it has one, and say how to stop texts.
const MEETING_ID = '5d3c1a2b-7e4f-4a1b-9c8d-0123456789ab';
const start = new Date('2027-11-22T01:00:00Z'); // Monday 9:00 AM in Manila
const base = { id: MEETING_ID, start, durationMinutes: 60, callType: 'VIDEO' as const, locale: 'en' as const };
const LAWYER = 'Maria Consuelo de los Santos-Villanueva Gómez';
const CLIENT = 'Juan Miguel Dela Cruz-Macapagal III';
const ADDRESS = 'Unit 5, 12 Ayala Ave, Makati';

const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

const texts: [string, string, { link: boolean }][] = [
  [
    'booking confirmed (client)',
    bookingConfirmedClientSms({ ...base, lawyerName: LAWYER, zone: 'Asia/Manila', paidCentavos: 6_500_050 }),
    { link: false },
  ],
  ['booking confirmed (lawyer)', bookingConfirmedLawyerSms({ ...base, clientName: CLIENT, zone: 'Asia/Manila' }), { link: false }],
  [
    'reminder (client)',
    meetingReminderSms({ ...base, other: { name: LAWYER, lawyer: true }, zone: 'America/Los_Angeles' }),
    { link: true },
  ],
  ['reminder (lawyer)', meetingReminderSms({ ...base, other: { name: CLIENT, lawyer: false }, zone: 'Asia/Manila' }), { link: true }],
  ['party waiting (client)', partyWaitingSms({ id: MEETING_ID, waiter: { name: LAWYER, lawyer: true }, locale: 'en' }), { link: true }],
  ['party waiting (lawyer)', partyWaitingSms({ id: MEETING_ID, waiter: { name: CLIENT, lawyer: false }, locale: 'en' }), { link: true }],
  ['rescheduled', meetingRescheduledSms({ ...base, other: { name: LAWYER, lawyer: true }, zone: 'Asia/Manila' }), { link: false }],
  [
    'cancelled, full refund',
    meetingCancelledSms({
      ...base,
      other: { name: LAWYER, lawyer: true },
      zone: 'Asia/Manila',
      refund: 'CLIENT_FULL',
      paidCentavos: 110_000,
    }),
    { link: false },
  ],
  [
    'cancelled (lawyer)',
    meetingCancelledSms({
      ...base,
      other: { name: CLIENT, lawyer: false },
      zone: 'Asia/Manila',
      refund: 'LAWYER_NONE',
      paidCentavos: 110_000,
    }),
    { link: false },
  ],
  // Issue 43: an in-person notarial appointment moved or cancelled: the appointment and the office, not a call.
  [
    'notarial appointment moved',
    notaryRescheduledSms({ start, zone: 'Asia/Manila', address: ADDRESS, other: { name: LAWYER, lawyer: true }, locale: 'en' }),
    { link: false },
  ],
  [
    'notarial appointment cancelled',
    meetingCancelledSms({
      ...base,
      other: { name: CLIENT, lawyer: false },
      zone: 'Asia/Manila',
      refund: 'NOTHING_PAID',
      paidCentavos: null,
      inPerson: true,
    }),
    { link: false },
  ],
  ['verified', verificationApprovedSms('en'), { link: false }],
  ['not verified', verificationRejectedSms('en'), { link: false }],
];

describe('SMS templates', () => {
  it.each(texts)('%s: GSM-7, one part, the stop line, the join link where it has one', (_name, text, { link }) => {
    expect(text).toMatch(GSM7);
    expect(text).not.toContain('₱');
    expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('Reply STOP to opt out')).toBe(true);
    if (link) expect(text).toContain(meetingLink(MEETING_ID));
  });

  it('tells of a moved or cancelled notarial appointment as one, with the office — never a call', () => {
    const moved = texts.find(([name]) => name === 'notarial appointment moved')![1];
    expect(moved).toMatch(
      /^Abogado: Atty\. .+ moved your notarial appointment to Mon, Nov 22, 9:00 AM GMT\+8, Unit 5, 12 Ayala Ave, Makati\. /,
    );
    const cancelled = texts.find(([name]) => name === 'notarial appointment cancelled')![1];
    expect(cancelled).toMatch(/^Abogado: Juan .+ cancelled your notarial appointment on Mon, Nov 22, 9:00 AM GMT\+8\. Reply STOP/);
    for (const text of [moved, cancelled]) expect(text).not.toMatch(/\bcall\b|video|\/meeting\//i);
  });

  it('writes pesos as PHP and keeps the lawyer title when a name is shortened', () => {
    const text = texts[0][1];
    expect(text).toContain('PHP 65,000.50');
    expect(text).toMatch(/Atty\. Maria/);
    expect(bookingConfirmedClientSms({ ...base, lawyerName: 'Ana Reyes', zone: 'Asia/Manila', paidCentavos: 110_000 })).toBe(
      'Abogado: Booked! 60-min video call with Atty. Ana Reyes, Mon, Nov 22, 9:00 AM GMT+8. PHP 1,100 paid. Reply STOP to opt out',
    );
  });

  it('a short name stays whole; the reminder reads the time in the reader zone', () => {
    const text = meetingReminderSms({ ...base, other: { name: 'Ana Reyes', lawyer: true }, zone: 'Asia/Manila' });
    expect(text).toBe(`Abogado: Video call with Atty. Ana Reyes at 9:00 AM GMT+8. Join: ${meetingLink(MEETING_ID)} Reply STOP to opt out`);
  });

  it('a join link too long for one part is split and counted honestly, never cut', () => {
    const previous = process.env.APP_URL;
    process.env.APP_URL = `https://${'consultations.'.repeat(6)}abogado.example.ph`;
    try {
      const text = meetingReminderSms({ ...base, other: { name: LAWYER, lawyer: true }, zone: 'Asia/Manila' });
      expect(text).toContain(meetingLink(MEETING_ID));
      expect(text.length).toBeGreaterThan(160);
      expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: Math.ceil(text.length / 153) });
    } finally {
      if (previous === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = previous;
    }
  });

  // Issue 38: a client named "Pay-now-at-evil.example/refund" had it texted to their lawyer as is.
  it.each(['Pay-now-at-evil.example/refund', 'Maria https://evil.example/refund', 'Maria bit.ly/x 09171234567'])(
    'a name with a link, a domain or a number arrives without it: %j',
    (name) => {
      const client = { name, lawyer: false };
      const lawyer = { name, lawyer: true };
      const all = [
        bookingConfirmedClientSms({ ...base, lawyerName: name, zone: 'Asia/Manila', paidCentavos: null }),
        bookingConfirmedLawyerSms({ ...base, clientName: name, zone: 'Asia/Manila' }),
        meetingReminderSms({ ...base, other: client, zone: 'Asia/Manila' }),
        meetingReminderSms({ ...base, other: lawyer, zone: 'Asia/Manila' }),
        partyWaitingSms({ id: MEETING_ID, waiter: client, locale: 'en' }),
        meetingRescheduledSms({ ...base, other: client, zone: 'Asia/Manila' }),
        meetingCancelledSms({ ...base, other: lawyer, zone: 'Asia/Manila', refund: 'NOTHING_PAID', paidCentavos: null }),
      ];
      for (const text of all) {
        expect(text).not.toMatch(/evil|example|bit\.ly|refund|0917/i);
        expect(text.endsWith('Reply STOP to opt out')).toBe(true);
      }
      // A name that was nothing but a link: the party is named by their role.
      if (name.startsWith('Pay-now')) {
        expect(all[1]).toMatch(/^Abogado: New booking: Client, 60-min video call/);
        expect(all[4]).toMatch(/^Abogado: Client is waiting for you/);
        expect(all[0]).toContain('call with Atty. Lawyer,');
      } else {
        expect(all[1]).toMatch(/^Abogado: New booking: Maria, 60-min video call/);
      }
    },
  );

  it('the one-time code fits one part, and its redacted form keeps no digit of it', () => {
    const text = phoneCodeSms('042917', 'en');
    expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(text).toBe('Your Abogado code is 042917. It expires in 10 minutes. Never share it with anyone.');
    expect(redactedCodeSms(text)).toBe('Your Abogado code is ******. It expires in 10 minutes. Never share it with anyone.');
  });
});

// Issue 40: the same texts in Filipino, to a reader whose account says so: GSM-7 and one part too.
describe('SMS templates in Filipino', () => {
  const fil = { ...base, locale: 'fil' as const };
  const filipino: [string, string, { link: boolean }][] = [
    [
      'booked (client)',
      bookingConfirmedClientSms({ ...fil, lawyerName: LAWYER, zone: 'Asia/Manila', paidCentavos: 6_500_050 }),
      { link: false },
    ],
    ['booked (lawyer)', bookingConfirmedLawyerSms({ ...fil, clientName: CLIENT, zone: 'Asia/Manila' }), { link: false }],
    [
      'reminder (client)',
      meetingReminderSms({ ...fil, other: { name: LAWYER, lawyer: true }, zone: 'America/Los_Angeles' }),
      { link: true },
    ],
    ['reminder (lawyer)', meetingReminderSms({ ...fil, other: { name: CLIENT, lawyer: false }, zone: 'Asia/Manila' }), { link: true }],
    ['party waiting', partyWaitingSms({ id: MEETING_ID, waiter: { name: LAWYER, lawyer: true }, locale: 'fil' }), { link: true }],
    ['rescheduled', meetingRescheduledSms({ ...fil, other: { name: LAWYER, lawyer: true }, zone: 'Asia/Manila' }), { link: false }],
    [
      'cancelled, full refund',
      meetingCancelledSms({
        ...fil,
        other: { name: LAWYER, lawyer: true },
        zone: 'Asia/Manila',
        refund: 'CLIENT_FULL',
        paidCentavos: 110_000,
      }),
      { link: false },
    ],
    [
      'cancelled (lawyer)',
      meetingCancelledSms({
        ...fil,
        other: { name: CLIENT, lawyer: false },
        zone: 'Asia/Manila',
        refund: 'LAWYER_FULL',
        paidCentavos: 110_000,
      }),
      { link: false },
    ],
    [
      'notarial appointment moved',
      notaryRescheduledSms({ start, zone: 'Asia/Manila', address: ADDRESS, other: { name: LAWYER, lawyer: true }, locale: 'fil' }),
      { link: false },
    ],
    [
      'notarial appointment cancelled, full refund',
      meetingCancelledSms({
        ...fil,
        other: { name: LAWYER, lawyer: true },
        zone: 'Asia/Manila',
        refund: 'CLIENT_FULL',
        paidCentavos: 35_000,
        inPerson: true,
      }),
      { link: false },
    ],
  ];

  it.each(filipino)('%s: GSM-7, one part, the stop line, the join link where it has one', (_name, text, { link }) => {
    expect(text).toMatch(GSM7);
    expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('Reply STOP para huminto')).toBe(true);
    if (link) expect(text).toContain(meetingLink(MEETING_ID));
  });

  it('texts the one-time code in Filipino: GSM-7, one part, no stop line, and its redacted form keeps no digit of it', () => {
    const text = phoneCodeSms('042917', 'fil');
    expect(text).toBe('Ang code mo sa Abogado ay 042917. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino.');
    expect(text).toMatch(GSM7);
    expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(redactedCodeSms(text)).toBe(
      'Ang code mo sa Abogado ay ******. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino.',
    );
  });

  it('reads in Filipino, with Filipino day and month names', () => {
    expect(bookingConfirmedClientSms({ ...fil, lawyerName: 'Ana Reyes', zone: 'Asia/Manila', paidCentavos: 110_000 })).toBe(
      'Abogado: Booked na! 60-min na video call kay Atty. Ana Reyes, Lun, Nob 22, 9:00 AM GMT+8. Bayad na ang PHP 1,100. Reply STOP para huminto',
    );
    expect(
      meetingCancelledSms({
        ...fil,
        other: { name: 'Juan Cruz', lawyer: false },
        zone: 'Asia/Manila',
        refund: 'LAWYER_NONE',
        paidCentavos: 1,
      }),
    ).toBe('Abogado: Kinansela ni Juan Cruz ang video call mo sa Lun, Nob 22, 9:00 AM GMT+8. Sa iyo ang bayad. Reply STOP para huminto');
  });
});

describe('GSM-7 and counted parts', () => {
  it('brings look-alikes into GSM-7 and keeps GSM-7 accents', () => {
    expect(gsm7Text('“Peña’s” — 9:00\u202fAM … ₱1,100 Gómez')).toBe('"Peña\'s" - 9:00 AM ... PHP 1,100 Gomez');
    expect(gsm7Text('José Ñino')).toBe('José Ñino');
    expect(gsm7Text('李 😀')).toBe('李 😀');
  });

  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['a'.repeat(306), 'GSM-7', 2],
    ['a'.repeat(307), 'GSM-7', 3],
    [`${'a'.repeat(159)}€`, 'GSM-7', 2], // € takes two septets (escape + character)
    [`${'a'.repeat(69)}李`, 'UCS-2', 1],
    [`${'a'.repeat(70)}李`, 'UCS-2', 2],
    [`${'a'.repeat(133)}李`, 'UCS-2', 2],
    [`${'a'.repeat(134)}李`, 'UCS-2', 3],
  ])('%#: %s chars → %s, %d part(s)', (text, encoding, segments) => {
    expect(measureSms(text)).toEqual({ encoding, segments });
  });
});

describe('a text to a client abroad (issue 63)', () => {
  it('names the booked time on their clock with Manila’s beside it, in GSM-7', () => {
    // 2026-11-28 17:00 UTC: Saturday 9:00 PM in Dubai, Sunday 1:00 AM in Manila.
    const text = bookingConfirmedClientSms({
      ...base,
      start: new Date('2026-11-28T17:00:00.000Z'),
      lawyerName: 'Ana Reyes',
      zone: 'Asia/Dubai',
      paidCentavos: 110_000,
    });
    expect(text).toContain('Sat, Nov 28, 9:00 PM Dubai / Sun, Nov 29, 1:00 AM Manila');
    expect(measureSms(text).encoding).toBe('GSM-7');
  });
});
