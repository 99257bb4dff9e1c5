import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { lawyerProfiles } from './lawyers';

/**
 * The lawyer search projection: one narrow row per *listed* lawyer (public, complete, IBP-verified,
 * account not disabled) with exactly the columns search filters and sorts on. Kept by triggers on
 * lawyer_profiles, lawyer_services, lawyer_availability and users (custom migrations 0003, 0005), never
 * written by services.
 * Why: a profile row is ~1 kB (about text, banking, address), so filtering 100,000 of them reads
 * 100+ MB; this table is ~15 MB and stays in cache, which keeps search fast at depth (issue 5).
 */
export const lawyerSearch = pgTable(
  'lawyer_search',
  {
    lawyerId: uuid('lawyer_id')
      .primaryKey()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    /**
     * What "rating" sorts by: the Bayesian average of the reviews, (rating_avg × review_count + 3.5 × 3) /
     * (review_count + 3), so one 5-star review does not outrank six reviews averaging 4.7 (migration 0039).
     */
    ratingRank: numeric('rating_rank', { precision: 5, scale: 4, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`(rating_avg * review_count + 3.5 * 3) / (review_count + 3)`),
    barYear: smallint('bar_year'),
    price30: integer('price_30'),
    price60: integer('price_60'),
    region: text('region'),
    areas: text('areas').array().notNull(),
    languages: text('languages').array().notNull(),
    legalProblems: integer('legal_problems').array().notNull(),
    hasPhone: boolean('has_phone').notNull(),
    // What a result card and its 14-day calendar need, so a page of results reads only this table
    // (plus time_holds): no lookup of the wide profile row per result.
    displayName: text('display_name').notNull().default(''),
    pictureUrl: text('picture_url'),
    city: text('city'),
    reviewCount: integer('review_count').notNull().default(0),
    timezone: text('timezone').notNull().default('Asia/Manila'),
    noticeMinutes: integer('notice_minutes').notNull().default(0),
    /** Weekly hours: (weekday 0 = Sunday, start minute, end minute) triples of the available ranges, in order (lawyer_weekly_hours(), 0030). */
    weeklyHours: smallint('weekly_hours')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /**
     * Every filterable value as one token list — 'r:<region>', 'a:<area>', 'l:<language>',
     * 'p:<legal problem id>', 'phone' — under one GIN index, so a search combining a region, a
     * problem and languages is answered by one index scan instead of three bitmaps ANDed together.
     */
    facets: text('facets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  // Migration 0032 adds INCLUDE (facets, price_30) to the three global sort indexes (drizzle cannot
  // declare INCLUDE): OFFSET pages skip rows by an index-only walk. It also adds the one-row table
  // lawyer_search_version and its triggers (the count cache's check, lib/server/search/count-lawyers.ts).
  (t) => [
    index('lawyer_search_rating_idx').on(t.ratingRank.desc().nullsLast(), t.lawyerId),
    index('lawyer_search_bar_idx').on(t.barYear, t.lawyerId),
    index('lawyer_search_price_idx').on(t.price30, t.lawyerId),
    // One region in any of the three orders: the page walks that region's slice only (search-sql.ts).
    index('lawyer_search_region_rating_idx').on(t.region, t.ratingRank.desc().nullsLast(), t.lawyerId),
    index('lawyer_search_region_price_idx').on(t.region, t.price30, t.lawyerId),
    index('lawyer_search_region_bar_idx').on(t.region, t.barYear, t.lawyerId),
    index('lawyer_search_facets_gin').using('gin', t.facets),
  ],
);
