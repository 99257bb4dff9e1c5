/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { MatterListDto, MatterViewDto } from '@/features/matters/dto/matters';
import { ClientMessagesProvider, type CompiledCatalogue } from '@/lib/i18n/client';
import { compiledNamespace } from '@/lib/i18n/compile';
import type { Locale } from '@/lib/i18n/paths';
import { recordFetch } from '@/lib/test/dom';
import { MatterList } from './matter-list';
import { MatterView } from './matter-view';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/fil/x' }));

// Issue 72, item 10: the matter pages are rendered on the server from what it read (getMatterView, listMatters):
// their HTML holds the matter — never "Loading matters…" waiting for the browser to fetch it on a slow phone.

const LAWYER = { _id: '11111111-1111-4111-8111-111111111111', name: 'Atty. Ana Reyes', picture_url: null };
const CLIENT = { _id: '22222222-2222-4222-8222-222222222222', name: 'Juan Cruz', picture_url: null };
const MATTER = {
  _id: '33333333-3333-4333-8333-333333333333',
  title: 'Unpaid wages — complaint against the employer',
  problem: null,
  court: 'NLRC Cebu City',
  case_number: 'NLRC RAB-VII-03-00412-26',
  branch: null,
  source: { kind: 'MEETING' as const, _id: '44444444-4444-4444-8444-444444444444' },
  lawyer: LAWYER,
  client: CLIENT,
  role: 'CUSTOMER' as const,
  last_update_days: 3,
  last_shared_at: '2030-01-04T02:00:00.000Z',
  next_hearing: null,
  closed_at: null,
  close_reason: null,
  created_at: '2030-01-01T02:00:00.000Z',
};
const VIEW: MatterViewDto = {
  matter: MATTER,
  entries: {
    entries: [
      {
        _id: '55555555-5555-4555-8555-555555555555',
        kind: 'UPDATE',
        shared: true,
        author: { _id: LAWYER._id, name: 'Ana Reyes', role: 'LAWYER' },
        mine: false,
        body: 'I filed your complaint with the NLRC in Cebu City.',
        file: null,
        due_at: null,
        hearing: null,
        ref: null,
        created_at: '2030-01-04T02:00:00.000Z',
      },
    ],
    next_cursor: null,
  },
  hearings: [],
  linked: { meetings: [], work_items: [], letters: [], questions: [], files: [] },
  file_count: 0,
};
const LIST: MatterListDto = { results: [MATTER] };

function serverHtml(node: React.ReactNode, locale: Locale = 'fil'): string {
  const messages: CompiledCatalogue = { matters: compiledNamespace(locale, 'matters'), errors: compiledNamespace(locale, 'errors') };
  return renderToString(
    <ClientMessagesProvider locale={locale} messages={messages}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </ClientMessagesProvider>,
  );
}

beforeEach(() => {
  // Nothing to fetch: a call would be the page drawing in the browser again.
  recordFetch(() => {
    throw new Error('the server-rendered matter fetched');
  });
});

it('renders one matter from what the server read: its title, its case number, its timeline — no loading line', () => {
  const html = serverHtml(<MatterView initial={VIEW} portal="/customer-portal" />);
  expect(html).toContain('Unpaid wages — complaint against the employer');
  expect(html).toContain('I filed your complaint with the NLRC in Cebu City.');
  expect(html).toContain('NLRC RAB-VII-03-00412-26');
  expect(html).not.toMatch(/Naglo-load|Loading/);
});

it('renders the list of matters from what the server read', () => {
  const html = serverHtml(<MatterList basePath="/customer-portal/matters" initial={LIST} />);
  expect(html).toContain('Unpaid wages — complaint against the employer');
  expect(html).toContain(`href="/fil/customer-portal/matters/${MATTER._id}"`);
  expect(html).not.toMatch(/Naglo-load|Loading/);
});
