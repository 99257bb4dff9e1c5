import type { LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { formatWithManila } from '@/lib/format/zoned-time';

const TONE: Record<LegalAidRequestDto['status'], string> = {
  AWAITING_ASSESSMENT: 'border-amber-200 bg-amber-50 text-amber-950',
  QUALIFIED: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  COMPLETED: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  DECLINED: 'border-red-200 bg-red-50 text-red-950',
  CANCELLED: 'border-slate-200 bg-slate-50 text-slate-900',
  REFERRED: 'border-slate-200 bg-slate-50 text-slate-900',
};

/**
 * Issue 61, on a client's meeting page: whether this free legal-aid consultation waits for the
 * lawyer's assessment, qualified or was declined (with the reason and where else to go: PAO, IBP legal
 * aid, /free-legal-help, or a lawyer at their fee). `request`: the request whose meeting this is, as
 * GET legal-aid/requests reads it for its client. Once assessed, when and by whom (issue 72: `assessed_at` in the
 * reader's zone, `timeZone`, with Manila's beside it when they differ). Server HTML.
 */
export async function LegalAidMeetingStatus({
  request,
  locale,
  timeZone,
}: {
  request: LegalAidRequestDto;
  locale: Locale;
  timeZone: string;
}) {
  const t = await textFor(locale, 'legalAid');
  const assessed =
    request.assessed_at && request.assessed_by
      ? {
          name: request.assessed_by.name,
          time: formatWithManila(request.assessed_at, timeZone, locale),
        }
      : null;
  const elsewhere = request.status === 'DECLINED' || request.status === 'REFERRED';
  const link = 'font-semibold underline underline-offset-2';
  return (
    <section
      aria-labelledby="legal-aid-status"
      className={`mb-4 rounded-xl border p-4 ${TONE[request.status]}`}
      data-testid="legal-aid-status"
      data-status={request.status}
    >
      <h2 id="legal-aid-status" className="font-semibold">
        {t('status.heading')}
      </h2>
      <p className="mt-1">{t(`status.${request.status}`)}</p>
      {assessed ? (
        <p className="mt-1 text-sm" data-testid="legal-aid-assessed">
          {request.status === 'DECLINED' ? t('status.assessedDeclined', assessed) : t('status.assessedQualified', assessed)}
        </p>
      ) : null}
      {request.status === 'DECLINED' && request.decline_reason ? (
        <p className="mt-1 text-sm">
          {t('status.reason', { reason: t(`status.reasons.${request.decline_reason}`) })}
          {request.decline_note ? ` ${request.decline_note}` : ''}
        </p>
      ) : null}
      {elsewhere ? (
        <div className="mt-3 text-sm">
          <p>{t('status.elsewhere')}</p>
          <p className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-4">
            <a href={localePath(locale, FREE_LEGAL_HELP_PATH)} className={link}>
              {t('status.elsewhereLink')}
            </a>
            <a href={localePath(locale, '/lawyers-online')} className={link}>
              {t('status.paid')}
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
