/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientMessagesProvider } from '@/lib/i18n/context';
import { compiledNamespace } from '@/lib/i18n/compile';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { SharedWhereToStart } from './shared-where-to-start';

// Issue 40 and issue 41: the answers a client shared from "Where do I start?" in the language of the
// page that shows them. The meeting's wire holds them in the server's (English) words, with the
// answer's address: its codes give each row again in the page's words, the legal problem too.

const dom = useDomRoot();
const WAGES = 'p=10&s=company&me=cebu-city&u=none&inc=unsure';
// As GET /api/v1/meeting/{id} sends them (lib/server/meetings/shared-where-to-start.test.ts).
const wages = {
  rows: [
    { question: 'What happened', answer: 'Unpaid wages or underpayment' },
    { question: 'The other side', answer: 'A company or an employer' },
    { question: 'Lives in', answer: 'Cebu City' },
    { question: 'Urgent', answer: 'Not urgent' },
    { question: 'Income', answer: 'Not sure, or would rather not say' },
  ],
  answer_url: `/where-to-start/answer?${WAGES}`,
};
const rows = () => [...dom.container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

it('shows the lawyer the client’s answers in Filipino on the Filipino page, and links to the Filipino answer', () => {
  dom.render(<SharedWhereToStart triage={wages} role="LAWYER" />, { locale: 'fil' });
  expect(dom.container.querySelector('h2')?.textContent).toBe('Ang mga sagot ng kliyente sa “Saan ako magsisimula?”');
  expect(rows()).toEqual([
    ['Ano ang nangyari', 'Hindi nabayarang sahod o kulang na sahod'],
    ['Ang kabilang panig', 'Kompanya o employer'],
    ['Nakatira sa', 'Cebu City'],
    ['Apurahan', 'Hindi apurahan'],
    ['Kita', 'Hindi sigurado, o ayaw sabihin'],
  ]);
  const link = dom.container.querySelector('a')!;
  expect(link.textContent).toBe('Tingnan ang mga unang hakbang na ipinakita sa kanila');
  expect(link.getAttribute('href')).toBe(`/fil/where-to-start/answer?${WAGES}`);
});

it('loads the legal problem’s Filipino name when the page sent only the `triage` words, as the meeting page does', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <ClientMessagesProvider locale="fil" messages={{ triage: compiledNamespace('fil', 'triage') }}>
        <SharedWhereToStart triage={wages} role="LAWYER" />
      </ClientMessagesProvider>,
    ),
  );
  const first = () => container.querySelector('dd')?.textContent;
  await actUntil(() => first() === 'Hindi nabayarang sahod o kulang na sahod');
  expect(first()).toBe('Hindi nabayarang sahod o kulang na sahod');
  act(() => root.unmount());
});

it('says a pick, a pick with a legal problem, and "I don’t know" in the page’s words', () => {
  const mixed = {
    rows: [
      { question: 'What happened', answer: 'A problem at work: Unpaid wages or underpayment' },
      { question: 'Lives in', answer: 'Cebu City' },
      { question: 'The other side lives in', answer: "Doesn't know" },
    ],
    answer_url: '/where-to-start/answer?m=work&p=10&me=cebu-city&them=unknown',
  };
  dom.render(<SharedWhereToStart triage={mixed} role="CUSTOMER" />, { locale: 'fil' });
  expect(rows()).toEqual([
    ['Ano ang nangyari', 'Problema sa trabaho: Hindi nabayarang sahod o kulang na sahod'],
    ['Nakatira sa', 'Cebu City'],
    ['Nakatira ang kabilang panig sa', 'Hindi alam'],
  ]);
  expect(dom.container.querySelector('h2')?.textContent).toBe('Ang mga sagot mo sa “Saan ako magsisimula?”, ibinahagi sa abogado');
});

it('keeps the English page as it was', () => {
  dom.render(<SharedWhereToStart triage={wages} role="LAWYER" />);
  expect(dom.container.querySelector('h2')?.textContent).toBe('The client’s answers from “Where do I start?”');
  expect(rows()).toEqual(wages.rows.map((r) => [r.question, r.answer]));
  expect(dom.container.querySelector('a')?.getAttribute('href')).toBe(`/where-to-start/answer?${WAGES}`);
});
