import { issueWords } from '@/lib/server/platform/http/error-words';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hasNotaryDraft, notaryDraftSchema, NOTARY_DRAFT_MESSAGES } from '@/lib/validation/notary-draft';
import { notaryDraftPdf, notaryDraftText } from './notary-draft-pdf';

// Issue 43, the prepared draft: the form's one schema, and the draft printed from it in the client's language.

/** The PDF's text as Mozilla's reader sees it (lib/test/pdf-text.mjs, its own process: pdfjs-dist is ESM-only). */
function readPdf(bytes: Uint8Array): { title: string | null; text: string } {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'lib/test/pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as { title: string | null; lines: string[] };
  return { title: parsed.title, text: parsed.lines.join(' ') };
}

const loss = {
  service: 'affidavit-of-loss',
  full_name: 'Lorna Bautista',
  citizenship_status: 'Filipino, single',
  address: '5 Mabini St, Makati City',
  item: 'my driver’s license no. N01-23-456789',
  lost_on: '2026-11-02',
  lost_where: 'Ayala MRT station',
  circumstances: 'my wallet was taken from my bag in the crowd',
  purpose: 'getting a replacement license from the LTO',
} as const;

const spa = {
  service: 'special-power-of-attorney',
  full_name: 'Lorna Bautista',
  citizenship_status: 'Filipino, married',
  address: '5 Mabini St, Makati City',
  agent_name: 'Ramon Bautista',
  agent_address: '8 Rizal Ave, Tacloban City',
  powers: 'To sell my car, plate ABC 1234, and sign the deed of sale for me.',
} as const;

const at = { notary: 'Atty. Mara Santos', start: new Date('2026-12-01T02:00:00Z'), zone: 'Asia/Manila' };

describe('the draft form (notaryDraftSchema)', () => {
  it('takes an affidavit of loss and a special power of attorney, trimmed', () => {
    expect(notaryDraftSchema.parse({ ...loss, full_name: '  Lorna Bautista ' })).toEqual(loss);
    expect(notaryDraftSchema.parse(spa)).toEqual(spa);
  });

  it('refuses a missing field, another service, an unknown field and a day still to come', () => {
    expect(notaryDraftSchema.safeParse({ ...loss, item: ' ' }).success).toBe(false);
    expect(notaryDraftSchema.safeParse({ ...spa, agent_name: undefined }).success).toBe(false);
    expect(notaryDraftSchema.safeParse({ ...spa, service: 'jurat' }).success).toBe(false);
    expect(notaryDraftSchema.safeParse({ ...loss, powers: 'x' }).success).toBe(false);
    const future = notaryDraftSchema.safeParse({ ...loss, lost_on: `${new Date().getFullYear() + 1}-01-01` });
    expect(future.success ? null : future.error.issues.map((i) => issueWords(i.message, 'en'))).toEqual([NOTARY_DRAFT_MESSAGES.future]);
    expect(notaryDraftSchema.safeParse({ ...loss, lost_on: '2026-02-30' }).success).toBe(false);
  });

  it('is offered for the affidavit of loss and the SPA only', () => {
    expect(['affidavit-of-loss', 'special-power-of-attorney', 'jurat', 'deed-of-sale'].map(hasNotaryDraft)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the draft (notaryDraftText, notaryDraftPdf)', () => {
  it('writes the affidavit of loss from the form, says to bring it unsigned, and leaves the jurat to the notary (English)', () => {
    const text = notaryDraftText(loss, at, 'en');
    expect(text.title).toBe('AFFIDAVIT OF LOSS');
    expect(text.note).toContain('bring UNSIGNED');
    expect(text.body).toEqual([
      'I, Lorna Bautista, Filipino, single, of legal age, residing at 5 Mabini St, Makati City, after having been duly sworn in accordance with law, depose and state:',
      '1. That I am the owner of my driver’s license no. N01-23-456789;',
      '2. That on November 2, 2026, at Ayala MRT station, it was lost under the following circumstances: my wallet was taken from my bag in the crowd;',
      '3. That despite diligent efforts to find it, it has not been found and is now considered lost;',
      '4. That I am executing this affidavit to attest to the truth of the foregoing and for the purpose of: getting a replacement license from the LTO.',
    ]);
    expect(text.signatures).toEqual(['Lorna Bautista — Affiant']);
    expect(text.notary).toContain('(To be completed by the notary.)');
  });

  it('writes the SPA in Filipino for a Filipino reader, terms of art glossed', () => {
    const text = notaryDraftText(spa, at, 'fil');
    expect(text.title).toBe('SPECIAL POWER OF ATTORNEY (SPA)');
    expect(text.note).toContain('WALANG PIRMA');
    expect(text.body[1]).toContain('ay nagtatalaga kay Ramon Bautista');
    expect(text.body[1]).toContain('attorney-in-fact (kinatawang kikilos para sa akin)');
    expect(text.body[2]).toBe(spa.powers);
    expect(text.signatures.slice(0, 2)).toEqual([
      'Lorna Bautista — Principal (nagbibigay ng kapangyarihan)',
      'Ramon Bautista — Attorney-in-fact',
    ]);
    expect(notaryDraftText(loss, at, 'fil').title).toBe('AFFIDAVIT OF LOSS (SALAYSAY NG PAGKAWALA)');
  });

  it('prints those words in a PDF a reader opens', async () => {
    const pdf = await notaryDraftPdf(loss, at, 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = readPdf(pdf);
    expect(read.title).toBe('AFFIDAVIT OF LOSS');
    for (const words of ['bring UNSIGNED', 'Lorna Bautista', 'Ayala MRT station', 'Atty. Mara Santos', 'Affiant']) {
      expect(read.text.replace(/\s+/g, ' ')).toContain(words);
    }
  });
});
