'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import Link from 'next/link';
import { useHref, useT } from '@/lib/i18n/client';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lawyerProfileApi } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { BANKS } from '@/lib/reference/banks';
import { bankingInfoSchema, type BankingInfoInput } from '@/lib/validation/lawyer-profile';
import { EditorCard, SaveBar, SelectField } from './fields';
import { useProfileResolver } from './profile-messages';
import { useEditorSave } from './use-editor-save';

const LINK = '\u0000';

/** Where consultation fees are paid out. Private: only the lawyer (and payouts) ever read it. */
export function BankingInfoForm({ initial }: { initial: LawyerOwnProfile }) {
  const t = useT('editor');
  const href = useHref();
  // The sentence around the link, in each language's word order (useT formats text, not elements).
  const [before, after] = t('banking.payments', { link: LINK }).split(LINK);
  const save = useEditorSave(lawyerProfileApi.bankingInfo, 'bankInfoFailed');
  const { register, handleSubmit, formState } = useForm<BankingInfoInput>({
    resolver: useProfileResolver(zodResolver(bankingInfoSchema)),
    defaultValues: initial.banking_info ?? { provider_bank_id: '', account_name: '', account_number: '' },
  });
  const errors = formState.errors;
  return (
    <form method="post" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <EditorCard
        title={t('banking.title')}
        description={
          <span className="inline-flex items-center gap-1.5">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" /> {t('banking.description')}
          </span>
        }
      >
        <div data-testid="payout-schedule" className="mb-5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{t('banking.whenPaid')}</p>
          <p className="mt-1">{t('banking.schedule')}</p>
          <p className="mt-1">
            {before}
            <Link href={href('/lawyer-portal/payments')} className="font-medium text-primary hover:underline">
              {t('banking.paymentsLink')}
            </Link>
            {after}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('banking.bank')}
            registration={register('provider_bank_id')}
            error={errors.provider_bank_id?.message}
            className="sm:col-span-2"
          >
            <option value="">{t('banking.chooseBank')}</option>
            {BANKS.map((b) => (
              <option key={b.provider_bank_id} value={b.provider_bank_id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('banking.accountName')}
            autoComplete="name"
            registration={register('account_name')}
            error={errors.account_name?.message}
          />
          <TextField
            label={t('banking.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            registration={register('account_number')}
            error={errors.account_number?.message}
          />
        </div>
        <div className="mt-6">
          <SaveBar pending={save.isPending} label={t('form.save')} pendingLabel={t('form.saving')} />
        </div>
      </EditorCard>
    </form>
  );
}
