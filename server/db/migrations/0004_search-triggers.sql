-- Custom migration: the functions and triggers behind the search columns of 0003
-- (docs/decisions/014-search.md). Runs on PostgreSQL 15 and on PGlite (PostgreSQL 17/18).
--
-- Keyword search. pg_trgm cannot index a keyword of fewer than 3 characters, and Korean
-- keywords are often 2 syllables ('성수', '팝업'). So each spot keeps
--   search_text:  its searchable fields, lower-cased, whitespace removed, one field per line;
--   search_grams: every 1- and 2-character substring of search_text (never across a line),
-- and a keyword matches when search_grams contains all of the keyword's bigrams (the GIN
-- index answers that) and, as the exact recheck, search_text contains the keyword.

-- Lower-case and drop all whitespace: '성수 팝업' and '성수팝업' find the same spots.
CREATE OR REPLACE FUNCTION popspot_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(input, '\s+', '', 'g'))
$$;
--> statement-breakpoint

-- The distinct 1- and 2-character grams of a normalised text; grams spanning two fields
-- (containing the newline separator) are left out.
CREATE OR REPLACE FUNCTION popspot_search_grams(normalized text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM (
    SELECT substr(normalized, i, 1) AS g FROM generate_series(1, char_length(normalized)) AS i
    UNION ALL
    SELECT substr(normalized, i, 2) FROM generate_series(1, char_length(normalized) - 1) AS i
  ) AS grams
  WHERE strpos(g, E'\n') = 0
$$;
--> statement-breakpoint

-- What a normalised keyword must find in search_grams: its bigrams, or the single
-- character of a 1-character keyword.
CREATE OR REPLACE FUNCTION popspot_search_query_grams(normalized text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN char_length(normalized) <= 1 THEN ARRAY[normalized]
    ELSE ARRAY(SELECT DISTINCT substr(normalized, i, 2) FROM generate_series(1, char_length(normalized) - 1) AS i)
  END
$$;
--> statement-breakpoint

-- Fills search_text / search_grams before a spot row is written. Region names come from the
-- legal-district tree (동, 구, 시/도) as well as the names copied from the geocoder.
CREATE OR REPLACE FUNCTION popspot_spots_search_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(E'\n',
    popspot_search_normalize(NEW.title),
    popspot_search_normalize(NEW.name),
    popspot_search_normalize(NEW.address),
    popspot_search_normalize(NEW.road_address),
    popspot_search_normalize(NEW.region_1depth_name),
    popspot_search_normalize(NEW.region_2depth_name),
    (SELECT concat_ws(E'\n', popspot_search_normalize(r3.name), popspot_search_normalize(r2.name),
        popspot_search_normalize(r1.name))
       FROM regions r3
       LEFT JOIN regions r2 ON r2.code = r3.parent_code
       LEFT JOIN regions r1 ON r1.code = r2.parent_code
      WHERE r3.code = NEW.region_code),
    (SELECT string_agg(popspot_search_normalize(tag), E'\n') FROM unnest(NEW.tags) AS tag),
    (SELECT string_agg(popspot_search_normalize(st.title), E'\n' ORDER BY st.locale)
       FROM spot_translations st WHERE st.spot_id = NEW.id));
  NEW.search_grams := popspot_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER spots_search_fill
  BEFORE INSERT OR UPDATE OF title, name, address, road_address, region_code, region_1depth_name,
    region_2depth_name, tags
  ON spots FOR EACH ROW EXECUTE FUNCTION popspot_spots_search_fill();
--> statement-breakpoint

-- A translated title changed: touch the spot so its BEFORE UPDATE trigger rebuilds the text.
CREATE OR REPLACE FUNCTION popspot_spot_translations_search_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE spots SET title = title WHERE id = OLD.spot_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.spot_id <> OLD.spot_id) THEN
    UPDATE spots SET title = title WHERE id = NEW.spot_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER spot_translations_search_touch
  AFTER INSERT OR UPDATE OF spot_id, title OR DELETE
  ON spot_translations FOR EACH ROW EXECUTE FUNCTION popspot_spot_translations_search_touch();
--> statement-breakpoint

-- Counters. Statement-level triggers with transition tables: one UPDATE of spots per
-- statement however many rows it inserted (the seed inserts thousands at once), and
-- deltas (`n = n + d`) rather than recounts, which stay exact when two transactions
-- change the same spot at once (the second UPDATE waits and adds to the committed value).
-- PostgreSQL allows transition tables only on single-event triggers, hence three triggers
-- per table sharing one function.

CREATE OR REPLACE FUNCTION popspot_reviews_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE spots s SET review_count = s.review_count + d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM new_rows
             WHERE status = 'REGISTERED' AND deleted_at IS NULL GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE spots s SET review_count = s.review_count - d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM old_rows
             WHERE status = 'REGISTERED' AND deleted_at IS NULL GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSE
    UPDATE spots s SET review_count = s.review_count + d.n
      FROM (SELECT spot_id, sum(n)::int AS n FROM (
              SELECT spot_id, 1 AS n FROM new_rows WHERE status = 'REGISTERED' AND deleted_at IS NULL
              UNION ALL
              SELECT spot_id, -1 FROM old_rows WHERE status = 'REGISTERED' AND deleted_at IS NULL) x
             GROUP BY spot_id HAVING sum(n) <> 0) d
     WHERE s.id = d.spot_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_reviews_count();
--> statement-breakpoint
CREATE TRIGGER reviews_count_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_reviews_count();
--> statement-breakpoint
CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_reviews_count();
--> statement-breakpoint

-- Picks are polymorphic (type + reference_id); only POPUP picks count for spots.
CREATE OR REPLACE FUNCTION popspot_picks_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE spots s SET pick_count = s.pick_count + d.n
      FROM (SELECT reference_id, count(*)::int AS n FROM new_rows WHERE type = 'POPUP' GROUP BY reference_id) d
     WHERE s.id = d.reference_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE spots s SET pick_count = s.pick_count - d.n
      FROM (SELECT reference_id, count(*)::int AS n FROM old_rows WHERE type = 'POPUP' GROUP BY reference_id) d
     WHERE s.id = d.reference_id;
  ELSE
    UPDATE spots s SET pick_count = s.pick_count + d.n
      FROM (SELECT reference_id, sum(n)::int AS n FROM (
              SELECT reference_id, 1 AS n FROM new_rows WHERE type = 'POPUP'
              UNION ALL
              SELECT reference_id, -1 FROM old_rows WHERE type = 'POPUP') x
             GROUP BY reference_id HAVING sum(n) <> 0) d
     WHERE s.id = d.reference_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER picks_count_insert AFTER INSERT ON picks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_picks_count();
--> statement-breakpoint
CREATE TRIGGER picks_count_update AFTER UPDATE ON picks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_picks_count();
--> statement-breakpoint
CREATE TRIGGER picks_count_delete AFTER DELETE ON picks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_picks_count();
--> statement-breakpoint

-- Benefits count when their value is not blank (the API drops blank ones).
CREATE OR REPLACE FUNCTION popspot_benefits_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE spots s SET benefit_count = s.benefit_count + d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM new_rows WHERE value ~ '\S' GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE spots s SET benefit_count = s.benefit_count - d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM old_rows WHERE value ~ '\S' GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSE
    UPDATE spots s SET benefit_count = s.benefit_count + d.n
      FROM (SELECT spot_id, sum(n)::int AS n FROM (
              SELECT spot_id, 1 AS n FROM new_rows WHERE value ~ '\S'
              UNION ALL
              SELECT spot_id, -1 FROM old_rows WHERE value ~ '\S') x
             GROUP BY spot_id HAVING sum(n) <> 0) d
     WHERE s.id = d.spot_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spot_benefits_count_insert AFTER INSERT ON spot_benefits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_benefits_count();
--> statement-breakpoint
CREATE TRIGGER spot_benefits_count_update AFTER UPDATE ON spot_benefits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_benefits_count();
--> statement-breakpoint
CREATE TRIGGER spot_benefits_count_delete AFTER DELETE ON spot_benefits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_benefits_count();
--> statement-breakpoint

-- Waiting lines: a spot 'has a queue config' when it has any spot_queues row (the same
-- rule as the detail API's hasQueueConfig).
CREATE OR REPLACE FUNCTION popspot_queues_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE spots s SET queue_count = s.queue_count + d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM new_rows GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE spots s SET queue_count = s.queue_count - d.n
      FROM (SELECT spot_id, count(*)::int AS n FROM old_rows GROUP BY spot_id) d
     WHERE s.id = d.spot_id;
  ELSE
    UPDATE spots s SET queue_count = s.queue_count + d.n
      FROM (SELECT spot_id, sum(n)::int AS n FROM (
              SELECT spot_id, 1 AS n FROM new_rows
              UNION ALL
              SELECT spot_id, -1 FROM old_rows) x
             GROUP BY spot_id HAVING sum(n) <> 0) d
     WHERE s.id = d.spot_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spot_queues_count_insert AFTER INSERT ON spot_queues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_queues_count();
--> statement-breakpoint
CREATE TRIGGER spot_queues_count_update AFTER UPDATE ON spot_queues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_queues_count();
--> statement-breakpoint
CREATE TRIGGER spot_queues_count_delete AFTER DELETE ON spot_queues REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION popspot_queues_count();
--> statement-breakpoint

-- Backfill rows written before this migration.
UPDATE spots s SET
  review_count = (SELECT count(*) FROM reviews r
                   WHERE r.spot_id = s.id AND r.status = 'REGISTERED' AND r.deleted_at IS NULL),
  pick_count = (SELECT count(*) FROM picks p WHERE p.type = 'POPUP' AND p.reference_id = s.id),
  benefit_count = (SELECT count(*) FROM spot_benefits b WHERE b.spot_id = s.id AND b.value ~ '\S'),
  queue_count = (SELECT count(*) FROM spot_queues q WHERE q.spot_id = s.id),
  -- Listed to fire spots_search_fill, which rebuilds search_text and search_grams.
  title = s.title;
