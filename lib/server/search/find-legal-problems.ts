import 'server-only';
import { sql } from 'drizzle-orm';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { LEGAL_PROBLEMS, legalProblemSearchText, normalizeSearchText, type LegalProblem } from '@/lib/reference/legal-problems';
import { rankLegalProblems } from '@/lib/reference/problem-match';
import { PROBLEM_SYNONYMS } from '@/lib/reference/problem-synonyms';
import { selectRows } from './select-rows';

/**
 * How close misspelt words must come to whole words of the problem (pg_trgm strict_word_similarity,
 * 0–1): "anulment" is 0.73 from "annulment", "anullment" 0.54, while word endings shared with
 * unrelated words ("-ment" of "harassment") stay near 0.25. (word_similarity, which also matches
 * parts of words, rated that noise 0.56.)
 */
const TYPO_SIMILARITY = 0.45;

// The ~190 problems with their search text, as one jsonb parameter: the list lives in
// lib/reference (the browser's combobox reads it too), so there is no table to keep in step. A
// problem's label is its English and its Filipino one ("kulang na sahod"), whatever the page's
// language: people search in either, and in both.
let documents: string | undefined;
function problemDocuments(): string {
  if (documents) return documents;
  const filipino = problemLabelsFor('fil');
  documents = JSON.stringify(
    LEGAL_PROBLEMS.map((p, ord) => {
      const label = normalizeSearchText(`${p.label} | ${filipino[p._id] ?? ''}`);
      // The synonyms too, so a misspelt one ("hindi pinasahud") is a near miss of its problem.
      const synonyms = PROBLEM_SYNONYMS[p._id];
      const words = synonyms ? normalizeSearchText([...synonyms.en, ...synonyms.fil].join(' | ')) : '';
      return { id: p._id, ord, label, doc: `${legalProblemSearchText(p)} | ${label} | ${words}` };
    }),
  );
  return documents;
}

/**
 * The legal problems a visitor's words describe, best first. First what the one matcher of the
 * legal-problem search finds (rankLegalProblems, lib/reference/problem-match.ts: the combobox ranks
 * with it too), with the English and Filipino labels and the synonyms table: "SPA" is special power
 * of attorney, "hindi pinasahod" unpaid wages. Then, for words it does not hold, PostgreSQL's text
 * search and pg_trgm (migration 0031): whole words in any order ("legal tulong") and a misspelt word
 * ("anulment") find the problem whose words they nearly are. Among those, a problem whose label
 * holds the words comes before one that only mentions them (each in the list's order, Most Common
 * first); a near miss ranks by how close its label comes.
 */
export async function findLegalProblems(query: string, limit = 12): Promise<LegalProblem[]> {
  const q = normalizeSearchText(query).replace(/\s+/g, ' ').trim();
  if (!q) return [];
  const matched = rankLegalProblems(LEGAL_PROBLEMS, q, problemLabelsFor('fil')).map((match) => match.problem);
  if (matched.length >= limit) return matched.slice(0, limit);
  const rows = await selectRows<{ id: number }>(sql`
    SELECT p.id FROM jsonb_to_recordset(${problemDocuments()}::jsonb) AS p(id int, ord int, label text, doc text)
    CROSS JOIN LATERAL (SELECT
      strpos(p.label, ${q}) > 0 AS in_label,
      strpos(p.doc, ${q}) > 0 OR to_tsvector('simple', p.doc) @@ plainto_tsquery('simple', ${q}) AS in_text,
      strict_word_similarity(${q}, p.doc) AS near) m
    WHERE m.in_label OR m.in_text OR m.near >= ${TYPO_SIMILARITY}
    ORDER BY m.in_label DESC, m.in_text DESC, CASE WHEN m.in_label OR m.in_text THEN p.ord END,
      strict_word_similarity(${q}, p.label) DESC, m.near DESC, p.ord
    LIMIT ${limit}`);
  const byId = new Map(LEGAL_PROBLEMS.map((p) => [p._id, p]));
  const found = new Set(matched.map((p) => p._id));
  const more = rows.filter((row) => !found.has(row.id)).map((row) => byId.get(row.id)!);
  return [...matched, ...more].slice(0, limit);
}
