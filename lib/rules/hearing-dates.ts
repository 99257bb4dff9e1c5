// Issue 64 item 3: what a Philippine court's notice or order says, read from its text by patterns — every date
// (with its time when given) labelled by the words around it, the court, the branch and the case number. Pure:
// the server reads the PDF's text layer and offers these; the lawyer confirms or corrects the hearing (never
// added without them). Times are Manila's (UTC+8, no daylight saving): the courts' own clock.

/** What the words around a date say it is (noticeDateSchema's label). */
type NoticeDateLabel = 'HEARING' | 'ISSUED' | 'DEADLINE' | 'OTHER';

type NoticeDate = {
  startsAt: Date;
  /** false: the text gave a day only; 8:30 in the morning is offered, to correct. */
  hasTime: boolean;
  label: NoticeDateLabel;
  /** The words it was read from. */
  excerpt: string;
};

export type NoticeFacts = { dates: NoticeDate[]; court: string | null; branch: string | null; caseNumber: string | null };

/** Manila is UTC+8 all year. */
const MANILA_OFFSET_HOURS = 8;
/** When a notice gives a day only: courts open their calendars at 8:30 in the morning. */
const DEFAULT_HEARING_TIME = { hour: 8, minute: 30 } as const;
/** Dates a notice can offer at most (a long order lists a few; a hostile text thousands). */
const MAX_DATES = 20;
/** The text read at most (a notice is a page or two; a PDF of a hundred pages is cut here). */
const MAX_TEXT = 200_000;

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const ORDINAL = '(?:st|nd|rd|th)?';
// Not after a digit, a letter or a joiner: "R-MKT-23-01234" and "P15,000" hold no date.
const START = '(?<![\\p{L}\\d.,/\\-₱])';

/** "15th day of January 2027", "this 3rd day of December, 2026" | "15 January 2027" | "January 15, 2027" | "01/15/2027". */
const DATE = new RegExp(
  [
    `${START}(?<dd>\\d{1,2})${ORDINAL}\\s+day\\s+of\\s+(?<dm>${MONTH})\\s*,?\\s*(?<dy>\\d{4})(?!\\d)`,
    `${START}(?<ed>\\d{1,2})${ORDINAL}\\s+(?<em>${MONTH})\\s*,?\\s*(?<ey>\\d{4})(?!\\d)`,
    `(?<![\\p{L}])(?<am>${MONTH})\\s+(?<ad>\\d{1,2})${ORDINAL}\\s*,?\\s*(?<ay>\\d{4})(?!\\d)`,
    `${START}(?<nm>\\d{1,2})/(?<nd>\\d{1,2})/(?<ny>\\d{4})(?![\\d/-])`,
  ].join('|'),
  'giu',
);

const MERIDIEM = '(?<mer>a\\.?\\s?m\\.?|p\\.?\\s?m\\.?|in\\s+the\\s+(?:morning|afternoon|evening)|noon|nn)';
/** A time right after the date: ", 8:30 A.M.", " at 1:30 o'clock in the afternoon", " at 2:00 PM". */
const TIME_AFTER = new RegExp(
  `^\\s*,?\\s*(?:at\\s+|@\\s*)?(?:around\\s+|exactly\\s+|about\\s+)?(?<h>\\d{1,2})(?![\\d/])(?:[:.](?<m>\\d{2}))?\\s*(?<oc>o['’]?\\s?clock\\s*)?${MERIDIEM}?(?![\\p{L}])`,
  'iu',
);
/** A time just before the date: "at 8:30 in the morning on 15 January 2027", "at 2:00 P.M. of the 3rd day of …". */
const TIME_BEFORE = new RegExp(
  `(?<![\\d])(?<h>\\d{1,2})(?:[:.](?<m>\\d{2}))?\\s*(?:o['’]?\\s?clock\\s*)?${MERIDIEM}\\s*,?\\s*(?:on|of)?\\s*(?:the\\s+)?(?:this\\s+)?$`,
  'iu',
);

type Cue = { label: NoticeDateLabel; pattern: RegExp };
/** The words that say what a date is; the nearest before the date decides. */
const CUES: Cue[] = [
  {
    label: 'HEARING',
    pattern:
      /\b(?:hearing|heard|pre-?trial|arraignment|trial(?!\s+courts?)|promulgation|mediation|conference|set\s+for|reset\s+(?:to|on|for)|re-?scheduled|scheduled|calendared|appear(?:ance)?|presentation\s+of\s+evidence)\b/giu,
  },
  { label: 'ISSUED', pattern: /\b(?:issued|given|done|signed|dated|promulgated\s+on|witness|so\s+ordered)\b/giu },
  {
    label: 'DEADLINE',
    pattern:
      /\b(?:within\s+[a-z-]+\s*(?:\(\d+\)\s*)?days|on\s+or\s+before|not\s+later\s+than|deadline|until|no\s+later\s+than|file\s+(?:a|an|the|his|her|their)\b)/giu,
  },
];
/** How far before a date its cue may stand (about a sentence). */
const CUE_WINDOW = 160;

