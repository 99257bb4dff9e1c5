import { Paperclip } from 'lucide-react';
import type { QuestionView } from '@/features/questions/api/questions';
import type { Translate } from '@/lib/i18n/client';

type Full = Extract<QuestionView, { view: 'full' }>;

function Files({ files, t }: { files: Full['files']; t: Translate<'questions'> }) {
  if (!files.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file._id}>
          <a
            href={file.url}
            className="inline-flex max-w-full items-center gap-1 truncate rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-200"
            aria-label={t('page.fileOpen', { name: file.name })}
          >
            <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{file.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The question whole, as the client and the lawyer who took it read it: the facts, what they want to know
 * and the files, then each answer and follow-up in order, and the PDF once answered.
 */
export function FullQuestion({ q, role, t }: { q: Full; role: 'client' | 'lawyer'; t: Translate<'questions'> }) {
  const heading = {
    answer: t('page.answer'),
    'follow-up': role === 'client' ? t('page.followUp') : t('page.followUpLawyer'),
    'follow-up-answer': t('page.followUpAnswer'),
  };
  return (
    <>
      <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.facts')}</h2>
        <p className="mt-2 whitespace-pre-line text-slate-900">{q.facts}</p>
        <h2 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.wants')}</h2>
        <p className="mt-2 whitespace-pre-line font-medium text-slate-900">{q.wants}</p>
        <h2 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.files')}</h2>
        {q.files.length ? <Files files={q.files} t={t} /> : <p className="mt-2 text-sm text-slate-600">{t('page.noFiles')}</p>}
      </section>
      {q.messages.map((m) => (
        <section
          key={`${m.kind}-${m.created_at}`}
          className={`rounded-xl p-5 shadow-sm ring-1 sm:p-6 ${m.kind === 'follow-up' ? 'bg-white ring-slate-200' : 'bg-primary-50/40 ring-primary-100'}`}
        >
          <h2 className="text-base font-semibold text-slate-900">{heading[m.kind]}</h2>
          {m.kind !== 'follow-up' && <p className="text-sm text-slate-600">{t('page.by', { lawyer: q.lawyer.name })}</p>}
          <p className="mt-3 whitespace-pre-line text-slate-900">{m.body}</p>
          <Files files={m.files} t={t} />
        </section>
      ))}
      {q.answered_at && q.status !== 'REFUNDED' && (
        // A plain link: the server makes the PDF (question, answer, §35 statement, verification code) in the reader's language.
        <p>
          <a
            href={`/api/v1/questions/${q._id}/pdf`}
            download
            className="btn-ghost inline-flex ring-1 ring-slate-300"
            data-testid="question-pdf"
          >
            {t('pdf.download')}
          </a>
        </p>
      )}
    </>
  );
}
