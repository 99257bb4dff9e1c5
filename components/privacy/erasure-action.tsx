'use client';

import { ReasonAction } from '@/components/admin/reason-action';
import { eraseByAdmin } from '@/lib/api/privacy';
import { useWords } from '@/lib/i18n/context';

/**
 * The admin's "Erase now" for a deletion request that came by letter or e-mail (no grace period;
 * audited). Its words: the `admin` catalogue's `erasure`, sent by the console's layout.
 */
export function ErasureAction({ userId, name }: { userId: string; name: string }) {
  const words = useWords('admin');
  return (
    <ReasonAction
      label={words('erasure.label')}
      ariaLabel={words('erasure.name', { name })}
      fieldLabel={words('erasure.why')}
      placeholder={words('erasure.placeholder')}
      confirmLabel={words('erasure.confirm')}
      tone="danger"
      success={words('erasure.erased')}
      run={async (reason) => {
        const result = await eraseByAdmin(userId, reason);
        // Recorded but not carried out (it failed, or something was booked meanwhile): the privacy page says why.
        if (!result.erased) throw new Error(words('erasure.notRun'));
      }}
    />
  );
}
