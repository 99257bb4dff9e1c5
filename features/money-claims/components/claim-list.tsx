'use client';

import Link from 'next/link';
import type { z } from 'zod';
import type { moneyClaimListSchema } from '@/features/money-claims/dto/money-claims';
import { formatPeso } from '@/lib/format/money';
import { useHref, useT } from '@/lib/i18n/client';
import { claimPath, NEW_CLAIM_PATH } from '@/features/money-claims/reference/claim-link';

/** Issue 75: the person's money claims beside their matters, and the door to a new one. */
export function ClaimList({ claims }: { claims: z.infer<typeof moneyClaimListSchema>['results'] }) {
  const t = useT('claims');
  const href = useHref();
  return (
    <section aria-labelledby="money-claims" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="money-claims" className="font-semibold text-slate-900">
          {t('claim.list')}
        </h2>
        <Link href={href(NEW_CLAIM_PATH)} className="btn-primary min-h-11">
          {t('nav.newClaim')}
        </Link>
      </div>
      {claims.length === 0 ? (
        <p className="text-sm text-slate-600">{t('claim.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {claims.map((c) => (
            <li key={c._id}>
              <Link href={href(claimPath(c._id))} className="flex min-h-12 items-center justify-between gap-3 py-2 hover:underline">
                <span className="font-medium text-slate-900">{formatPeso(c.amount_centavos)}</span>
                <span className="text-sm text-slate-600">{t(`claim.status${c.status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
