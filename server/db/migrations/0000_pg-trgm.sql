-- Custom migration (drizzle-kit never writes CREATE EXTENSION). It comes first so that the
-- schema migration after it can build GIN trigram indexes (gin_trgm_ops) for Korean
-- substring search: `title ILIKE '%성수%'` and similarity() on spots and magazine titles.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner without superuser
-- rights may create it. PGlite must be opened with `extensions: { pg_trgm }` for this to work.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
