/** @jest-environment jsdom */
import { toast } from 'sonner';
import { DELETION_MESSAGES } from '@/lib/config/privacy';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { SignInNotice } from './sign-in-notice';

jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
let mockSignedIn: { _id: string } | null = null;
jest.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => ({ user: mockSignedIn }) }));

const dom = useDomRoot();
const success = toast.success as jest.Mock;

beforeEach(() => {
  success.mockClear();
  mockSignedIn = null;
});

describe('the notice after a sign-in that cancelled a deletion', () => {
  it('shows "Your account will not be deleted" once, on the first page with the session, then never again', async () => {
    // As startSession leaves it with the session cookies.
    document.cookie = 'abogado_notice=deletion-cancelled; Path=/';

    // The sign-in form's page before the answer: no user yet, the cookie waits.
    dom.render(<SignInNotice />, { query: false });
    expect(success).not.toHaveBeenCalled();
    expect(document.cookie).toContain('abogado_notice=');

    mockSignedIn = { _id: 'u1' };
    dom.render(<SignInNotice />, { query: false });
    await actUntil(() => success.mock.calls.length > 0);
    expect(success.mock.calls).toEqual([[DELETION_MESSAGES.cancelledOnSignIn]]);
    expect(DELETION_MESSAGES.cancelledOnSignIn).toContain('Your account will not be deleted');
    expect(document.cookie).not.toContain('abogado_notice=');

    // The next page (a new mount, as after a reload) has nothing to say.
    dom.render(<></>, { query: false });
    dom.render(<SignInNotice />, { query: false });
    await actUntil(() => false, 200);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('says nothing after an ordinary sign-in', async () => {
    mockSignedIn = { _id: 'u2' };
    dom.render(<SignInNotice />, { query: false });
    await actUntil(() => false, 200);
    expect(success).not.toHaveBeenCalled();
  });
});
