'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import Link from 'next/link';
import { PAYOUT_SCHEDULE_NOTE } from '@/lib/rules/fees';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lawyerProfileApi, useProfileSave } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { BANKS } from '@/lib/reference/banks';
import { PROFILE_TOASTS, bankingInfoSchema, type BankingInfoInput } from '@/lib/validation/lawyer-profile';
import { EditorCard, SaveBar, SelectField } from './fields';

/** Where consultation fees are paid out. Private: only the lawyer (and payouts) ever read it. */
export function BankingInfoForm({ initial }: { initial: LawyerOwnProfile }) {
  const save = useProfileSave(lawyerProfileApi.bankingInfo, PROFILE_TOASTS.bankInfoFailed);
  const { register, handleSubmit, formState } = useForm<BankingInfoInput>({
    resolver: zodResolver(bankingInfoSchema),
    defaultValues: initial.banking_info ?? { provider_bank_id: '', account_name: '', account_number: '' },
  });
  const errors = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <EditorCard
        title="Banking info"
        description={
          <span className="inline-flex items-center gap-1.5">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Your payouts go here. Clients never see these details.
          </span>
        }
      >
        <div data-testid="payout-schedule" className="mb-5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">When you are paid</p>
          <p className="mt-1">{PAYOUT_SCHEDULE_NOTE}</p>
          <p className="mt-1">
            <Link href="/lawyer-portal/payments" className="font-medium text-primary hover:underline">
              Payments
            </Link>{' '}
            shows what is owed to you and what was paid, and when.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Bank or e-wallet"
            registration={register('provider_bank_id')}
            error={errors.provider_bank_id?.message}
            className="sm:col-span-2"
          >
            <option value="">Choose your bank</option>
            {BANKS.map((b) => (
              <option key={b.provider_bank_id} value={b.provider_bank_id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Account name"
            autoComplete="name"
            registration={register('account_name')}
            error={errors.account_name?.message}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            registration={register('account_number')}
            error={errors.account_number?.message}
          />
        </div>
        <div className="mt-6">
          <SaveBar pending={save.isPending} />
        </div>
      </EditorCard>
    </form>
  );
}
