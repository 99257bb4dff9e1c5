/** @jest-environment jsdom */
import { act } from 'react';
import { goTo } from '@/components/portal/go-to';
import { typeInto } from '@/features/questions/components/questions-fixtures';
import type { DeclarationDto } from '@/features/legal-aid/dto/legal-aid';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { DeclarationForm } from './declaration-form';
import { LegalAidBookingForm } from './legal-aid-booking-form';
import { LegalAidOfferForm } from './offer-form';
import { AssessmentPanel } from './assessment-panel';
import type { LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { legalAidRequest } from './legal-aid-fixtures';

jest.mock('@/components/portal/go-to', () => ({ goTo: jest.fn() }));

// Issue 61, the person's side of the legal-aid desk: the beneficiary declaration (prefilled, checked,
// saved with PUT, then on to the lawyer) and the free booking (a free time, video or phone, the problem,
// POST legal-aid/bookings, then the meeting page — never a checkout; a refusal in the server's words).
const dom = useDomRoot();
const $ = (selector: string) => dom.container.querySelector(selector);
const byLabel = (words: string) => {
  const label = Array.from(dom.container.querySelectorAll('label')).find((l) => l.textContent?.trim() === words);
  return label ? document.getElementById(label.htmlFor) : null;
};
const button = (words: string) => Array.from(dom.container.querySelectorAll('button')).find((b) => b.textContent?.includes(words));
const text = () => dom.container.textContent ?? '';

const LAWYER = '22222222-2222-4222-8222-222222222222';
const MEETING = '33333333-3333-4333-8333-333333333333';
const SAVED: DeclarationDto = {
  _id: '44444444-4444-4444-8444-444444444444',
  household_size: 5,
  monthly_income_pesos: 9000,
  income_source: 'Daily wage as a helper',
  property: '',
  region: null,
  reason: 'Five of us live on one wage.',
  agreed_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

beforeEach(() => jest.mocked(goTo).mockClear());

describe('the declaration form', () => {
  it('asks for the numbers, the reason and the agreement before anything is sent', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { declaration: SAVED } }));
    dom.render(<DeclarationForm initial={null} next={null} />);
    await act(async () => button('Save and choose a lawyer')!.click());
    await actUntil(() => dom.container.querySelectorAll('[role="alert"]').length >= 4);
    expect(text()).toContain('Enter a whole number from 1 to 30.');
    expect(text()).toContain('Enter the income in whole pesos, without commas (0 if none).');
    expect(text()).toContain('Tick the box to agree that a lawyer will assess your declaration.');
    expect(calls).toEqual([]);
  });

  it('refuses a household of 0 in plain words, in Filipino', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { declaration: SAVED } }));
    dom.render(<DeclarationForm initial={{ ...SAVED, household_size: 0 }} next={null} />, { locale: 'fil' });
    act(() => (byLabel('Pumapayag ako na susuriin ng abogado ang aking deklarasyon.') as HTMLInputElement).click());
    await act(async () => button('I-save ang pagbabago')!.click());
    await actUntil(() => text().includes('Maglagay ng buong numero mula 1 hanggang 30.'));
    expect(calls).toEqual([]);
  });

  it('saves the declaration with PUT and goes on to the lawyer the person came from', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { declaration: SAVED } }));
    dom.render(<DeclarationForm initial={null} next={`/fil/legal-aid/book/${LAWYER}?problem=10`} />);
    act(() => {
      typeInto(byLabel('How many people live in your household, you included?'), '5');
      typeInto(byLabel("Your household's total monthly income, in pesos"), '9000');
      typeInto(byLabel('Where does this income come from?'), 'Daily wage as a helper');
      typeInto(byLabel("Why can't you pay a lawyer?"), 'Five of us live on one wage.');
    });
    // The region is optional: it names the nearest PAO and IBP offices if the person is sent elsewhere.
    const region = byLabel('Your region (optional)') as HTMLSelectElement;
    act(() => {
      region.value = 'Central Visayas (VII)';
      region.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => (byLabel('I agree that the lawyer will assess my declaration.') as HTMLInputElement).click());
    await act(async () => button('Save and choose a lawyer')!.click());
    await actUntil(() => jest.mocked(goTo).mock.calls.length > 0);
    expect(calls).toEqual([
      {
        url: '/api/v1/legal-aid/declaration',
        method: 'PUT',
        body: {
          household_size: 5,
          monthly_income_pesos: 9000,
          income_source: 'Daily wage as a helper',
          property: '',
          region: 'Central Visayas (VII)',
          reason: 'Five of us live on one wage.',
          agrees_to_assessment: true,
        },
      },
    ]);
    expect(goTo).toHaveBeenCalledWith(`/fil/legal-aid/book/${LAWYER}?problem=10`);
  });

  it('is prefilled from the saved declaration, in Filipino', () => {
    dom.render(<DeclarationForm initial={SAVED} next={null} />, { locale: 'fil' });
    expect((byLabel('Ilan kayong nakatira sa bahay, kasama ka?') as HTMLInputElement).value).toBe('5');
    expect((byLabel('Kabuuang buwanang kita ng inyong pamilya, sa piso') as HTMLInputElement).value).toBe('9000');
    expect((byLabel('Saan galing ang kitang ito?') as HTMLInputElement).value).toBe('Daily wage as a helper');
    // The agreement is given again with each save.
    expect((byLabel('Pumapayag ako na susuriin ng abogado ang aking deklarasyon.') as HTMLInputElement).checked).toBe(false);
    expect(text()).toContain('Na-save noong Nobyembre 20, 2026.');
    expect(button('I-save ang pagbabago')).toBeDefined();
  });
});

