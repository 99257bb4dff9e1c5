import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { composeLetter, contentOf, lettersText, letterTime, type LetterRow } from './compose-letter';
import { signedLetterPdf } from './letter-pdf';

// The signed PDF of a version both signed, from the version and its signatures, with the database
// handle the caller gives (the seed makes the demo letter's with its own): no import of lib/db's getDb.

/** Everything the signature certificate states, from the version and its two signatures. */
async function certificateOf(db: Db, letter: LetterRow) {
  const signatures = await db
    .select()
    .from(t.engagementSignatures)
    .where(eq(t.engagementSignatures.letterId, letter.id))
    .orderBy(asc(t.engagementSignatures.signedAt));
  const c = lettersText(letter.locale);
  const content = contentOf(letter);
  return {
    document: `${c('doc.title')} – ${letter.matter.title}`,
    version: letter.version,
    code: letter.verificationCode,
    letterSha256: letter.pdfSha256,
    verifyUrl: pageUrl(letter.locale, `/verify-letter/${letter.verificationCode}`),
    signers: signatures.map((s) => ({
      caption: c(s.signerRole === 'CUSTOMER' ? 'doc.clientCaption' : 'doc.lawyerCaption'),
      name: s.signerRole === 'CUSTOMER' ? content.parties.clientName : `Atty. ${content.terms.lawyer_name}`,
      typedName: s.typedName,
      signedAt: letterTime(s.signedAt, letter.locale),
      sentTo: s.codeSentTo ?? c('cert.unknown'),
      ip: s.ip ?? c('cert.unknown'),
      device: s.userAgent?.slice(0, 160) ?? c('cert.unknown'),
      intent: s.consentText,
    })),
  };
}

/** The signed PDF's bytes for a version both signed (the letter's pages, then its certificate). */
export async function makeSignedPdf(db: Db, letter: LetterRow): Promise<Buffer> {
  return signedLetterPdf(
    composeLetter(contentOf(letter), ['CUSTOMER', 'LAWYER']),
    {
      locale: letter.locale,
      title: letter.matter.title,
      version: letter.version,
      createdAt: letter.createdAt,
      completedAt: letter.completedAt!,
      code: letter.verificationCode,
    },
    await certificateOf(db, letter),
  );
}
