'use client';

import { useT } from '@/lib/i18n/client';
import type { MeetingDto } from '@/lib/dto/meeting';
import { NOTARY_CHECKLIST_ITEMS } from '@/lib/reference/notary-checklist';
import { NOTARY_SERVICE_SLUGS } from '@/lib/reference/notary-services';

const known = (list: readonly string[], key: string) => list.includes(key);

/**
 * A notarial appointment on its meeting page (issue 43): where the office is (with a map), the
 * service, what to bring, and that it is in person — where a consultation has its join button.
 */
export function InPersonAppointment({ appointment }: { appointment: NonNullable<MeetingDto['in_person']> }) {
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
    </div>
  );
}
