-- Decision 064. What a card shows of a pop-up besides its own row (search-item-extras.ts), for
-- any number of ids in one call: hero image, categories (translated where they are), the
-- translated title and hours, the first benefit with a value and its translation, the viewer's
-- pick and the busiest open line with its team count. It is a PL/pgSQL function so the
-- statement's plan is kept per connection: planning these lateral joins cost more than running
-- them (0.8 of 1.6 ms on PGlite for a page of cards). Every column reference is qualified; the
-- output names are also variables here, so conflicts resolve to the columns.
CREATE FUNCTION popspot_search_item_extras(p_ids int[], p_locale text, p_viewer int)
RETURNS TABLE (
  id int, hero_id int, hero_path text, categories text[], title text, operation_time text[],
  benefit_key text, benefit_value text, benefit_key_t text, benefit_value_t text,
  pick_id int, line_id int, line_status text, team_count int
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT i.sid, hero.id, hero.path, cats.names, tr.title, tr.operation_time,
    b.key, b.value, bt.key, bt.value, pk.id, line.id, line.status::text, line.team_count
  FROM unnest(p_ids) AS i(sid)
  LEFT JOIN LATERAL (
    SELECT f.id, f.path FROM spot_files f
     WHERE f.spot_id = i.sid AND f.kind = 'HERO'
     ORDER BY f.sort_order, f.id LIMIT 1
  ) hero ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(coalesce(ct.name, c.name) ORDER BY c.sort_order, c.id) AS names
      FROM spot_categories sc
      JOIN categories c ON c.id = sc.category_id
      LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.locale::text = p_locale
     WHERE sc.spot_id = i.sid
  ) cats ON true
  LEFT JOIN spot_translations tr ON tr.spot_id = i.sid AND tr.locale::text = p_locale
  -- Blank values are not benefits (the same rule as benefit_count and the detail API).
  LEFT JOIN LATERAL (
    SELECT sb.id, sb.key, sb.value FROM spot_benefits sb
     WHERE sb.spot_id = i.sid AND sb.value ~ '\S'
     ORDER BY sb.sort_order, sb.id LIMIT 1
  ) b ON true
  LEFT JOIN spot_benefit_translations bt ON bt.benefit_id = b.id AND bt.locale::text = p_locale
  LEFT JOIN picks pk ON pk.user_id = p_viewer AND pk.type = 'POPUP' AND pk.reference_id = i.sid
  LEFT JOIN LATERAL (
    SELECT q.id, q.status, (
        SELECT count(*)::int FROM queue_tickets t
         WHERE t.queue_id = q.id AND t.status IN ('REGISTERED', 'CALLED')
      ) AS team_count
      FROM spot_queues q
     WHERE q.spot_id = i.sid AND q.status IN ('READY', 'IN_PROGRESS')
     ORDER BY 3 DESC, q.id LIMIT 1
  ) line ON true;
END $$;
