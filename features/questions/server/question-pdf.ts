import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { APP_NAME } from '@/lib/config/app';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import { problemNames } from '@/lib/i18n/problem-names';
import { translator } from '@/lib/i18n/translator';
import { lawyerMaySeeFacts } from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import {
  PDF_INK,
  drawPdfHeader,
  drawRule,
  drawVerificationBlock,
  numberPdfPages,
  pdfWriters,
  startPdf,
} from '@/lib/server/platform/pdf/pdf-document';
import { findPartyQuestionOrThrow } from './find-question';
import { listQuestionFiles } from './question-files';

type Kind = 'answer' | 'follow-up' | 'follow-up-answer';

/** Everything the written answer's PDF states, read from the database for one party. */
type QuestionPdfContent = {
  code: string;
  problem: string;
  otherParties: string[];
  askedAt: Date;
  facts: string;
  wants: string;
  messages: { kind: Kind; body: string; at: Date; files: string[] }[];
  lawyer: { name: string; roll: string | null };
};

/** The lawyer's public name, and the roll number only while their IBP verification stands (as the profile's QR page says). */
export async function answeringLawyer(lawyerId: string): Promise<{ name: string; roll: string | null }> {
  const [row] = await queryRows<{ name: string; roll: string; verified: boolean }>(
    await getDb(),
    sql`SELECT p.display_name AS name, p.roll_number AS roll, (p.ibp_verified AND u.disabled_at IS NULL) AS verified
          FROM lawyer_profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = ${lawyerId}::uuid`,
  );
  return { name: row?.name ?? '', roll: row?.verified && row.roll.trim() ? row.roll.trim() : null };
}

/** "November 27, 2026 at 9:30 AM (Philippine time)" in the reader's language. */
function manilaTime(at: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE }).format(
    at,
  );
  return translator(locale, 'questions')('pdf.manila', { time });
}

const notAnswered = () => new AppError('CONFLICT', 'questions.notAnswered', { key: 'NOT_ANSWERED' });

/**
 * GET questions/{id}/pdf: the question and its answer (and the follow-up and its answer) as a PDF, made
 * now from the database in the reader's language. Its client and the lawyer who answered it; anyone
 * else gets the question's 404 (find-question). Before the answer (or for a lawyer who may no longer
 * read it): 409 NOT_ANSWERED.
 */
export async function getQuestionPdf(
  userId: string,
  questionId: string,
  locale: Locale,
): Promise<{ filename: string; content: Uint8Array }> {
  const q = await findPartyQuestionOrThrow(userId, questionId);
  if (!q.verificationCode || !q.answeredAt || !lawyerMaySeeFacts(q.status, q.role)) throw notAnswered();
  const db = await getDb();
  const [messages, files, lawyer] = await Promise.all([
    db
      .select()
      .from(t.writtenQuestionMessages)
      .where(eq(t.writtenQuestionMessages.questionId, q.id))
      .orderBy(asc(t.writtenQuestionMessages.createdAt)),
    listQuestionFiles(q.id),
    answeringLawyer(q.lawyerId),
  ]);
  const content: QuestionPdfContent = {
    code: q.verificationCode,
    problem: problemNames(locale, [q.problem])[q.problem] ?? '',
    otherParties: q.otherParties,
    askedAt: q.offeredAt ?? q.createdAt,
    facts: q.facts,
    wants: q.wants,
    messages: messages.map((m) => ({
      kind: m.kind,
      body: m.body,
      at: m.createdAt,
      files: files.filter((f) => f.message_id === m.id).map((f) => f.name),
    })),
    lawyer,
  };
  return { filename: `written-answer-${q.verificationCode}.pdf`, content: await questionPdf(content, locale) };
}

/**
 * The written answer as a PDF/A-3b document (Liberation Sans embedded: ₱, ñ and the dashes print): the
 * question, the answer with the names of its files, the follow-up and its answer, who answered (the
 * roll number only when verified), the CPRA Canon III §35 statement as the question's page shows it,
 * and the verification code with its QR code. Dated by the last message: the same content, the same bytes.
 */
function questionPdf(c: QuestionPdfContent, locale: Locale): Promise<Buffer> {
  const say = translator(locale, 'questions');
  const notices = translator(locale, 'notices');
  const last = c.messages.at(-1)?.at ?? c.askedAt;
  const { doc, fonts, done } = startPdf({
    archival: true,
    bufferPages: true,
    lang: locale === 'fil' ? 'fil' : 'en',
    info: {
      Title: say('pdf.docTitle', { problem: c.problem }),
      Author: APP_NAME,
      Subject: say('pdf.subject', { app: APP_NAME }),
      Keywords: c.code,
      CreationDate: last,
      ModDate: last,
    },
  });
  const { left, width, room, row, muted } = pdfWriters(doc, fonts);
  const heading = (text: string) => {
    room(48);
    doc.moveDown(0.8);
    doc.font(fonts.bold).fontSize(12).fillColor(PDF_INK.text).text(text, left, doc.y, { width });
    doc.moveDown(0.25);
  };
  const body = (text: string) => doc.font(fonts.regular).fontSize(10).fillColor(PDF_INK.body).text(text, left, doc.y, { width });

  drawPdfHeader(doc, fonts);
  doc.moveDown(1.2);
  doc.font(fonts.bold).fontSize(18).fillColor(PDF_INK.text).text(say('pdf.title'), left, doc.y, { width });
  doc.moveDown(0.2);
  muted(say('pdf.private'));
  doc.moveDown(0.6);
  row(say('pdf.problem'), c.problem);
  row(say('pdf.parties'), c.otherParties.join(', '));
  row(say('pdf.asked'), manilaTime(c.askedAt, locale));

  heading(say('pdf.facts'));
  body(c.facts);
  heading(say('pdf.wants'));
  body(c.wants);
  const titles: Record<Kind, string> = {
    answer: say('pdf.answer'),
    'follow-up': say('pdf.followUp'),
    'follow-up-answer': say('pdf.followUpAnswer'),
  };
  for (const m of c.messages) {
    heading(titles[m.kind]);
    muted(m.kind === 'follow-up' ? manilaTime(m.at, locale) : `${say('pdf.answeredAt')}: ${manilaTime(m.at, locale)}`);
    doc.moveDown(0.2);
    body(m.body);
    if (m.files.length) {
      doc.moveDown(0.2);
      muted(say('pdf.files', { names: m.files.join(', ') }));
    }
  }

  room(150);
  doc.moveDown(1);
  drawRule(doc, doc.y);
  doc.moveDown(0.6);
  muted(say('pdf.lawyer'));
  doc
    .font(fonts.bold)
    .fontSize(11)
    .fillColor(PDF_INK.text)
    .text(say('pdf.lawyerName', { name: c.lawyer.name }), left, doc.y, { width });
  if (c.lawyer.roll) muted(say('pdf.roll', { roll: c.lawyer.roll }));
  doc.moveDown(0.6);
  doc.font(fonts.bold).fontSize(10).fillColor(PDF_INK.text).text(say('pdf.scopeTitle'), left, doc.y, { width });
  body(notices('question.scopeStatement'));

  room(110);
  const verifyUrl = pageUrl(locale, `/verify-letter/${c.code}`);
  drawVerificationBlock(doc, fonts, {
    url: verifyUrl,
    code: c.code,
    words: { code: say('pdf.code'), verify: say('pdf.verify', { url: verifyUrl }), note: say('pdf.verifyNote') },
  });
  numberPdfPages(doc, fonts, (page, pages) => say('pdf.page', { page, pages }));
  doc.end();
  return done;
}
