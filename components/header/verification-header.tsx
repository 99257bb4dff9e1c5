import { APP_NAME } from '@/lib/config/app';
import { SignOutButton } from './sign-out-button';

/**
 * The bar of the verification pages (/verify-email, /verify-email/{token}, /verify-ibp/{token}): the
 * logo, and "Sign out" for a signed-in user. Unlike the public header it shows for lawyers too: a new
 * lawyer waiting for the mail must be able to leave or switch accounts.
 */
export function VerificationHeader({ signedIn, home }: { signedIn: boolean; home: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="container-page flex h-16 items-center gap-2">
        <a href={home} className="text-xl font-bold text-primary">
          {APP_NAME}
        </a>
        <SignOutButton signedIn={signedIn} />
      </nav>
    </header>
  );
}
