-- Kept figures exact under concurrent writers, and trigger plans that fit bulk writes.
--
-- 1. A figure recounted in the snapshot of the statement that writes it loses a concurrent writer's rows:
--    under READ COMMITTED the second UPDATE waits for the row, then writes its own stale count over the
--    first one's. So each recount first locks the rows it writes, in its own statement and in id order
--    (FOR NO KEY UPDATE, which foreign-key checks' FOR KEY SHARE does not wait for), and then counts in a
--    following statement: a volatile PL/pgSQL function takes a fresh snapshot per statement, which sees
--    every writer that held the lock before. A writer that comes later waits, then counts in its turn.
--    inventory_totals and sales_months stay additive (ON CONFLICT adds to the latest row version).
-- 2. PL/pgSQL caches one plan per statement and connection; a statement without parameters keeps the
--    plan made for the transition tables of its first call (a nested loop for one row re-reads the other
--    transition table once per row of a bulk write). Every statement whose best plan depends on how many
--    rows a write touched runs through EXECUTE, planned each time with the real sizes.

-- Locks the rows of `tbl` with these ids, lowest id first, so two writers of the same rows never wait on each other crosswise.
CREATE OR REPLACE FUNCTION lock_in_id_order(tbl regclass, ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    EXECUTE format('SELECT 1 FROM %s t JOIN (SELECT DISTINCT unnest($1) AS id) ids ON ids.id = t.id ORDER BY t.id FOR NO KEY UPDATE OF t', tbl)
      USING ids;
  END $$;
--> statement-breakpoint
-- listed_value and on_active_listing of these items, counted once they are locked.
CREATE OR REPLACE FUNCTION refresh_listed_values(item_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(item_ids) = 0 THEN RETURN; END IF;
    PERFORM lock_in_id_order('inventory_items', item_ids);
    EXECUTE $q$
      UPDATE inventory_items i SET listed_value = v.value, on_active_listing = v.offered
      FROM (
        SELECT it.id, coalesce(it.listed_price, s.share) AS value, s.share IS NOT NULL AS offered
        FROM (SELECT DISTINCT unnest($1) AS id) ids
        JOIN inventory_items it ON it.id = ids.id
        LEFT JOIN listed_shares($1) s ON s.inventory_item_id = it.id
      ) v
      WHERE i.id = v.id AND (i.listed_value, i.on_active_listing) IS DISTINCT FROM (v.value, v.offered)
    $q$ USING item_ids;
  END $$;
--> statement-breakpoint
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
-- Items whose stocked_at comes from their purchase's date read that date before the purchase was
-- locked; a date changed meanwhile by a writer that held the lock is taken now.
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
      WHERE n.received_at IS NULL AND n.stocked_at IS DISTINCT FROM coalesce(p.purchased_at, n.created_at)$q$ INTO stale;
    IF cardinality(stale) > 0 THEN
      EXECUTE $q$UPDATE inventory_items i SET stocked_at = coalesce(p.purchased_at, i.created_at) FROM purchases p
        WHERE i.id = ANY ($1) AND p.id = i.purchase_id AND i.received_at IS NULL
          AND i.stocked_at IS DISTINCT FROM coalesce(p.purchased_at, i.created_at)$q$ USING stale;
    END IF;
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
-- The listings whose links changed are locked before their items are read, so two writers linking
-- items to one lot see each other's links; items taken off a listing count again too.
CREATE OR REPLACE FUNCTION listing_links_refresh_listed_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    links text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_links' WHEN 'DELETE' THEN 'SELECT * FROM old_links'
      ELSE 'SELECT * FROM new_links UNION ALL SELECT * FROM old_links' END;
    touched integer[];
    unlinked integer[] := '{}';
    item_ids integer[];
  BEGIN
    EXECUTE format($q$SELECT coalesce(array_agg(DISTINCT listing_id), '{}') FROM (%s) l$q$, links) INTO touched;
    IF cardinality(touched) = 0 THEN RETURN NULL; END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE $q$SELECT coalesce(array_agg(DISTINCT inventory_item_id), '{}') FROM old_links$q$ INTO unlinked;
    END IF;
    PERFORM lock_in_id_order('listings', touched);
    EXECUTE $q$SELECT $1 || ARRAY(SELECT DISTINCT inventory_item_id FROM listings_inventory_items WHERE listing_id = ANY ($2))$q$
      INTO item_ids USING unlinked, touched;
    PERFORM refresh_listed_values(item_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Items of listings whose price or status changed (the listings are locked by that update).
CREATE OR REPLACE FUNCTION listings_refresh_listed_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    item_ids integer[];
  BEGIN
    EXECUTE $q$SELECT coalesce(array_agg(DISTINCT li.inventory_item_id), '{}') FROM new_listings n
      JOIN old_listings o ON o.id = n.id
      JOIN listings_inventory_items li ON li.listing_id = n.id
      WHERE (n.price, n.status) IS DISTINCT FROM (o.price, o.status)$q$ INTO item_ids;
    PERFORM refresh_listed_values(item_ids);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Sales that gained or lost items. The items linked are locked first: an edit of one's cost waits
-- here until the sale has counted it, or the sale waits for the edit and counts the new cost.
CREATE OR REPLACE FUNCTION sale_links_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    links text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM new_links' WHEN 'DELETE' THEN 'SELECT * FROM old_links'
      ELSE 'SELECT * FROM new_links UNION ALL SELECT * FROM old_links' END;
    sale_ids integer[];
    item_ids integer[] := '{}';
  BEGIN
    EXECUTE format($q$SELECT coalesce(array_agg(DISTINCT sale_id), '{}') FROM (%s) l$q$, links) INTO sale_ids;
    IF TG_OP <> 'DELETE' THEN
      EXECUTE $q$SELECT coalesce(array_agg(DISTINCT inventory_item_id), '{}') FROM new_links$q$ INTO item_ids;
    END IF;
    PERFORM lock_in_id_order('inventory_items', item_ids);
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
    PERFORM refresh_sale_figures(sale_ids);
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
-- A purchase's new date moves the stocked_at of its items that have no received date of their own.
-- Most purchase updates keep the date (each items_count recount is one) and end after one look.
CREATE OR REPLACE FUNCTION purchases_restock_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    purchase_ids integer[];
  BEGIN
    EXECUTE $q$SELECT coalesce(array_agg(n.id), '{}') FROM new_purchases n JOIN old_purchases o ON o.id = n.id
      WHERE n.purchased_at IS DISTINCT FROM o.purchased_at$q$ INTO purchase_ids;
    IF cardinality(purchase_ids) = 0 THEN RETURN NULL; END IF;
    EXECUTE $q$
      UPDATE inventory_items i SET stocked_at = coalesce(p.purchased_at, i.created_at)
      FROM purchases p
      WHERE p.id = ANY ($1) AND i.purchase_id = p.id AND i.received_at IS NULL AND i.stocked_at IS DISTINCT FROM coalesce(p.purchased_at, i.created_at)
    $q$ USING purchase_ids;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- As in 0006, with the cells written in key order: two writers adding to the same cells lock them in the same order.
CREATE OR REPLACE FUNCTION sales_count_months() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    summed constant text := 'team_id, sold_at, platform_id, account_id, revenue_subtotal, revenue_shipping, revenue_taxes, revenue_other, cost_shipping, cost_commission, cost_payment, cost_other, items_count, cost_of_goods, days_in_stock_sum, refunds';
    changes text;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changes := format('SELECT 1 AS sign, %s FROM new_sales', summed);
    ELSIF TG_OP = 'DELETE' THEN
      changes := format('SELECT -1 AS sign, %s FROM old_sales', summed);
    ELSE
      -- Only the sales whose cell or figures changed: a tracking number or a note moves nothing.
      changes := format('SELECT 1 AS sign, * FROM (SELECT %1$s FROM new_sales EXCEPT ALL SELECT %1$s FROM old_sales) n
        UNION ALL SELECT -1 AS sign, * FROM (SELECT %1$s FROM old_sales EXCEPT ALL SELECT %1$s FROM new_sales) o', summed);
    END IF;
    EXECUTE format('SELECT pg_advisory_xact_lock_shared(5006, team_id) FROM (SELECT DISTINCT team_id FROM (%s) c) t', changes);
    EXECUTE format($q$
      INSERT INTO sales_months AS m (team_id, month, platform_key, account_key, sales, revenue_subtotal, revenue_shipping, revenue_taxes, revenue_other, cost_shipping, cost_commission, cost_payment, cost_other, items_count, cost_of_goods, days_in_stock_sum, refunds)
      SELECT c.team_id, date_trunc('month', c.sold_at AT TIME ZONE z.time_zone), coalesce(c.platform_id, 0), coalesce(c.account_id, 0),
        sum(c.sign),
        sum(c.sign * c.revenue_subtotal),
        sum(c.sign * c.revenue_shipping),
        sum(c.sign * c.revenue_taxes),
        sum(c.sign * c.revenue_other),
        sum(c.sign * c.cost_shipping),
        sum(c.sign * c.cost_commission),
        sum(c.sign * c.cost_payment),
        sum(c.sign * c.cost_other),
        sum(c.sign * c.items_count),
        sum(c.sign * c.cost_of_goods),
        sum(c.sign * c.days_in_stock_sum),
        sum(c.sign * c.refunds)
      FROM (%s) c
      JOIN sales_month_zones z ON z.team_id = c.team_id
      JOIN teams t ON t.id = c.team_id -- not a team being deleted
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, month, platform_key, account_key) DO UPDATE SET
        sales = m.sales + excluded.sales,
        revenue_subtotal = m.revenue_subtotal + excluded.revenue_subtotal,
        revenue_shipping = m.revenue_shipping + excluded.revenue_shipping,
        revenue_taxes = m.revenue_taxes + excluded.revenue_taxes,
        revenue_other = m.revenue_other + excluded.revenue_other,
        cost_shipping = m.cost_shipping + excluded.cost_shipping,
        cost_commission = m.cost_commission + excluded.cost_commission,
        cost_payment = m.cost_payment + excluded.cost_payment,
        cost_other = m.cost_other + excluded.cost_other,
        items_count = m.items_count + excluded.items_count,
        cost_of_goods = m.cost_of_goods + excluded.cost_of_goods,
        days_in_stock_sum = m.days_in_stock_sum + excluded.days_in_stock_sum,
        refunds = m.refunds + excluded.refunds
    $q$, changes);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Figures that drifted under concurrent writers before this migration are counted again: stocked_at
-- first (sales count days from it), then listed values, purchases and sales. The month cells are
-- dropped; the first monthly sales of each team sums them again from the sales.
UPDATE inventory_items i SET stocked_at = s.stocked_at
  FROM (SELECT it.id, coalesce(it.received_at, p.purchased_at, it.created_at) AS stocked_at
    FROM inventory_items it LEFT JOIN purchases p ON p.id = it.purchase_id) s
  WHERE s.id = i.id AND i.stocked_at IS DISTINCT FROM s.stocked_at;
--> statement-breakpoint
SELECT refresh_listed_values(ARRAY(SELECT id FROM inventory_items WHERE listed_price IS NOT NULL OR listed_value IS NOT NULL OR on_active_listing
  UNION SELECT inventory_item_id FROM listings_inventory_items));
--> statement-breakpoint
SELECT refresh_purchase_items(ARRAY(SELECT id FROM purchases));
--> statement-breakpoint
SELECT refresh_sale_figures(ARRAY(SELECT id FROM sales));
--> statement-breakpoint
DELETE FROM sales_months;
--> statement-breakpoint
DELETE FROM sales_month_zones;
