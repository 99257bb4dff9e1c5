type SortField = 'rating' | 'price' | 'bar_year';

export type SortOption = { id: string; label: string; field: SortField; sort_direction: 1 | -1 };

// Labels and directions exactly as the spec's table. The two "Years of
// Experience" rows look reversed next to the others, but their field is
// bar_year, the year of admission to the Bar: sorting it descending (-1) lists
// the most recently admitted, least experienced lawyers first, which is
// "Low to High". The spec and DESIGN.md say to keep the pairing as given.
export const SORT_OPTIONS: SortOption[] = [
  { id: 'rating-asc', label: 'Rating Low to High', field: 'rating', sort_direction: 1 },
  { id: 'rating-desc', label: 'Rating High to Low', field: 'rating', sort_direction: -1 },
  { id: 'price-asc', label: 'Price Low to High', field: 'price', sort_direction: 1 },
  { id: 'price-desc', label: 'Price High to Low', field: 'price', sort_direction: -1 },
  { id: 'experience-asc', label: 'Years of Experience Low to High', field: 'bar_year', sort_direction: -1 },
  { id: 'experience-desc', label: 'Years of Experience High to Low', field: 'bar_year', sort_direction: 1 },
];

export const DEFAULT_SORT_ID = 'rating-desc';

export function findSortOption(field: string, direction: number): SortOption | undefined {
  return SORT_OPTIONS.find((option) => option.field === field && option.sort_direction === direction);
}
