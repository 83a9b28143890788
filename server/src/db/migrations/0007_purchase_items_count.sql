ALTER TABLE "purchases" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "purchases" p SET "items_count" = c.items
FROM (SELECT purchase_id, count(*)::integer AS items FROM inventory_items WHERE purchase_id IS NOT NULL GROUP BY purchase_id) c
WHERE p.id = c.purchase_id;
--> statement-breakpoint
-- A purchase's items_count: its inventory items, counted again for the purchases given.
CREATE OR REPLACE FUNCTION refresh_purchase_items(purchase_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(purchase_ids) = 0 THEN RETURN; END IF;
    UPDATE purchases p SET items_count = f.items
    FROM (
      SELECT ids.id, (SELECT count(*)::integer FROM inventory_items i WHERE i.purchase_id = ids.id) AS items
      FROM (SELECT DISTINCT unnest(purchase_ids) AS id) ids
    ) f
    WHERE p.id = f.id AND p.items_count IS DISTINCT FROM f.items;
  END $$;
--> statement-breakpoint
-- Items added to a purchase, taken from one, or moved between two; other item edits (status, price,
-- location …) touch no purchase.
CREATE OR REPLACE FUNCTION inventory_items_refresh_purchases() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_purchase_items(ARRAY(SELECT DISTINCT purchase_id FROM new_items WHERE purchase_id IS NOT NULL));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM refresh_purchase_items(ARRAY(SELECT DISTINCT purchase_id FROM old_items WHERE purchase_id IS NOT NULL));
    ELSE
      PERFORM refresh_purchase_items(ARRAY(
        SELECT DISTINCT moved.purchase_id
        FROM new_items n JOIN old_items o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.purchase_id), (o.purchase_id)) moved(purchase_id)
        WHERE n.purchase_id IS DISTINCT FROM o.purchase_id AND moved.purchase_id IS NOT NULL));
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_purchases_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
--> statement-breakpoint
CREATE TRIGGER inventory_items_purchases_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
--> statement-breakpoint
CREATE TRIGGER inventory_items_purchases_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_purchases();
