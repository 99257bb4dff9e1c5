// Free legal help search response.
import type { FreeLegalHelpProvider, PAO_TESTS } from '@/lib/reference/free-legal-help';

export type FreeLegalHelpResponse = { results: FreeLegalHelpProvider[]; total: number; pao_tests: typeof PAO_TESTS };
