'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFailureText } from '@/components/ui/form-messages';
import { firmsApi } from '@/lib/api/firms';
import type { FirmView } from '@/lib/dto/firms';
import { useT } from '@/lib/i18n/client';

const KEY = ['legal-aid-firm'] as const;

/**
 * Issue 61 item 4: the lawyer's firm beside their legal-aid hours. In no firm: start one, or answer an
 * invitation. Its admin invites colleagues by e-mail and sees each member's hours this ULAS period against
 * the 60 (a member's only once they accepted); a member sees the firm and may leave it. Words: `ulas.firm.*`.
 */
export function FirmPanel({ initial }: { initial?: FirmView }) {
  const t = useT('ulas');
  const say = useFailureText();
  const id = useId();
  const queryClient = useQueryClient();
  const firm = useQuery({ queryKey: KEY, queryFn: firmsApi.view, initialData: initial });
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (run: () => Promise<FirmView>) => run(),
    onSuccess: (view) => queryClient.setQueryData(KEY, view),
  });
  const run = async (call: () => Promise<FirmView>, done: string) => {
    setError(null);
    try {
      await act.mutateAsync(call);
      toast.success(done);
      return true;
    } catch (failure) {
      setError(say(failure, t('firm.failed')));
      return false;
    }
  };
  // The two forms go through the kit, and through `run` as the buttons do: one error line for the whole panel.
  const starting = useActionForm<{ name: string }>({
    defaultValues: { name: '' },
    action: async ({ name }) => {
      if (!name.trim()) return setError(t('firm.nameRequired'));
      if (await run(() => firmsApi.start(name.trim()), t('firm.started'))) starting.form.reset();
    },
    failureShown: 'inline',
  });
  const inviting = useActionForm<{ email: string }>({
    defaultValues: { email: '' },
    action: async ({ email }) => {
      if (!email.trim()) return setError(t('firm.emailRequired'));
      if (await run(() => firmsApi.invite(email.trim()), t('firm.invitedDone', { email: email.trim() }))) inviting.form.reset();
    },
    failureShown: 'inline',
  });
  const duration = (minutes: number) => t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const data = firm.data;
  if (!data) return null;
  const required = data.required_minutes / 60;

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="legal-aid-firm">
      <h2 className="text-lg font-semibold text-slate-900">{data.firm ? data.firm.name : t('firm.heading')}</h2>

      {data.invitations.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {data.invitations.map((invitation) => (
            <li
              key={invitation.firm_id}
              className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="text-sm text-slate-800">
                {t('firm.invited', { admin: invitation.admin_name, firm: invitation.firm_name })}
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={act.isPending}
                  onClick={() =>
                    void run(() => firmsApi.answer(invitation.firm_id, true), t('firm.joined', { firm: invitation.firm_name }))
                  }
                >
                  {t('firm.join')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={act.isPending}
                  onClick={() => void run(() => firmsApi.answer(invitation.firm_id, false), t('firm.declined'))}
                >
                  {t('firm.decline')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {!data.firm ? (
        <form method="post" noValidate className="mt-3" onSubmit={starting.submit}>
          <p className="text-sm text-slate-600">{t('firm.intro')}</p>
          <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-medium text-slate-800">
            {t('firm.name')}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input id={`${id}-name`} maxLength={120} {...starting.form.register('name')} className="input sm:max-w-sm" />
            <button type="submit" className="btn-primary" disabled={act.isPending}>
              {t('firm.start')}
            </button>
          </div>
        </form>
      ) : data.firm.is_admin ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('firm.adminNote')}</p>
          <ul className="mt-4 divide-y divide-slate-100" aria-label={t('firm.members')}>
            {data.members.map((member) => {
              const share =
                member.period_minutes === null ? 0 : Math.min(100, Math.round((member.period_minutes / data.required_minutes) * 100));
              return (
                <li key={member._id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{member.name}</p>
                    {member.period_minutes === null ? (
                      <p className="text-sm text-slate-500">{t('firm.pending')}</p>
                    ) : (
                      <>
                        <p className="text-sm text-slate-700">{t('ofRequired', { done: duration(member.period_minutes), required })}</p>
                        <div className="mt-1 h-1.5 w-full max-w-xs rounded-full bg-slate-100" aria-hidden>
                          <div className="h-1.5 rounded-full bg-emerald-600" style={{ width: `${share}%` }} />
                        </div>
                      </>
                    )}
                  </div>
                  {member._id !== data.members[0]?._id ? (
                    <button
                      type="button"
                      className="btn-secondary self-start sm:self-auto"
                      disabled={act.isPending}
                      aria-label={t('firm.removeNamed', { name: member.name })}
                      onClick={() => void run(() => firmsApi.remove(member._id), t('firm.removed', { name: member.name }))}
                    >
                      {member.status === 'INVITED' ? t('firm.withdraw') : t('firm.remove')}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <form method="post" noValidate className="mt-4" onSubmit={inviting.submit}>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
              {t('firm.inviteLabel')}
            </label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                {...inviting.form.register('email')}
                className="input sm:max-w-sm"
              />
              <button type="submit" className="btn-primary" disabled={act.isPending}>
                {t('firm.invite')}
              </button>
            </div>
          </form>
        </>
      ) : (
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('firm.memberNote', { admin: data.firm.admin_name })}</p>
          <button
            type="button"
            className="btn-secondary self-start"
            disabled={act.isPending}
            onClick={() => void run(() => firmsApi.remove(data.you), t('firm.left', { firm: data.firm!.name }))}
          >
            {t('firm.leave')}
          </button>
        </div>
      )}

      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
