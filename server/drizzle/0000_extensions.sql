-- Extensions and functions the schema relies on; written by hand, before the generated schema migration.
-- pg_trgm serves the `like '%…%'` searches of the public site through GIN indexes, and unaccent lets
-- "Qumesht" find "Qumësht".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index expression.
-- This wrapper names the dictionary explicitly and is declared IMMUTABLE so the trigram indexes can use
-- it; queries must call the same function for the indexes to apply.
CREATE OR REPLACE FUNCTION search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
