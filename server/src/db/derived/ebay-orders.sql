-- kept:      ebay_orders.lines_to_match
-- from:      ebay_order_lines.inventory_item_id (the order's lines still waiting for their item, counted)
-- triggers:  ebay_order_lines_orders_insert, ebay_order_lines_orders_update, ebay_order_lines_orders_delete
-- read by:   server/src/ebay/orders-list.ts (the "To match" and "Matched" filters)

-- An order's lines_to_match, counted once the orders are locked.
CREATE OR REPLACE FUNCTION refresh_ebay_lines_to_match(order_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(order_ids) = 0 THEN RETURN; END IF;
    PERFORM lock_in_id_order('ebay_orders', order_ids);
    EXECUTE $q$
      UPDATE ebay_orders o SET lines_to_match = f.lines
      FROM (
        SELECT ids.id,
          (SELECT count(*)::integer FROM ebay_order_lines l WHERE l.ebay_order_id = ids.id AND l.inventory_item_id IS NULL) AS lines
        FROM (SELECT DISTINCT unnest($1) AS id) ids
      ) f
      WHERE o.id = f.id AND o.lines_to_match IS DISTINCT FROM f.lines
    $q$ USING order_ids;
  END $$;
--> statement-breakpoint
-- Lines added waiting, matched to an item or put back to match (by hand, or by their item's deletion), or
-- removed: their orders are counted again.
CREATE OR REPLACE FUNCTION ebay_order_lines_refresh_orders() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    order_ids integer[];
  BEGIN
    EXECUTE CASE TG_OP
      WHEN 'INSERT' THEN $q$SELECT coalesce(array_agg(DISTINCT ebay_order_id), '{}') FROM new_lines WHERE inventory_item_id IS NULL$q$
      WHEN 'DELETE' THEN $q$SELECT coalesce(array_agg(DISTINCT ebay_order_id), '{}') FROM old_lines WHERE inventory_item_id IS NULL$q$
      ELSE $q$SELECT coalesce(array_agg(DISTINCT touched.ebay_order_id), '{}')
        FROM new_lines n JOIN old_lines o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.ebay_order_id), (o.ebay_order_id)) touched(ebay_order_id)
        WHERE (n.ebay_order_id, n.inventory_item_id IS NULL) IS DISTINCT FROM (o.ebay_order_id, o.inventory_item_id IS NULL)$q$
    END INTO order_ids;
    PERFORM refresh_ebay_lines_to_match(order_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ebay_order_lines_orders_insert AFTER INSERT ON ebay_order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ebay_order_lines_refresh_orders();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ebay_order_lines_orders_update AFTER UPDATE ON ebay_order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ebay_order_lines_refresh_orders();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ebay_order_lines_orders_delete AFTER DELETE ON ebay_order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION ebay_order_lines_refresh_orders();
