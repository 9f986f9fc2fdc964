-- Decision 064. PL/pgSQL keeps a statement's plan per connection, but for the first calls and
-- whenever the generic plan's estimate looks worse than a custom one it plans again on every
-- call; with an array of ids its estimate always did (an array of unknown length against the
-- few ids a page has), so every page of cards paid the lateral joins' planning (about 1 ms of
-- 2 on PGlite). Every part of the statement is a lookup by one id, so one plan fits any page.
ALTER FUNCTION popspot_search_item_extras(int[], text, int) SET plan_cache_mode = force_generic_plan;
