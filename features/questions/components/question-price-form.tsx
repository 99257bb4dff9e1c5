'use client';

import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { EditorCard, SaveBar } from '@/components/lawyer-profile/fields';
import { plainResolver } from '@/components/ui/plain-resolver';
import { questionsApi } from '@/features/questions/api/questions';
import { formatPeso } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import { isQuestionPrice, QUESTION_PRICE_BOUNDS } from '@/features/questions/rules/written-questions';

const pesos = (centavos: number) => String(centavos / 100);

type PriceFields = { offered: boolean; amount: string };
const priceOf = ({ offered, amount }: PriceFields) => (offered ? Math.round(Number(amount) * 100) : null);

/**
 * Issue 60 in the lawyer's editor, beside their consultation prices: whether they answer written
 * questions, and at what price within QUESTION_PRICE_BOUNDS (₱500 suggested), saved by PUT
 * lawyers/profile/question-price. The same bounds are checked here first (isQuestionPrice, the server's
 * rule); a refusal from the server is shown in its catalogue's words.
 */
export function QuestionPriceForm({ initial }: { initial: number | null }) {
  const id = useId();
  const t = useT('questions');
  const save = useMutation({ mutationFn: (price: number | null) => questionsApi.setPrice(price) });
  const bounds = { min: formatPeso(QUESTION_PRICE_BOUNDS.min), max: formatPeso(QUESTION_PRICE_BOUNDS.max) };
  const { form, submit, pending, failure } = useActionForm<PriceFields, Awaited<ReturnType<typeof questionsApi.setPrice>>>({
    defaultValues: { offered: initial !== null, amount: pesos(initial ?? QUESTION_PRICE_BOUNDS.suggested) },
    // The server's rule (isQuestionPrice) first, in the form's own words; no request for a price it would refuse.
    resolver: plainResolver((values): Record<string, string> => {
      const price = priceOf(values);
      return price !== null && (values.amount.trim() === '' || !isQuestionPrice(price)) ? { amount: t('price.outOfBounds', bounds) } : {};
    }),
    action: (values) => save.mutateAsync(priceOf(values)),
    onDone: (saved) =>
      toast.success(saved.price_centavos === null ? t('price.savedOff') : t('price.saved', { price: formatPeso(saved.price_centavos) })),
    failure: t('price.failed'),
    failureShown: 'inline',
  });
  const offered = form.watch('offered');
  const error = form.formState.errors.amount?.message ?? failure;

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-label={t('price.title')}>
      <EditorCard title={t('price.title')} description={t('price.intro')}>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...form.register('offered')} className="h-4 w-4" />
          {t('price.offer')}
        </label>
        {offered ? (
          <div className="mt-4 max-w-xs">
            <label htmlFor={`${id}-price`} className="block text-sm font-medium text-slate-800">
              {t('price.amount')}
            </label>
            <div className="relative mt-1">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">₱</span>
              <input
                id={`${id}-price`}
                inputMode="numeric"
                // Digits and a point only, as typed: the box holds what the price can be read from.
                value={form.watch('amount')}
                onChange={(e) => form.setValue('amount', e.target.value.replace(/[^\d.]/g, ''))}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-bounds`}
                className="input pl-7"
              />
            </div>
            <p id={`${id}-bounds`} className="mt-1 text-sm text-slate-600">
              {t('price.bounds', { ...bounds, suggested: formatPeso(QUESTION_PRICE_BOUNDS.suggested) })} {t('price.profileNote')}
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6">
          <SaveBar pending={pending} label={t('price.save')} pendingLabel={t('price.saving')} />
        </div>
      </EditorCard>
    </form>
  );
}
