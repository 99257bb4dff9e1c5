import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { APP_NAME } from '@/lib/config/app';
import { getDb, tables as t } from '@/lib/db';
import type { LegalAidHoursDto } from '@/features/legal-aid/dto/legal-aid';
import { toCsv } from '@/lib/format/csv';
import type { Locale } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/translator';
import { ULAS_REQUIRED_MINUTES, WRITTEN_ANSWER_MINUTES } from '@/features/legal-aid/rules/legal-aid';
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
import { newVerificationCode } from '@/lib/server/platform/security/verification-code';
import { type LegalAidPeriod, periodFor, periodServices } from './hours';
import { reportingLawyer } from './lawyer-of-report';
import { areaText, dayText, hoursText, manilaText, measuredText } from './report-words';

/** Everything one report states: the lawyer, the period, the lines, when it was issued and its code. */
type ReportContent = {
  code: string;
  issuedAt: Date;
  period: LegalAidPeriod;
  lawyer: { name: string; roll: string | null };
  services: LegalAidHoursDto['services'];
  totalMinutes: number;
};

/**
 * The report of one period, issued: its code and time of issue. It states the lines the admin's desk approved
 * (issue 73 item 2: a line waiting for the desk, or rejected by it, is not in any report), each with how it was
 * measured, and keeps them (statement) for its verify page. A report whose lines are what the latest report of
 * that period stated (approvals are final, so the approved lines only grow: the same number of lines and minutes
 * is the same set) keeps that report's code and time, so its PDF and CSV, downloaded again, carry one code; a newly
 * approved line makes a new report with a new code (each stays verifiable as what it said when issued).
 */
