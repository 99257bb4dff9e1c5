'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { callGuestApi } from '@/lib/api/call-guests';
import type { CallGuest } from '@/lib/dto/call-guest';
import { useLocale, useT } from '@/lib/i18n/client';

const meetingGuestKey = (meetingId: string) => ['meeting', meetingId, 'guest'] as const;

/** The meeting's guest as the meeting page and the call read it (refreshed when the call hears of a change). */
function useMeetingGuest(meetingId: string, enabled = true) {
  return useQuery({ queryKey: meetingGuestKey(meetingId), queryFn: () => callGuestApi.get(meetingId), enabled });
}

/** Where the guest is, in a sentence. */
function guestLine(guest: CallGuest, t: ReturnType<typeof useT<'call'>>): string {
  const key = ({ INVITED: 'invited', WAITING: 'waiting', ADMITTED: 'admitted', REMOVED: 'removed' } as const)[guest.status];
  return t(`guest.invite.${key}`, { name: guest.name });
}

/**
 * Issue 63 item 5, on the meeting page: the client invites one relative to the call — a link to copy, or
 * mailed — shown once (only its digest is kept; "Make a new link" replaces it while it is unopened). Both
 * parties see who is invited and where they are.
 */
export function MeetingGuest({ meetingId, isClient, open }: { meetingId: string; isClient: boolean; open: boolean }) {
  const t = useT('call');
  const locale = useLocale();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const { data } = useMeetingGuest(meetingId);
  const guest = data?.guest ?? null;
  const [made, setMade] = useState<CallGuest | null>(null);
  const {
    form,
    submit: invite,
    pending: busy,
  } = useActionForm<{ name: string; email: string }, CallGuest>({
    defaultValues: { name: '', email: '' },
    // A new link for the guest already named may leave the name blank: it stays theirs.
    action: ({ name, email }) =>
      callGuestApi.invite(meetingId, {
        name: name.trim() || guest?.name || '',
        ...(email.trim() ? { email: email.trim() } : {}),
        language: locale,
      }),
    onDone: (saved) => {
      setMade(saved);
      queryClient.setQueryData(meetingGuestKey(meetingId), { guest: saved });
    },
    failure: t('guest.invite.send'),
  });

  if (!guest && !isClient) return null;
  const unopened = guest === null || guest.status === 'INVITED';

  const copy = async () => {
    if (!made?.url) return;
    await navigator.clipboard?.writeText(made.url).catch(() => undefined);
    toast.success(t('guest.invite.copied'));
  };

  return (
    <section aria-labelledby="guest-heading" className="mt-5" data-testid="meeting-guest">
      <h2 id="guest-heading" className="text-sm font-semibold text-slate-800">
        {t('guest.invite.title')}
      </h2>
      {guest && (
        <p className="mt-1 text-sm text-slate-700" data-guest-status={guest.status}>
          {guestLine(guest, t)}
        </p>
      )}
      {isClient && made?.url && (
        <div className="mt-2 space-y-2" data-testid="guest-link">
          <input readOnly value={made.url} aria-label={t('guest.invite.copy')} className="input w-full font-mono text-xs" />
          <p className="text-sm text-slate-600">
            {made.email ? `${t('guest.invite.mailed', { email: made.email })} ` : ''}
            {t('guest.invite.linkOnce', { name: made.name })}
          </p>
          <button type="button" className="btn-primary" onClick={copy}>
            {t('guest.invite.copy')}
          </button>
        </div>
      )}
      {isClient && open && unopened && !made && (
        <form method="post" onSubmit={invite} className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('guest.invite.intro')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex-1 text-sm font-medium text-slate-800">
              {t('guest.invite.name')}
              <input
                {...form.register('name')}
                className="input mt-1 w-full"
                autoComplete="off"
                maxLength={120}
                required={!guest}
                placeholder={guest?.name}
              />
            </label>
            <label className="flex-1 text-sm font-medium text-slate-800">
              {t('guest.invite.email')}
              <input type="email" {...form.register('email')} className="input mt-1 w-full" autoComplete="off" />
            </label>
            <button type="submit" className="btn-outline" disabled={!hydrated || busy}>
              {busy ? t('guest.invite.sending') : guest ? t('guest.invite.newLink') : t('guest.invite.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
