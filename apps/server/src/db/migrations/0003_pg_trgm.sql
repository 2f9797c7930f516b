-- Trigram indexes make the lists' "contains" searches (ILIKE '%term%') index lookups. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
