/** @jest-environment jsdom */
import { act } from 'react';
import { useDomRoot } from '@/lib/test/dom';
import type { NotificationDto } from '@/lib/dto/notification';
import { NotificationsMenu } from './notifications-menu';

const items: NotificationDto[] = [
  {
    _id: 'n1',
    icon: 'new-meeting',
    title: 'New meeting',
    body: 'Ana Reyes booked a consultation',
    url: '/lawyer-portal/meeting/m1',
    seen: false,
    created_at: new Date().toISOString(),
  } as NotificationDto,
];
jest.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ user: { _id: 'u1', email_verified: false } }) }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/api/notifications', () => ({
  useInAppNotifications: () => ({ data: { results: items, unseen_count: 1 } }),
  useMarkNotificationSeen: () => ({ mutate: jest.fn() }),
}));

// The bell (issue 60's bytes): its badge at once, the popover's code only once the bell is reached;
// a press before the code arrives still opens the list.
const dom = useDomRoot();
const bell = () => dom.container.querySelector<HTMLButtonElement>('button[aria-label^="Notifications"]')!;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('draws the badge at once and fetches no popover code until the bell is reached', async () => {
  dom.render(<NotificationsMenu />, { query: false });
  const standIn = bell();
  expect(dom.container.querySelector('[data-testid="notification-badge"]')!.textContent).toBe('1');
  await settle();
  expect(bell()).toBe(standIn);
  act(() => standIn.focus());
  await settle();
  expect(bell()).not.toBe(standIn);
  expect(document.activeElement).toBe(bell());
  expect(document.querySelector('[role="dialog"]')).toBeNull();
});

it('a press on the stand-in opens the list when the code arrives', async () => {
  dom.render(<NotificationsMenu />, { query: false });
  act(() => bell().click());
  await settle();
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog).not.toBeNull();
  expect(dialog!.textContent).toContain('Ana Reyes booked a consultation');
});