const COURTS: [RegExp, string][] = [
  [/municipal\s+trial\s+courts?\s+in\s+cities/iu, 'Municipal Trial Court in Cities'],
  [/metropolitan\s+trial\s+court/iu, 'Metropolitan Trial Court'],
  [/municipal\s+circuit\s+trial\s+court/iu, 'Municipal Circuit Trial Court'],
  [/municipal\s+trial\s+court/iu, 'Municipal Trial Court'],
  [/regional\s+trial\s+court/iu, 'Regional Trial Court'],
  [/shari['’]?a\s+district\s+court/iu, "Shari'a District Court"],
  [/shari['’]?a\s+circuit\s+court/iu, "Shari'a Circuit Court"],
  [/court\s+of\s+tax\s+appeals/iu, 'Court of Tax Appeals'],
  [/court\s+of\s+appeals/iu, 'Court of Appeals'],
  [/sandiganbayan/iu, 'Sandiganbayan'],
  [/supreme\s+court/iu, 'Supreme Court'],
  [/family\s+court/iu, 'Family Court'],
];
/** "of Makati City" / "OF QUEZON CITY" after a trial court's name: capitalised words (not "Branch"). */
const COURT_PLACE =
  /^\s*,?\s*(?:of|in|OF|IN)\s+((?:(?!Branch\b|BRANCH\b|Br\.)[A-Z][\p{L}.'-]*)(?:\s+(?!Branch\b|BRANCH\b|Br\.)[A-Z][\p{L}.'-]*){0,3})/u;

const BRANCH = /\b(?:Branch|Br\.)\s*(?:No\.?\s*)?(\d{1,3}|[IVXLC]{1,6})(?![\p{L}\d])/iu;

const CASE_NUMBER =
  /\b(?:(?:Civil|Criminal|Crim\.|Special\s+Civil|Land\s+Registration|LRC|Cadastral|Administrative|Election|Family)\s+Case|Spec(?:ial)?\.?\s+Proc(?:eedings?)?\.?|SP\.?\s+Proc\.?|(?:CA-)?G\.\s?R\.\s*(?:SP|CV|CR|CR-HC)?|Case)\s+No(?:s)?\.?\s*:?\s*([A-Z0-9][A-Z0-9\-/.]*[A-Z0-9])/giu;

const WS = /\s+/g;

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/\b(Of|In|The|De|Del|Ng)\b/g, (w) => w.toLowerCase());
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2200) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The hour of day in 24 hours, or null when the words are not a time. */
function toHour(h: number, minute: number | null, meridiem: string | undefined, oclock: boolean): number | null {
  if (minute !== null && minute > 59) return null;
  const mer = meridiem?.toLowerCase().replace(/[\s.]/g, '') ?? '';
  if (mer === 'noon' || mer === 'nn') return h === 12 ? 12 : null;
  if (mer.startsWith('a') || mer.endsWith('morning')) return h >= 1 && h <= 12 ? h % 12 : null;
  if (mer.startsWith('p') || mer.endsWith('afternoon') || mer.endsWith('evening')) return h >= 1 && h <= 12 ? (h % 12) + 12 : null;
  // No meridiem: only "8:30" or "8 o'clock" is a time; courts sit by day, so 7–11 is the morning, 12–6 the afternoon.
  if (minute === null && !oclock) return null;
  if (h >= 7 && h <= 11) return h;
  if (h === 12) return 12;
  if (h >= 1 && h <= 6) return h + 12;
  if (h >= 13 && h <= 18) return h;
  return null;
}

type Time = { hour: number; minute: number };
function readTime(groups: Record<string, string | undefined>): Time | null {
  const minute = groups.m ? Number(groups.m) : null;
  const hour = toHour(Number(groups.h), minute, groups.mer, Boolean(groups.oc));
  return hour === null ? null : { hour, minute: minute ?? 0 };
}

function manilaInstant(y: number, m: number, d: number, time: Time): Date {
  return new Date(Date.UTC(y, m - 1, d, time.hour - MANILA_OFFSET_HOURS, time.minute));
}

function labelFor(before: string, previous: NoticeDateLabel | null): NoticeDateLabel {
  let best: { label: NoticeDateLabel; end: number } | null = null;
  for (const cue of CUES) {
    for (const m of before.matchAll(cue.pattern)) {
      const end = m.index + m[0].length;
      if (!best || end > best.end) best = { label: cue.label, end };
    }
  }
  // "this 3rd day of December 2026" with no nearer word: the day the notice was issued.
  if (/\bthis\s*$/iu.test(before) && (!best || best.end < before.length - 40)) return 'ISSUED';
  if (best) return best.label;
  // "… on 15 January 2027 and 22 January 2027": a date joined to the one before is of its kind.
  if (previous && /^[\s,;]*(?:and|or|&)?[\s,;]*(?:on\s+)?$/iu.test(before)) return previous;
  return 'OTHER';
}

function excerptAt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 70);
  const to = Math.min(text.length, end + 50);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/** The case numbers' spans (no date is read inside one); the first is the notice's. */
function caseNumbersOf(text: string): { value: string; start: number; end: number }[] {
  return [...text.matchAll(CASE_NUMBER)].map((m) => ({
    value: m[0]
      .replace(WS, ' ')
      .trim()
      .replace(/[.,;:]+$/, ''),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function courtOf(text: string): string | null {
  let found: { name: string; index: number; end: number } | null = null;
  for (const [pattern, name] of COURTS) {
    const m = pattern.exec(text);
    if (m && (!found || m.index < found.index)) found = { name, index: m.index, end: m.index + m[0].length };
  }
  if (!found) return null;
  if (
    found.name === 'Court of Appeals' ||
    found.name === 'Supreme Court' ||
    found.name === 'Sandiganbayan' ||
    found.name === 'Court of Tax Appeals'
  ) {
    return found.name;
  }
  const place = COURT_PLACE.exec(text.slice(found.end, found.end + 80));
  return place ? `${found.name} of ${titleCase(place[1].replace(/[.,]+$/, ''))}` : found.name;
}

function branchOf(text: string): string | null {
  const m = BRANCH.exec(text);
  return m ? `Branch ${m[1].toUpperCase()}` : null;
}

/**
 * Reads a court notice's text: every date found (in the order written; the same day and label once), each
 * with its time when the text gives one (else has_time false and 8:30 in the morning) and what the words
 * before it say it is; the court, the branch and the case number (the first of each). Never throws.
 */
export function readNoticeText(raw: string): NoticeFacts {
  const text = raw.slice(0, MAX_TEXT).replace(WS, ' ');
  const caseNumbers = caseNumbersOf(text);
  const dates: NoticeDate[] = [];
  let previousEnd = 0;
  let previous: NoticeDateLabel | null = null;
  for (const m of text.matchAll(DATE)) {
    if (dates.length >= MAX_DATES) break;
    const g = m.groups ?? {};
    const start = m.index;
    let end = start + m[0].length;
    if (caseNumbers.some((c) => start < c.end && end > c.start)) continue;
    const monthWord = (g.dm ?? g.em ?? g.am)?.toLowerCase().replace('.', '');
    const y = Number(g.dy ?? g.ey ?? g.ay ?? g.ny);
    const mo = monthWord ? MONTHS[monthWord] : Number(g.nm);
    const d = Number(g.dd ?? g.ed ?? g.ad ?? g.nd);
    if (!validDay(y, mo, d)) continue;

    const before = text.slice(Math.max(previousEnd, start - CUE_WINDOW), start);
    let time: Time | null = null;
    const after = TIME_AFTER.exec(text.slice(end, end + 60));
    if (after?.groups) {
      time = readTime(after.groups);
      if (time) end += after[0].length;
    }
    if (!time) {
      const early = TIME_BEFORE.exec(text.slice(Math.max(previousEnd, start - 60), start));
      if (early?.groups) time = readTime(early.groups);
    }
    const label = labelFor(before, previous);
    const startsAt = manilaInstant(y, mo, d, time ?? DEFAULT_HEARING_TIME);
    previousEnd = end;
    previous = label;
    // The same moment twice (a header's date, then "Issued on" it): offered once, with the words that say what it is.
    const same = dates.find((x) => x.startsAt.getTime() === startsAt.getTime());
    if (same) {
      if (same.label === 'OTHER' && label !== 'OTHER') Object.assign(same, { label, excerpt: excerptAt(text, start, end) });
      continue;
    }
    dates.push({ startsAt, hasTime: time !== null, label, excerpt: excerptAt(text, start, end) });
  }
  return { dates, court: courtOf(text), branch: branchOf(text), caseNumber: caseNumbers[0]?.value ?? null };
}
