'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Pencil, Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lawyerProfileApi, useOwnProfile } from '@/lib/api/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import type { LawyerOwnProfile, PublicAward } from '@/lib/dto/lawyer-profile';
import { AWARD_DESCRIPTION_MAX, awardSchema, type AwardInput } from '@/lib/validation/lawyer-profile';
import { CountedTextArea, EditorCard, SaveBar } from './fields';
import { useProfileResolver } from './profile-messages';
import { useEditorSave } from './use-editor-save';

function AwardForm({ award, onDone }: { award?: PublicAward; onDone?: () => void }) {
  const t = useT('editor');
  const save = useEditorSave(
    (values: AwardInput) => (award ? lawyerProfileApi.updateAward({ ...values, _id: award._id }) : lawyerProfileApi.addAward(values)),
    'failed',
  );
  const { register, handleSubmit, formState, control, reset } = useForm<AwardInput>({
    resolver: useProfileResolver(zodResolver(awardSchema)),
    defaultValues: { title: award?.title ?? '', description: award?.description ?? '', year: (award?.year ?? '') as unknown as number },
  });
  const errors = formState.errors;
  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            if (!award) reset();
            onDone?.();
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={t('awards.formTitle')}
          registration={register('title')}
          error={errors.title?.message}
          placeholder={t('awards.titlePlaceholder')}
        />
        <TextField label={t('awards.year')} inputMode="numeric" registration={register('year')} error={errors.year?.message} />
      </div>
      <CountedTextArea
        label={t('awards.formDescription')}
        rows={3}
        registration={register('description')}
        value={useWatch({ control, name: 'description' })}
        max={AWARD_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
      <SaveBar pending={save.isPending} label={award ? t('form.save') : t('awards.add')} pendingLabel={t('form.saving')} />
    </form>
  );
}

/** Awards and publications (spec §3): shown to clients in this order; the lawyer moves them up or down. */
export function AwardsEditor({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const t = useT('editor');
  const [editing, setEditing] = useState<string | null>(null);
  const reorder = useEditorSave(lawyerProfileApi.reorderAwards, 'failed');
  const remove = useEditorSave(lawyerProfileApi.deleteAward, 'failed');
  const awards = profile.awards;
  const move = (index: number, by: -1 | 1) => {
    const order = awards.map((a) => a._id);
    [order[index], order[index + by]] = [order[index + by], order[index]];
    reorder.mutate(order);
  };
  return (
    <div className="space-y-6">
      <EditorCard title={t('awards.title')} description={t('awards.description')}>
        {awards.length ? (
          <ol className="divide-y divide-slate-200">
            {awards.map((a, i) => (
              <li key={a._id} className="py-4">
                {editing === a._id ? (
                  <AwardForm award={a} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex items-start gap-3">
                    <span className="mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full bg-amber-50 text-amber-700">
                      <Trophy className="h-4 w-4" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">
                        {a.title}
                        {a.year ? <span className="font-normal text-slate-500"> · {a.year}</span> : null}
                      </p>
                      {a.description ? <p className="mt-0.5 text-sm text-slate-700">{a.description}</p> : null}
                    </div>
                    <div className="flex shrink-0 flex-wrap justify-end gap-1">
                      <button
                        type="button"
                        className="btn-ghost h-10 w-10 p-0"
                        aria-label={t('awards.moveUp', { title: a.title })}
                        disabled={i === 0 || reorder.isPending}
                        onClick={() => move(i, -1)}
                      >
                        <ArrowUp className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="btn-ghost h-10 w-10 p-0"
                        aria-label={t('awards.moveDown', { title: a.title })}
                        disabled={i === awards.length - 1 || reorder.isPending}
                        onClick={() => move(i, 1)}
                      >
                        <ArrowDown className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="btn-ghost h-10 w-10 p-0"
                        aria-label={t('awards.edit', { title: a.title })}
                        onClick={() => setEditing(a._id)}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="btn-ghost h-10 w-10 p-0 text-red-700"
                        aria-label={t('awards.delete', { title: a.title })}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(t('awards.confirmDelete', { title: a.title }))) remove.mutate(a._id);
                        }}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{t('awards.empty')}</p>
        )}
      </EditorCard>
      <EditorCard title={t('awards.addTitle')}>
        <AwardForm />
      </EditorCard>
    </div>
  );
}
