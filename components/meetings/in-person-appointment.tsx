'use client';

import { useNow } from '@/components/ui/use-now';
import { useMarkInPerson } from '@/lib/api/meetings';
import { useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';
import type { MeetingDto } from '@/lib/dto/meeting';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { NOTARY_CHECKLIST_ITEMS } from '@/lib/reference/notary-checklist';
import { NOTARY_SERVICE_SLUGS } from '@/lib/reference/notary-services';

const known = (list: readonly string[], key: string) => list.includes(key);

/**
 * A notarial appointment on its meeting page (issue 43): where the office is (with a map), the
 * service, what to bring, and that it is in person — where a consultation has its join button.
 */
export function InPersonAppointment({ appointment, meetingId }: { appointment: NonNullable<MeetingDto['in_person']>; meetingId: string }) {
  const t = useT('meetings');
  const words = useT('notary');
  const service = known(NOTARY_SERVICE_SLUGS, appointment.service) ? words(`services.${appointment.service}`) : appointment.service;
  return (
    <div className="mt-5 rounded-lg bg-primary-50 p-4 text-sm text-slate-800" data-testid="in-person-appointment">
      <p className="font-medium text-slate-900">{t('detail.inPersonNote')}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{t('detail.service')}</dt>
          <dd className="text-slate-900">{service}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('detail.where')}</dt>
          <dd className="text-slate-900" data-testid="office-address">
            {appointment.address}
            {appointment.map_url && (
              <>
                {' · '}
                <a href={appointment.map_url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                  {t('detail.map')}
                </a>
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3 font-medium text-slate-900">{t('detail.bring')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="checklist">
        {appointment.checklist
          .filter((item) => known(NOTARY_CHECKLIST_ITEMS, item))
          .map((item) => (
            <li key={item}>{words(`checklist.${item}`)}</li>
          ))}
      </ul>
      {appointment.has_draft && (
        <p className="mt-3" data-testid="notary-draft">
          <a href={`/api/v1/meeting/${meetingId}/notary-draft`} className="font-medium text-primary hover:underline">
            {t('detail.draftLink')}
          </a>
          <span className="block text-slate-700">{t('detail.draftNote')}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The notary's word once an in-person appointment's time has come (no call settles it): done, or
 * the client did not come. Only on the notary's side, only while it is confirmed.
 */
export function InPersonOutcome({ meeting }: { meeting: Pick<MeetingDto, '_id' | 'role' | 'status' | 'start_time' | 'in_person'> }) {
  const t = useT('meetings');
  const say = useFailureText();
  const mark = useMarkInPerson(meeting._id);
  const now = useNow(30_000);
  if (rulesOfWire(meeting).settlement !== 'marked-by-lawyer' || meeting.role !== 'LAWYER' || meeting.status !== 'CONFIRMED') return null;
  if (now === null || now < Date.parse(meeting.start_time)) return null;
  return (
    <div className="mt-4" data-testid="in-person-outcome">
      <p className="text-sm text-slate-700">{t('detail.markNote')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={mark.isPending} onClick={() => mark.mutate('ATTENDED')}>
          {t('detail.markDone')}
        </button>
        <button type="button" className="btn-outline" disabled={mark.isPending} onClick={() => mark.mutate('CLIENT_NO_SHOW')}>
          {t('detail.markNoShow')}
        </button>
      </div>
      {mark.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {say(mark.error)}
        </p>
      )}
    </div>
  );
}
