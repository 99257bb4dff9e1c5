import { isAdminConsolePath, mayOpenAdminConsole } from './admin-console';

describe('who may open the admin console', () => {
  it('the ADMIN role on a verified e-mail, and nobody else', () => {
    expect(mayOpenAdminConsole({ roles: ['ADMIN'], emailVerified: true })).toBe(true);
    expect(mayOpenAdminConsole({ roles: ['ADMIN'], emailVerified: false })).toBe(false);
    expect(mayOpenAdminConsole({ roles: [], emailVerified: true })).toBe(false);
    expect(mayOpenAdminConsole({ roles: ['admin'], emailVerified: true })).toBe(false);
  });

  it('its pages are /admin and what is under it, not a path that only begins alike', () => {
    expect(isAdminConsolePath('/admin')).toBe(true);
    expect(isAdminConsolePath('/admin/payments')).toBe(true);
    expect(isAdminConsolePath('/administration')).toBe(false);
    expect(isAdminConsolePath('/lawyer-portal')).toBe(false);
  });
});
