-- Trigram similarity for the legal-problem search (lib/server/search/find-legal-problems.ts), so a
-- typo ("anulment") still finds its problem. pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
