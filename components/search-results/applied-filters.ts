import { areaLabel, type Text } from '@/components/search/names';
import { findAreaBySlug } from '@/lib/reference/areas';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel, type ProblemLabels } from '@/lib/reference/problem-label';
import { formatPeso } from '@/lib/format/money';
import { serviceName } from '@/components/lawyers/offer-line';
import type { LawyerSearchParams } from '@/lib/dto/search';

/** One applied filter as a chip: what it says, and the search without it. */
export type AppliedFilter = { key: string; label: string; without: LawyerSearchParams };

const drop = (params: LawyerSearchParams, ...keys: (keyof LawyerSearchParams)[]): LawyerSearchParams => {
  const next = { ...params };
  for (const key of keys) delete next[key];
  return next;
};

/**
 * The filters a search applies, one chip each, in the filter panel's order (sort is an order, not a
 * filter). A legal problem names its area, so the area has no chip of its own beside it: removing the
 * problem leaves its area, which then shows; removing the area takes the problem with it.
 * `t`: the `search` namespace; `labels`: the problems' labels in the same language.
 */
export function appliedFilters(
  params: LawyerSearchParams,
  problem: LegalProblem | null,
  t: Text,
  labels: ProblemLabels,
  /** The `services` namespace: names a fixed-price service filter (issue 62). */
  services?: Text,
): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  const area = params.area_of_practice ? findAreaBySlug(params.area_of_practice) : undefined;
  if (params.legal_problem !== undefined) {
    chips.push({
      key: 'legal_problem',
      label: problem ? problemLabel(labels, problem) : t('filters.yourIssue'),
      // The problem's area stays: "annulment" widens to civil lawyers, not to every lawyer.
      without: { ...drop(params, 'legal_problem'), ...(problem && !area ? { area_of_practice: problem.value[0] } : {}) },
    });
  } else if (area) {
    chips.push({ key: 'area_of_practice', label: areaLabel(t, area.slug), without: drop(params, 'area_of_practice') });
  }
  if (params.region) chips.push({ key: 'region', label: params.region, without: drop(params, 'region') });
  for (const language of params.language ?? []) {
    const rest = (params.language ?? []).filter((l) => l !== language);
    chips.push({
      key: `language:${language}`,
      label: language,
      without: rest.length ? { ...params, language: rest } : drop(params, 'language'),
    });
  }
  const { price_min: min, price_max: max } = params;
  if (min !== undefined || max !== undefined) {
    const label =
      min !== undefined && max !== undefined
        ? t('filters.feeBetween', { min: formatPeso(min), max: formatPeso(max) })
        : min !== undefined
          ? t('filters.feeFrom', { min: formatPeso(min) })
          : t('filters.feeUpTo', { max: formatPeso(max) });
    chips.push({ key: 'price', label, without: drop(params, 'price_min', 'price_max') });
  }
  if (params.call_type) {
    chips.push({
      key: 'call_type',
      label: t(params.call_type === 'phone' ? 'filters.phone' : 'filters.video'),
      without: drop(params, 'call_type'),
    });
  }
  if (params.written) chips.push({ key: 'written', label: t('filters.written'), without: drop(params, 'written') });
  if (params.hours) chips.push({ key: 'hours', label: t(`filters.${params.hours}`), without: drop(params, 'hours') });
  if (params.service && services)
    chips.push({ key: 'service', label: serviceName(services, params.service), without: drop(params, 'service') });
  return chips;
}
