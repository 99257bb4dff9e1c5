'use client';

import { ReasonAction } from '@/components/admin/reason-action';
import { eraseByAdmin } from '@/lib/api/privacy';

/** The admin's "Erase now" for a deletion request that came by letter or e-mail (no grace period; audited). */
export function ErasureAction({ userId, name }: { userId: string; name: string }) {
  return (
    <ReasonAction
      label="Erase personal data…"
      ariaLabel={`Erase ${name}`}
      fieldLabel="How the request came (audit log; do not repeat the person's name or contact details)"
      placeholder="e.g. Letter to the DPO dated 3 November, identity checked by phone."
      confirmLabel="Erase now"
      tone="danger"
      success="The account was erased."
      run={async (reason) => {
        const result = await eraseByAdmin(userId, reason);
        // Recorded but not carried out (it failed, or something was booked meanwhile): the privacy page says why.
        if (!result.erased) throw new Error('The request is recorded, but the erasure did not run. Privacy requests shows why.');
      }}
    />
  );
}
