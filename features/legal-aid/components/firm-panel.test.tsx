/** @jest-environment jsdom */
import { act } from 'react';
import type { FirmView } from '@/lib/dto/firms';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { FirmPanel } from './firm-panel';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 61 item 4: a firm's admin sees each member's hours against 60 and invites by e-mail; an invited lawyer
// joins; a member leaves. Both languages.
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const PERIOD = { start: '2025-01-01', end: '2027-12-31' };
const NONE: FirmView = { you: id(2), firm: null, period: PERIOD, required_minutes: 3600, members: [], invitations: [] };
const ADMIN: FirmView = {
  you: id(1),
  firm: { _id: id(9), name: 'Reyes & Cruz Law Office', is_admin: true, admin_name: 'Ana Reyes' },
  period: PERIOD,
  required_minutes: 3600,
  members: [
    { _id: id(1), name: 'Ana Reyes', status: 'ACTIVE', period_minutes: 750 },
    { _id: id(2), name: 'Ben Cruz', status: 'INVITED', period_minutes: null },
  ],
  invitations: [],
};

const dom = useDomRoot();
const text = () => (dom.container.textContent ?? '').replace(/\s+/g, ' ');
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

it('the admin sees each member’s hours against 60, invites a colleague by e-mail and withdraws an invitation', async () => {
  const calls = recordFetch((call) => ({
    status: 200,
    body: call.method === 'DELETE' ? { ...ADMIN, members: [ADMIN.members[0]] } : ADMIN,
  }));
  dom.render(<FirmPanel initial={ADMIN} />, { query: true });
  expect(text()).toContain('Reyes & Cruz Law Office');
  expect(text()).toContain('Ana Reyes12 h 30 min of 60 h');
  expect(text()).toContain('Ben CruzInvited · hours shared once they accept');
  // The admin is not offered to remove themselves.
  expect(dom.container.querySelector('button[aria-label="Remove Ana Reyes"]')).toBeNull();

  const email = dom.container.querySelector('input[type="email"]') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(email, 'carla@example.com');
    email.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => button('Invite').click());
  await actUntil(() => calls.some((c) => c.method === 'POST'));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringContaining('/api/v1/lawyers/profile/firm/members'),
    body: { email: 'carla@example.com' },
  });

  await act(async () => (dom.container.querySelector('button[aria-label="Remove Ben Cruz"]') as HTMLButtonElement).click());
  await actUntil(() => !text().includes('Ben Cruz'));
  expect(calls.find((c) => c.method === 'DELETE')?.url).toContain(`/api/v1/lawyers/profile/firm/members/${id(2)}`);
});

it('an invited lawyer joins in Filipino, and a member leaves their firm', async () => {
  const member: FirmView = { ...NONE, firm: { _id: id(9), name: 'Reyes & Cruz Law Office', is_admin: false, admin_name: 'Ana Reyes' } };
  const calls = recordFetch((call) => ({ status: 200, body: call.method === 'DELETE' ? NONE : member }));
  dom.render(
    <FirmPanel initial={{ ...NONE, invitations: [{ firm_id: id(9), firm_name: 'Reyes & Cruz Law Office', admin_name: 'Ana Reyes' }] }} />,
    {
      query: true,
      locale: 'fil',
    },
  );
  expect(text()).toContain('Inimbitahan ka ni Ana Reyes sa Reyes & Cruz Law Office.');
  await act(async () => button('Sumali').click());
  await actUntil(() => text().includes('Umalis sa firm'));
  expect(calls[0]).toMatchObject({ method: 'POST', url: expect.stringContaining(`/firm/invitations/${id(9)}`), body: { accept: true } });

  await act(async () => button('Umalis sa firm').click());
  await actUntil(() => text().includes('Simulan ang firm'));
  expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: expect.stringContaining(`/firm/members/${id(2)}`) });
});
