-- kept:      sales.items_count, sales.cost_of_goods, sales.days_in_stock_sum, sales.refunds;
--            inventory_items.sold_at
-- from:      sale_inventory_items (the sale's items), inventory_items.cost, inventory_items.stocked_at,
--            sales.sold_at (days_in_stock of shared.sql), transactions.amount of type 'refund' by sale_id;
--            an item's sold_at is its sale's sold_at, empty while it is in none
-- triggers:  sale_links_insert, sale_links_update, sale_links_delete, inventory_items_sale_figures,
--            sales_figures, transactions_insert, transactions_update, transactions_delete
-- read by:   the generated sales.profit (server/src/db/schema/sales.ts), server/src/inventory/item-story.ts,
--            server/src/inventory/days-in-stock.ts (an item's sold_at);
--            sales-months.sql sums all four per month

-- A sale's items, cost of goods, days in stock (summed over its items) and refunds, counted once the sales are locked.
CREATE OR REPLACE FUNCTION refresh_sale_figures(sale_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(sale_ids) = 0 THEN RETURN; END IF;
    PERFORM lock_in_id_order('sales', sale_ids);
    EXECUTE $q$
      UPDATE sales s SET items_count = f.items, cost_of_goods = f.cost, days_in_stock_sum = f.days, refunds = f.refunds
      FROM (
        SELECT sa.id, count(i.id)::integer AS items, coalesce(sum(i.cost), 0) AS cost,
          coalesce(sum(days_in_stock(i.stocked_at, sa.sold_at)), 0)::integer AS days,
          (SELECT coalesce(sum(t.amount), 0) FROM transactions t WHERE t.sale_id = sa.id AND t.type = 'refund') AS refunds
        FROM (SELECT DISTINCT unnest($1) AS id) ids
        JOIN sales sa ON sa.id = ids.id
        LEFT JOIN sale_inventory_items si ON si.sale_id = sa.id
        LEFT JOIN inventory_items i ON i.id = si.inventory_item_id
        GROUP BY sa.id
      ) f
      WHERE s.id = f.id AND (s.items_count, s.cost_of_goods, s.days_in_stock_sum, s.refunds) IS DISTINCT FROM (f.items, f.cost, f.days, f.refunds)
    $q$ USING sale_ids;
  END $$;
--> statement-breakpoint
-- These items' sold_at, read once their sales are locked: a sale's new date committed meanwhile is taken.
CREATE OR REPLACE FUNCTION refresh_items_sold_at(item_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(item_ids) = 0 THEN RETURN; END IF;
    EXECUTE $q$
      UPDATE inventory_items i SET sold_at = v.sold_at
      FROM (
        SELECT ids.id, (SELECT sa.sold_at FROM sale_inventory_items si JOIN sales sa ON sa.id = si.sale_id
          WHERE si.inventory_item_id = ids.id) AS sold_at
        FROM (SELECT DISTINCT unnest($1) AS id) ids
      ) v
      WHERE i.id = v.id AND i.sold_at IS DISTINCT FROM v.sold_at
    $q$ USING item_ids;
  END $$;
--> statement-breakpoint
-- Sales that gained or lost items. The items linked or unlinked are locked first: an edit of one's
-- cost waits here until the sale has counted it, or the sale waits for the edit and counts the new cost.
CREATE OR REPLACE FUNCTION sale_links_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    links text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_links' WHEN 'DELETE' THEN 'SELECT * FROM old_links'
      ELSE 'SELECT * FROM new_links UNION ALL SELECT * FROM old_links' END;
    sale_ids integer[];
    item_ids integer[];
  BEGIN
    EXECUTE format($q$SELECT coalesce(array_agg(DISTINCT sale_id), '{}'), coalesce(array_agg(DISTINCT inventory_item_id), '{}')
      FROM (%s) l$q$, links) INTO sale_ids, item_ids;
    PERFORM lock_in_id_order('inventory_items', item_ids);
    PERFORM refresh_sale_figures(sale_ids);
    PERFORM refresh_items_sold_at(item_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Sales of items whose cost or stocked_at changed.
CREATE OR REPLACE FUNCTION inventory_items_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    sale_ids integer[];
  BEGIN
    EXECUTE $q$SELECT coalesce(array_agg(DISTINCT si.sale_id), '{}') FROM new_items n
      JOIN old_items o ON o.id = n.id
      JOIN sale_inventory_items si ON si.inventory_item_id = n.id
      WHERE (n.cost, n.stocked_at) IS DISTINCT FROM (o.cost, o.stocked_at)$q$ INTO sale_ids;
    PERFORM refresh_sale_figures(sale_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_refresh_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    sale_ids integer[];
  BEGIN
    EXECUTE $q$SELECT coalesce(array_agg(n.id), '{}') FROM new_sales n JOIN old_sales o ON o.id = n.id
      WHERE n.sold_at IS DISTINCT FROM o.sold_at$q$ INTO sale_ids;
    IF cardinality(sale_ids) = 0 THEN RETURN NULL; END IF;
    PERFORM refresh_sale_figures(sale_ids);
    EXECUTE $q$UPDATE inventory_items i SET sold_at = sa.sold_at FROM sale_inventory_items si JOIN sales sa ON sa.id = si.sale_id
      WHERE si.sale_id = ANY ($1) AND i.id = si.inventory_item_id AND i.sold_at IS DISTINCT FROM sa.sold_at$q$ USING sale_ids;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    changed text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT sale_id FROM new_transactions' WHEN 'DELETE' THEN 'SELECT sale_id FROM old_transactions'
      ELSE 'SELECT sale_id FROM new_transactions UNION ALL SELECT sale_id FROM old_transactions' END;
    sale_ids integer[];
  BEGIN
    EXECUTE format($q$SELECT coalesce(array_agg(DISTINCT sale_id), '{}') FROM (%s) t WHERE sale_id IS NOT NULL$q$, changed) INTO sale_ids;
    PERFORM refresh_sale_figures(sale_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sale_links_insert AFTER INSERT ON sale_inventory_items
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sale_links_update AFTER UPDATE ON sale_inventory_items
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sale_links_delete AFTER DELETE ON sale_inventory_items
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_sale_figures AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_figures AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_refresh_figures();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER transactions_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER transactions_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_transactions NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER transactions_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
