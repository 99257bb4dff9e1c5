/** @jest-environment jsdom */
import { act } from 'react';
import { useDomRoot } from '@/lib/test/dom';
import type { AuthUser } from '@/lib/auth/types';
import { AvatarMenu } from './avatar-menu';
import { AvatarMenuRadix } from './avatar-menu-radix';
import { MOVED_LINKS } from './site-header';

jest.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ signOut: jest.fn() }) }));

// The avatar menu's Radix code loads when first reached (issues 28 and 60); until then a stand-in
// button takes the press. A person who clicks at once must still get the menu, and a keyboard user keeps focus.

const dom = useDomRoot();
const user: AuthUser = {
  _id: 'u1',
  email: 'ana@example.com',
  type: 'CUSTOMER',
  roles: ['CUSTOMER'],
  first_name: 'Ana',
  last_name: 'Reyes',
  picture_url: null,
  email_verified: true,
  has_password: true,
};
const button = () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Account settings"]')!;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('the menu code is not fetched until a pointer or focus reaches the button (most visits never open it)', async () => {
  dom.render(<AvatarMenu user={user} />, { query: false });
  const standIn = button();
  await settle();
  expect(button()).toBe(standIn);
  act(() => standIn.focus());
  await settle();
  expect(button()).not.toBe(standIn);
});

it('a press on the stand-in before the menu code arrives opens the menu when it does', async () => {
  dom.render(<AvatarMenu user={user} />, { query: false });
  expect(button().getAttribute('aria-expanded')).toBe('false');
  expect(document.querySelector('[role="menu"]')).toBeNull();
  act(() => button().click());
  await settle();
  const menu = document.querySelector('[role="menu"]');
  expect(menu).not.toBeNull();
  expect(menu!.textContent).toContain('Logout');
  expect(button().getAttribute('aria-expanded')).toBe('true');
});

it('focus on the stand-in moves to the real trigger when it replaces it, with the menu closed', async () => {
  dom.render(<AvatarMenu user={user} />, { query: false });
  const standIn = button();
  act(() => standIn.focus());
  await settle();
  expect(button()).not.toBe(standIn);
  expect(document.activeElement).toBe(button());
  expect(document.querySelector('[role="menu"]')).toBeNull();
});

it("the real menu follows the stand-in's press even when it lands after the menu was drawn closed", async () => {
  // The press fell between the menu code's arrival and the swap: the menu was drawn closed, then the
  // stand-in's state says open. A menu that took the state only once (defaultOpen) stayed closed.
  const props = { user, onOpenChange: () => {}, hovered: false, focused: false };
  dom.render(<AvatarMenuRadix {...props} open={false} />, { query: false });
  await settle();
  expect(document.querySelector('[role="menu"]')).toBeNull();
  dom.render(<AvatarMenuRadix {...props} open />, { query: false });
  await settle();
  expect(document.querySelector('[role="menu"]')).not.toBeNull();
  expect(button().getAttribute('aria-expanded')).toBe('true');
});

it('holds "Ask in writing" first on a small screen, then the header links it hides (issue 72)', async () => {
  const props = { user, onOpenChange: () => {}, hovered: false, focused: false };
  dom.render(<AvatarMenuRadix {...props} moved={MOVED_LINKS} open />, { query: false, locale: 'fil' });
  await settle();
  const items = Array.from(document.querySelectorAll('[role="menuitem"]'));
  expect(items[0].textContent).toBe('Magtanong nang nakasulat');
  expect(items[0].getAttribute('href')).toBe('/fil/lawyers-online?written=1');
  // Below md, with free legal help (the spec's menu alone from md up); blog below sm only. The separator after
  // them shows wherever one of them does.
  expect(items.slice(0, 3).map((i) => i.className.match(/(sm|md):hidden/)?.[0])).toEqual(['md:hidden', 'sm:hidden', 'md:hidden']);
  expect(document.querySelector('[role="separator"]')!.className).toContain('md:hidden');
});