async function issueReport(lawyerId: string, periodStart: string | undefined, now: Date): Promise<ReportContent> {
  const period = periodFor(periodStart, now);
  const [services, lawyer] = await Promise.all([periodServices(lawyerId, period, { approvedOnly: true }), reportingLawyer(lawyerId)]);
  const totalMinutes = services.reduce((sum, l) => sum + l.minutes, 0);
  const db = await getDb();
  const r = t.legalAidReports;
  const [latest] = await db
    .select({ code: r.verificationCode, at: r.createdAt, lines: r.lines, minutes: r.totalMinutes })
    .from(r)
    .where(and(eq(r.lawyerId, lawyerId), eq(r.periodStart, period.start)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(1);
  if (latest && latest.lines === services.length && latest.minutes === totalMinutes)
    return { code: latest.code, issuedAt: latest.at, period, lawyer, services, totalMinutes };
  const [issued] = await db
    .insert(r)
    .values({
      lawyerId,
      periodStart: period.start,
      periodEnd: period.end,
      verificationCode: newVerificationCode('legalAid'),
      totalMinutes,
      lines: services.length,
      statement: services.map((l) => ({ service_date: l.service_date, kind: l.kind, measure: l.measure, minutes: l.minutes })),
      createdAt: now,
    })
    .returning({ code: r.verificationCode, at: r.createdAt });
  return { code: issued.code, issuedAt: issued.at, period, lawyer, services, totalMinutes };
}

/**
 * GET lawyers/profile/legal-aid/report: the lawyer's own report of one ULAS compliance period (the one
 * holding `period_start`, or today's), as a PDF or a CSV in the reader's language, with its verification
 * code (LA-…). Only their own lines the desk approved: the route takes no lawyer id.
 */
export async function legalAidReport(
  lawyerId: string,
  query: { format: 'pdf' | 'csv'; period_start?: string },
  locale: Locale,
  now = new Date(),
): Promise<{ filename: string; content: Uint8Array } | { filename: string; body: string }> {
  const report = await issueReport(lawyerId, query.period_start, now);
  const name = `${translator(locale, 'ulas')('report.filename')}-${report.period.start}-${report.code}`;
  if (query.format === 'csv') return { filename: `${name}.csv`, body: reportCsv(report, locale) };
  return { filename: `${name}.pdf`, content: await reportPdf(report, locale) };
}

/**
 * The report as CSV: a few header lines (title, the code, the lawyer, the period, the time of issue, the
 * ULAS sentence, how lines are measured and checked), a blank line, then one row per service (with how its
 * minutes were measured) and the total. Dates ISO (spreadsheets sort them), words in the reader's language.
 */
function reportCsv(c: ReportContent, locale: Locale): string {
  const say = translator(locale, 'ulas');
  const kinds = (k: string) => say(`kinds.${k}`);
  return toCsv(
    [say('report.title'), APP_NAME],
    [
      [say('report.code'), c.code],
      [
        say('report.lawyer'),
        say('report.lawyerName', { name: c.lawyer.name }),
        c.lawyer.roll ? say('report.roll', { roll: c.lawyer.roll }) : null,
      ],
      [say('report.period'), c.period.start, c.period.end],
      [say('report.issued'), manilaText(c.issuedAt, locale)],
      [say('ulasNote')],
      [say('report.method', { written: WRITTEN_ANSWER_MINUTES })],
      [],
      [
        say('report.date'),
        say('report.kind'),
        say('report.minutes'),
        say('report.measured'),
        say('report.beneficiary'),
        say('report.area'),
      ],
      ...c.services.map((s) => [
        s.service_date,
        kinds(s.kind),
        s.minutes,
        measuredText(s, locale),
        s.beneficiary_initials,
        areaText(s.area, locale),
      ]),
      [say('report.total'), hoursText(c.totalMinutes, locale), c.totalMinutes, null, null, null],
    ],
  );
}

/**
 * The report as a PDF/A-3b document (Liberation Sans embedded), like the written answer's: title, the
 * lawyer ("Atty." name, roll number while verified), the period, the services in a table, the total
 * against the 60 hours, the ULAS sentence (never a promise of credit), the time of issue, and the code
 * with its QR code. Dated by its issue: the same report, the same bytes.
 */
function reportPdf(c: ReportContent, locale: Locale): Promise<Buffer> {
  const say = translator(locale, 'ulas');
  const { doc, fonts, done } = startPdf({
    archival: true,
    bufferPages: true,
    lang: locale === 'fil' ? 'fil' : 'en',
    info: {
      Title: say('report.docTitle', { start: c.period.start, end: c.period.end }),
      Author: APP_NAME,
      Subject: say('report.subject', { app: APP_NAME }),
      Keywords: c.code,
      CreationDate: c.issuedAt,
      ModDate: c.issuedAt,
    },
  });
  const { left, width, room, row, muted } = pdfWriters(doc, fonts);

  drawPdfHeader(doc, fonts);
  doc.moveDown(1.2);
  doc.font(fonts.bold).fontSize(18).fillColor(PDF_INK.text).text(say('report.title'), left, doc.y, { width });
  doc.moveDown(0.2);
  muted(say('ulasNote'));
  muted(say('report.method', { written: WRITTEN_ANSWER_MINUTES }));
  doc.moveDown(0.6);
  row(say('report.lawyer'), say('report.lawyerName', { name: c.lawyer.name }));
  if (c.lawyer.roll) row('', say('report.roll', { roll: c.lawyer.roll }));
  row(say('report.period'), say('report.periodValue', { start: dayText(c.period.start, locale), end: dayText(c.period.end, locale) }));
  row(say('report.issued'), manilaText(c.issuedAt, locale));

  room(48);
  doc.moveDown(0.8);
  doc.font(fonts.bold).fontSize(12).fillColor(PDF_INK.text).text(say('report.services'), left, doc.y, { width });
  doc.moveDown(0.3);
  // Columns: date, type, minutes, how they were measured, beneficiary, area.
  const cols = [0, 0.19, 0.37, 0.46, 0.72, 0.83].map((f) => left + f * width);
  const colWidth = (i: number) => (i + 1 < cols.length ? cols[i + 1] - cols[i] - 6 : left + width - cols[i]);
  const line = (cells: string[], bold = false) => {
    room(16);
    const y = doc.y;
    let bottom = y;
    cells.forEach((text, i) => {
      doc
        .font(bold ? fonts.bold : fonts.regular)
        .fontSize(bold ? 9 : 10)
        .fillColor(bold ? PDF_INK.muted : PDF_INK.text)
        .text(text, cols[i], y, { width: colWidth(i) });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  line(
    [say('report.date'), say('report.kind'), say('report.minutes'), say('report.measured'), say('report.beneficiary'), say('report.area')],
    true,
  );
  drawRule(doc, doc.y);
  doc.moveDown(0.2);
  if (!c.services.length) muted(say('report.none'));
  for (const s of c.services)
    line([
      dayText(s.service_date, locale),
      say(`kinds.${s.kind}`),
      String(s.minutes),
      measuredText(s, locale),
      s.beneficiary_initials,
      areaText(s.area, locale),
    ]);
  drawRule(doc, doc.y);
  doc.moveDown(0.4);
  row(
    say('report.total'),
    say('report.totalValue', {
      total: hoursText(c.totalMinutes, locale),
      minutes: c.totalMinutes,
      required: ULAS_REQUIRED_MINUTES / 60,
    }),
  );

  room(110);
  const verifyUrl = pageUrl(locale, `/verify-letter/${c.code}`);
  drawVerificationBlock(doc, fonts, {
    url: verifyUrl,
    code: c.code,
    words: { code: say('report.code'), verify: say('report.verify', { url: verifyUrl }), note: say('report.verifyNote') },
  });
  numberPdfPages(doc, fonts, (page, pages) => say('report.page', { page, pages }));
  doc.end();
  return done;
}
