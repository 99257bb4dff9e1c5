import type { Metadata } from 'next';
import { NotaryEditor } from '@/components/notary/notary-editor';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findOwnNotaryProfile } from '@/lib/server/notary/own-notary-profile';

export const metadata: Metadata = { title: 'Notary Public' };
export const dynamic = 'force-dynamic';

/** Spec §2 /lawyer-portal/notary-public: the notary's own profile; the session is checked here too. */
export default async function NotaryPublicEditorPage() {
  const user = await requirePageUser('/lawyer-portal/notary-public');
  const profile = await findOwnNotaryProfile(user.id);
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">Notarial services</h1>
      <p className="mt-2 text-slate-700">
        Your notary public profile: visitors find it by city and service, then come to your office. Notarization always needs the signer in
        person — your online consultations stay separate.
      </p>
      <div className="mt-6">
        <NotaryEditor initial={profile} />
      </div>
    </div>
  );
}