describe('the free booking', () => {
  const SLOTS = ['2030-03-04T01:00:00.000Z', '2030-03-04T01:30:00.000Z', '2030-03-05T02:00:00.000Z'];
  const form = (problem = findLegalProblem(10)!) => (
    <LegalAidBookingForm lawyerId={LAWYER} lawyerName="Ana Reyes" problem={problem} initialSlots={SLOTS} />
  );
  const chooseFirstTime = () => {
    const times = $('[data-testid="legal-aid-slots"] [role="group"]:nth-of-type(2)')!.querySelectorAll('button');
    act(() => (times[0] as HTMLButtonElement).click());
  };

  it('books the chosen free time at ₱0 and opens the meeting page, with no checkout', async () => {
    const calls = recordFetch(() => ({ status: 201, body: { _id: '55555555-5555-4555-8555-555555555555', meeting_id: MEETING } }));
    dom.render(form());
    expect($('[data-testid="booking-price"]')!.textContent).toBe('Free (₱0)');
    chooseFirstTime();
    act(() =>
      (
        Array.from(dom.container.querySelectorAll('input[name="call_type"]')).find(
          (i) => (i as HTMLInputElement).value === 'PHONE',
        ) as HTMLInputElement
      ).click(),
    );
    act(() => typeInto(byLabel('In one line, what do you need help with?'), 'My employer did not pay my wages'));
    await act(async () => button('Book free consultation')!.click());
    await actUntil(() => jest.mocked(goTo).mock.calls.length > 0);
    expect(calls).toEqual([
      {
        url: '/api/v1/legal-aid/bookings',
        method: 'POST',
        body: { lawyer_id: LAWYER, start_time: SLOTS[0], call_type: 'PHONE', problem: 10, subject: 'My employer did not pay my wages' },
      },
    ]);
    expect(goTo).toHaveBeenCalledWith(`/customer-portal/meeting/${MEETING}`);
    expect(calls.some((c) => c.url.includes('checkout'))).toBe(false);
  });

  it('starts the subject as the problem’s name, so a person can book with one tap on a time and one on Book', async () => {
    const calls = recordFetch(() => ({ status: 201, body: { _id: '55555555-5555-4555-8555-555555555555', meeting_id: MEETING } }));
    dom.render(form());
    expect((byLabel('In one line, what do you need help with?') as HTMLInputElement).value).toBe(findLegalProblem(10)!.label);
    chooseFirstTime();
    await act(async () => button('Book free consultation')!.click());
    await actUntil(() => calls.length > 0);
    expect(calls[0].body).toMatchObject({ call_type: 'VIDEO', problem: 10, subject: findLegalProblem(10)!.label });
  });

  it("shows the server's refusal (the open-matter limit) and books nothing", async () => {
    const calls = recordFetch((call) =>
      call.method === 'POST'
        ? {
            status: 429,
            body: {
              message: 'You already have 2 open legal-aid requests.',
              key: 'LEGAL_AID_OPEN_LIMIT',
              code: 'legalAid.openLimit',
              params: { limit: 2 },
            },
          }
        : { status: 200, body: { time_zone: 'Asia/Manila', slots: [] } },
    );
    dom.render(form());
    chooseFirstTime();
    act(() => typeInto(byLabel('In one line, what do you need help with?'), 'Unpaid wages'));
    await act(async () => button('Book free consultation')!.click());
    await actUntil(() => $('[data-testid="booking-refusal"]') !== null);
    expect($('[data-testid="booking-refusal"]')!.textContent).toBe(
      'You already have 2 open legal-aid requests. Wait until one is done or cancel one before you ask again.',
    );
    expect(goTo).not.toHaveBeenCalled();
    // The times are read again (one may have gone meanwhile).
    await actUntil(() => calls.some((c) => c.url === `/api/v1/lawyers/${LAWYER}/legal-aid/slots`));
  });

  it('asks for a time and a problem before sending', async () => {
    const calls = recordFetch(() => ({ status: 201, body: {} }));
    dom.render(<LegalAidBookingForm lawyerId={LAWYER} lawyerName="Ana Reyes" problem={null} initialSlots={SLOTS} />);
    act(() => typeInto(byLabel('In one line, what do you need help with?'), 'Unpaid wages'));
    await act(async () => button('Book free consultation')!.click());
    await actUntil(() => text().includes('Choose your legal problem.'));
    expect(calls).toEqual([]);
  });

  it('says when the lawyer has no free time, in Filipino', () => {
    dom.render(<LegalAidBookingForm lawyerId={LAWYER} lawyerName="Ana Reyes" problem={null} initialSlots={[]} />, { locale: 'fil' });
    expect(text()).toContain('Walang libreng oras si Atty. Ana Reyes para sa libreng tulong-legal sa susunod na 14 na araw.');
    expect(button('I-book ang libreng konsultasyon')).toBeDefined();
  });
});

