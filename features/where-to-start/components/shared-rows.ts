import type { ProblemLabels } from '@/lib/reference/problem-label';
import type { WhereToStartRow } from '@/features/where-to-start/reference/where-to-start-words';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Shared answers of "Where do I start?" in the page's language, in the browser: the server sends them
 * in its words (English) with the answer's address, whose codes give each row again in `t`'s words
 * (features/where-to-start/reference/where-to-start-words.ts describeWhereToStart, the same rows in the same order). A legal problem
 * is named in `labels` (the page's language; the server's name while they have none), places as the
 * list names them. The server's rows stand when the two cannot be paired, or when the page did not
 * send the `triage` catalogue (useT then answers with the key).
 */
export function rowsInLanguage(t: Translate, rows: WhereToStartRow[], answerUrl: string, labels: ProblemLabels = {}): WhereToStartRow[] {
  const q = new URLSearchParams(answerUrl.split('?')[1] ?? '');
  const [m, p, ab, s, me, them, same, adj, land, u, inc] = ['m', 'p', 'ab', 's', 'me', 'them', 'same', 'adj', 'land', 'u', 'inc'].map(
    (key) => q.get(key),
  );
  const makers: ((server: string) => WhereToStartRow)[] = [];
  if (m || p) {
    // "Pick: legal problem" when both were given: the problem's name follows the pick's.
    const problem = (server: string) => (p ? labels[p] : undefined) ?? server;
    const answer = (server: string) =>
      !m ? problem(server) : p ? `${t(`matters.${m}.label`)}: ${problem(server.slice(server.indexOf(': ') + 2))}` : t(`matters.${m}.label`);
    makers.push((server) => ({ question: t('rows.whatHappened'), answer: answer(server) }));
  }
  if (ab) makers.push(() => ({ question: t('rows.abroad'), answer: t(`answers.${ab}`) }));
  if (s) makers.push(() => ({ question: t('rows.otherSide'), answer: t(`sides.${s}.label`) }));
  if (me) makers.push((server) => ({ question: t('rows.livesIn'), answer: server }));
  if (them) makers.push((server) => ({ question: t('rows.otherLivesIn'), answer: them === 'unknown' ? t('rows.doesntKnow') : server }));
  if (same) makers.push(() => ({ question: t('rows.sameTown'), answer: t(`answers.${same}`) }));
  if (adj) makers.push(() => ({ question: t('rows.adjoining'), answer: t(`answers.${adj}`) }));
  if (land) makers.push(() => ({ question: t('rows.land'), answer: t(`lands.${land}.label`) }));
  if (u) makers.push(() => ({ question: t('rows.urgent'), answer: t(`urgencies.${u}.label`) }));
  if (inc) makers.push(() => ({ question: t('rows.income'), answer: t(`incomes.${inc}`) }));
  if (makers.length !== rows.length) return rows;
  const made = makers.map((make, i) => make(rows[i].answer));
  return made.some((row) => row.question.startsWith('triage.') || row.answer.startsWith('triage.')) ? rows : made;
}
