-- kept:      purchases.items_count
-- from:      inventory_items.purchase_id (the purchase's items, counted)
-- triggers:  inventory_items_purchases_insert, inventory_items_purchases_update, inventory_items_purchases_delete
-- read by:   server/src/purchases/purchase-totals.ts (the purchases list's item_count),
--            server/src/analytics/monthly-purchases.ts

-- A purchase's items_count, counted once the purchases are locked.
CREATE OR REPLACE FUNCTION refresh_purchase_items(purchase_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(purchase_ids) = 0 THEN RETURN; END IF;
    PERFORM lock_in_id_order('purchases', purchase_ids);
    EXECUTE $q$
      UPDATE purchases p SET items_count = f.items
      FROM (
        SELECT ids.id, (SELECT count(*)::integer FROM inventory_items i WHERE i.purchase_id = ids.id) AS items
        FROM (SELECT DISTINCT unnest($1) AS id) ids
      ) f
      WHERE p.id = f.id AND p.items_count IS DISTINCT FROM f.items
    $q$ USING purchase_ids;
  END $$;
--> statement-breakpoint
-- Items added to a purchase, taken from one, or moved between two: the purchases are counted again.
-- Items read their purchase's date (purchased_at, and stocked_at when not received) before the purchase
-- was locked; a date changed meanwhile by a writer that held the lock is taken now.
CREATE OR REPLACE FUNCTION inventory_items_refresh_purchases() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    purchase_ids integer[];
    stale integer[];
  BEGIN
    EXECUTE CASE TG_OP
      WHEN 'INSERT' THEN $q$SELECT coalesce(array_agg(DISTINCT purchase_id), '{}') FROM new_items WHERE purchase_id IS NOT NULL$q$
      WHEN 'DELETE' THEN $q$SELECT coalesce(array_agg(DISTINCT purchase_id), '{}') FROM old_items WHERE purchase_id IS NOT NULL$q$
      ELSE $q$SELECT coalesce(array_agg(DISTINCT touched.purchase_id), '{}')
        FROM new_items n JOIN old_items o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.purchase_id), (o.purchase_id)) touched(purchase_id)
        WHERE (n.purchase_id, n.received_at, n.created_at) IS DISTINCT FROM (o.purchase_id, o.received_at, o.created_at)
          AND touched.purchase_id IS NOT NULL$q$
    END INTO purchase_ids;
    IF cardinality(purchase_ids) = 0 THEN RETURN NULL; END IF;
    PERFORM refresh_purchase_items(purchase_ids);
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    EXECUTE $q$SELECT coalesce(array_agg(n.id), '{}') FROM new_items n JOIN purchases p ON p.id = n.purchase_id
      WHERE (n.purchased_at, n.stocked_at) IS DISTINCT FROM (p.purchased_at, coalesce(n.received_at, p.purchased_at, n.created_at))$q$ INTO stale;
    IF cardinality(stale) > 0 THEN
      EXECUTE $q$UPDATE inventory_items i SET purchased_at = p.purchased_at, stocked_at = coalesce(i.received_at, p.purchased_at, i.created_at)
        FROM purchases p
        WHERE i.id = ANY ($1) AND p.id = i.purchase_id
          AND (i.purchased_at, i.stocked_at) IS DISTINCT FROM (p.purchased_at, coalesce(i.received_at, p.purchased_at, i.created_at))$q$ USING stale;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_purchases_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_purchases_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_purchases_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
