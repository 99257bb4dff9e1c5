import { readNoticeText } from './hearing-dates';

// Issue 64 item 3: the dates, the court, the branch and the case number a court notice's text offers, as
// Philippine courts write them. Times are Manila's: 8:30 in the morning there is 00:30 UTC.

const iso = (s: string) => new Date(s).toISOString();
const offered = (text: string) =>
  readNoticeText(text).dates.map((d) => ({ at: d.startsAt.toISOString(), hasTime: d.hasTime, label: d.label }));

describe('readNoticeText', () => {
  it('1. "on 15 January 2027 at 8:30 in the morning": a hearing at 8:30 Manila time; the RTC, its branch and the civil case', () => {
    const facts = readNoticeText(`REPUBLIC OF THE PHILIPPINES
      REGIONAL TRIAL COURT
      National Capital Judicial Region
      Branch 143, Makati City
      Civil Case No. R-MKT-23-01234-CV
      NOTICE OF HEARING
      Please take notice that the above-entitled case is set for hearing on 15 January 2027 at 8:30 in the morning.`);
    expect(facts.dates).toEqual([
      expect.objectContaining({ startsAt: new Date(iso('2027-01-15T08:30:00+08:00')), hasTime: true, label: 'HEARING' }),
    ]);
    expect(facts.dates[0].excerpt).toContain('15 January 2027 at 8:30 in the morning');
    expect(facts).toMatchObject({ court: 'Regional Trial Court', branch: 'Branch 143', caseNumber: 'Civil Case No. R-MKT-23-01234-CV' });
  });

  it('2. "January 15, 2027, 8:30 A.M.": the pre-trial; the court and its city', () => {
    const facts = readNoticeText(
      'Regional Trial Court of Quezon City, Branch 89. Criminal Case No. 12345. The pre-trial conference is set on January 15, 2027, 8:30 A.M. at the session hall.',
    );
    expect(facts.dates.map((d) => [d.startsAt.toISOString(), d.hasTime, d.label])).toEqual([
      [iso('2027-01-15T08:30:00+08:00'), true, 'HEARING'],
    ]);
    expect(facts).toMatchObject({
      court: 'Regional Trial Court of Quezon City',
      branch: 'Branch 89',
      caseNumber: 'Criminal Case No. 12345',
    });
  });

  it('3. "15th day of January 2027 at 1:30 o\'clock in the afternoon", and "this 3rd day of December 2026": the hearing and the day it was issued', () => {
    expect(
      offered(`Let this case be called for arraignment on the 15th day of January 2027 at 1:30 o'clock in the afternoon.
        SO ORDERED. Given this 3rd day of December 2026 at Pasig City.`),
    ).toEqual([
      { at: iso('2027-01-15T13:30:00+08:00'), hasTime: true, label: 'HEARING' },
      { at: iso('2026-12-03T08:30:00+08:00'), hasTime: false, label: 'ISSUED' },
    ]);
  });

  it('4. "Jan. 15, 2027 at 2:00 PM": abbreviated month, afternoon', () => {
    expect(offered('The hearing is reset to Jan. 15, 2027 at 2:00 PM.')).toEqual([
      { at: iso('2027-01-15T14:00:00+08:00'), hasTime: true, label: 'HEARING' },
    ]);
  });

  it('5. "01/15/2027": month first, as Philippine forms write it; no time: 8:30 in the morning offered', () => {
    expect(offered('Hearing: 01/15/2027')).toEqual([{ at: iso('2027-01-15T08:30:00+08:00'), hasTime: false, label: 'HEARING' }]);
  });

  it('6. a header date, issued on (the same day: once, as issued), then the hearing: in the order written', () => {
    const facts = readNoticeText(`METROPOLITAN TRIAL COURT OF MANILA, BRANCH 12
      December 3, 2026
      NOTICE
      Issued on December 3, 2026. You are hereby notified that the preliminary conference in the above case is scheduled on
      February 2, 2027 at 9:00 a.m.`);
    expect(facts.dates.map((d) => [d.startsAt.toISOString(), d.label])).toEqual([
      [iso('2026-12-03T08:30:00+08:00'), 'ISSUED'],
      [iso('2027-02-02T09:00:00+08:00'), 'HEARING'],
    ]);
    expect(facts).toMatchObject({ court: 'Metropolitan Trial Court of Manila', branch: 'Branch 12' });
  });

  it('7. "Br. 12" and a Municipal Trial Court in Cities', () => {
    const facts = readNoticeText('MUNICIPAL TRIAL COURT IN CITIES, Br. 12, Tagum City. Hearing on 4 March 2027 at 10:00 AM.');
    expect(facts).toMatchObject({ court: 'Municipal Trial Court in Cities', branch: 'Branch 12' });
    expect(offered('Hearing on 4 March 2027 at 10:00 AM.')).toEqual([
      { at: iso('2027-03-04T10:00:00+08:00'), hasTime: true, label: 'HEARING' },
    ]);
  });

  it('8. no date at all: nothing offered, nothing guessed', () => {
    const facts = readNoticeText(
      'ORDER. Acting on the motion of the plaintiff, the same is GRANTED. Furnish the parties a copy hereof. SO ORDERED.',
    );
    expect(facts).toEqual({ dates: [], court: null, branch: null, caseNumber: null });
  });

  it('9. a case number and a peso amount are not dates', () => {
    expect(
      offered(
        'Criminal Case No. 12-2027-01/15 for estafa in the amount of PHP 15,000.00 (P2,027.00 interest); bail fixed at ₱ 15,2027. Case No. 01/15/2027-CV.',
      ),
    ).toEqual([]);
  });

  it('10. a deadline: "within ten (10) days" and "on or before"', () => {
    expect(
      offered('Defendant is directed to file an Answer within ten (10) days from receipt hereof, or on or before 20 January 2027.'),
    ).toEqual([{ at: iso('2027-01-20T08:30:00+08:00'), hasTime: false, label: 'DEADLINE' }]);
  });

  it('11. several hearing dates joined: each a hearing; the Municipal Circuit Trial Court; a time before the date', () => {
    const facts = readNoticeText(
      'Municipal Circuit Trial Court of Alaminos-Bay, Laguna. Trial dates: at 8:30 in the morning of 5 April 2027 and 12 April 2027.',
    );
    expect(facts.dates.map((d) => [d.startsAt.toISOString(), d.hasTime, d.label])).toEqual([
      [iso('2027-04-05T08:30:00+08:00'), true, 'HEARING'],
      [iso('2027-04-12T08:30:00+08:00'), false, 'HEARING'],
    ]);
    expect(facts.court).toBe('Municipal Circuit Trial Court of Alaminos-Bay');
  });

  it('12. the Court of Appeals and the Sandiganbayan keep their names; an impossible day is no date', () => {
    expect(readNoticeText('COURT OF APPEALS, Manila. CA-G.R. SP No. 171234. Oral argument on 31 February 2027.')).toMatchObject({
      court: 'Court of Appeals',
      caseNumber: 'CA-G.R. SP No. 171234',
      dates: [],
    });
    expect(readNoticeText("SANDIGANBAYAN Third Division. Promulgation of judgment on 3 May 2027 at 10 o'clock.")).toMatchObject({
      court: 'Sandiganbayan',
      dates: [expect.objectContaining({ startsAt: new Date(iso('2027-05-03T10:00:00+08:00')), hasTime: true, label: 'HEARING' })],
    });
  });

  it('13. noon, "12:00 NN", and "1:30 P.M." with dots', () => {
    expect(offered('Mediation is set on March 8, 2027 at 12:00 NN. The pre-trial on March 9, 2027, 1:30 P.M.')).toEqual([
      { at: iso('2027-03-08T12:00:00+08:00'), hasTime: true, label: 'HEARING' },
      { at: iso('2027-03-09T13:30:00+08:00'), hasTime: true, label: 'HEARING' },
    ]);
  });

  it('14. a date repeated with the same label is offered once; a day number after the year is not a time', () => {
    expect(
      offered('Hearing on 15 January 2027. Again: the hearing on 15 January 2027, 10 days before which the parties shall exchange.'),
    ).toEqual([{ at: iso('2027-01-15T08:30:00+08:00'), hasTime: false, label: 'HEARING' }]);
  });

  it('15. a date with no words around it is OTHER; "Witness … this 1st day of June 2027" is the issue date', () => {
    expect(offered('Received: 2 June 2027. WITNESS the Honorable Presiding Judge, this 1st day of June, 2027.')).toEqual([
      { at: iso('2027-06-02T08:30:00+08:00'), hasTime: false, label: 'OTHER' },
      { at: iso('2027-06-01T08:30:00+08:00'), hasTime: false, label: 'ISSUED' },
    ]);
  });
});