describe("the lawyer's legal-aid offer (issue 72 item 7: one clock for every reader)", () => {
  const OFFER = { enabled: true, weekly_slots: [{ weekday: 1, start_minute: 8 * 60 }], written_per_month: 0, time_zone: 'Asia/Manila' };
  // Monday 8:00–10:00 and 13:00–14:00: the free 30-minute times a lawyer may choose among.
  const HOURS = [
    { weekday: 1, startMinute: 8 * 60, endMinute: 10 * 60 },
    { weekday: 1, startMinute: 13 * 60, endMinute: 14 * 60 },
  ];
  const chips = () => Array.from(dom.container.querySelectorAll('button[aria-pressed]')).map((b) => b.textContent);

  it('shows the times as clients read them, "8:00 AM", never a 24-hour "08:00"', () => {
    dom.render(<LegalAidOfferForm initial={OFFER} hours={HOURS} />);
    expect(chips()).toEqual(['8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '1:00 PM', '1:30 PM']);
    expect(dom.container.querySelector('button[aria-pressed="true"]')!.textContent).toBe('8:00 AM');
  });

  it('the same in Filipino (AM/PM kept, as the style guide says)', () => {
    dom.render(<LegalAidOfferForm initial={OFFER} hours={HOURS} />, { locale: 'fil' });
    expect(chips()).toEqual(['8:00 AM', '8:30 AM', '9:00 AM', '9:30 AM', '1:00 PM', '1:30 PM']);
    expect(text()).not.toMatch(/\b0\d:\d\d\b|\b1[3-9]:\d\d\b/);
  });
});

describe("the lawyer's assessment (issue 72: once 'Qualifies' is pressed, when and by whom)", () => {
  const WAITING = legalAidRequest({
    lawyer: { _id: LAWYER, name: 'Ana Reyes' },
    meeting_id: MEETING,
    declaration: SAVED,
    allowed: ['assess', 'cancel'],
  });
  const QUALIFIED: LegalAidRequestDto = {
    ...WAITING,
    status: 'QUALIFIED',
    assessed_at: '2030-03-02T06:15:00.000Z',
    assessed_by: { _id: LAWYER, name: 'Ana Reyes' },
    allowed: ['cancel'],
  };
  const status = () => $('[data-testid="assessment-status"]')!.textContent;

  it("says who confirmed it and when, not only the button's word", async () => {
    const calls = recordFetch(() => ({ status: 200, body: QUALIFIED }));
    dom.render(<AssessmentPanel initial={WAITING} timeZone="Asia/Manila" />);
    expect(status()).toBe('Waiting for your assessment');
    expect(text()).toContain('Mon, Mar 4, 9:00 AM');
    await act(async () => button('Qualifies')!.click());
    await actUntil(() => status()!.includes('Assessed'));
    expect(status()).toBe('Qualifies · Assessed by Atty. Ana Reyes on Sat, Mar 2, 2:15 PM.');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { decision: 'QUALIFIES' } });
  });

  it("in Filipino, in the lawyer's own zone with Manila's beside it", () => {
    dom.render(<AssessmentPanel initial={QUALIFIED} timeZone="Asia/Dubai" />, { locale: 'fil' });
    expect(status()).toBe('Kwalipikado · Sinuri ni Atty. Ana Reyes noong Sab, Mar 2, 10:15 AM Dubai · Sab, Mar 2, 2:15 PM Manila.');
  });
});
