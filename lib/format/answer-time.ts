/**
 * Issue 62: a median answer time in the unit a reader thinks in — minutes under an hour, hours under two days,
 * then days — rounded up, since the page says "within" (words: services.json answerTime.{minutes,hours,days}).
 */
type AnswerTimeWords = { unit: 'minutes' | 'hours' | 'days'; count: number };

function answerTimeWords(minutes: number): AnswerTimeWords {
  if (minutes < 60) return { unit: 'minutes', count: Math.max(1, Math.ceil(minutes)) };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.ceil(minutes / 60) };
  return { unit: 'days', count: Math.ceil(minutes / (24 * 60)) };
}

/** "3 hours" / "3 oras": a median in the page's language (`t`: the `services` namespace). */
export function humanAnswerTime(t: (key: string, values?: Record<string, string | number>) => string, minutes: number): string {
  const { unit, count } = answerTimeWords(minutes);
  return t(`answerTime.${unit}`, { count });
}
