CREATE TABLE "inventory_totals" (
	"team_id" integer NOT NULL,
	"status" text NOT NULL,
	"location_key" integer NOT NULL,
	"on_active_listing" boolean NOT NULL,
	"items" integer NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"listed_value" numeric(14, 2) NOT NULL,
	CONSTRAINT "inventory_totals_team_id_status_location_key_on_active_listing_pk" PRIMARY KEY("team_id","status","location_key","on_active_listing")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "listed_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "stocked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "on_active_listing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cost_of_goods" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "days_in_stock_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_totals" ADD CONSTRAINT "inventory_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_unsold_stocked_at" ON "inventory_items" USING btree ("team_id","stocked_at") WHERE "inventory_items"."status" in ('in_transit', 'in_stock', 'listed', 'returned');--> statement-breakpoint
-- Derived figures kept by the database itself, so that every write path (API, seed, import, psql)
-- keeps them exact and the large reads (inventory totals, tracking, monthly sales) sum a few columns
-- instead of joining a million items. Each trigger is per statement and reads its transition tables, so a bulk
-- insert costs one set-based update, not one per row.

-- Whole days an item waited, from when it was stocked until `until` (its sale, or now); never negative.
CREATE OR REPLACE FUNCTION days_in_stock(stocked timestamptz, until timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT greatest(0, floor(extract(epoch FROM (until - stocked)) / 86400))::integer $$;
--> statement-breakpoint
-- Each item's share of the active listings that offer it: a lot's price is shared in whole cents, the
-- spare cents going to the lowest ids, so the shares add up to the price; a cross-listed item counts
-- once, at its highest share.
CREATE OR REPLACE FUNCTION listed_shares(item_ids integer[]) RETURNS TABLE (inventory_item_id integer, share numeric)
  LANGUAGE sql STABLE
  AS $$
    SELECT shares.inventory_item_id, max(shares.share) FROM (
      SELECT li.inventory_item_id,
        (floor(l.price * 100 / count(*) OVER listing)
          + CASE WHEN row_number() OVER by_item <= (l.price * 100)::bigint % count(*) OVER listing THEN 1 ELSE 0 END) / 100 AS share
      FROM listings_inventory_items li
      JOIN listings l ON l.id = li.listing_id AND l.status = 'active'
      WHERE li.listing_id IN (SELECT mine.listing_id FROM listings_inventory_items mine JOIN unnest(item_ids) ids(id) ON ids.id = mine.inventory_item_id)
      WINDOW listing AS (PARTITION BY li.listing_id), by_item AS (PARTITION BY li.listing_id ORDER BY li.inventory_item_id)
    ) shares
    WHERE shares.inventory_item_id IN (SELECT unnest(item_ids))
    GROUP BY shares.inventory_item_id
  $$;
--> statement-breakpoint
-- listed_value: the item's own asking price, else its listed share; on_active_listing: it has a share. Statement triggers fire even when
-- no row changed, so the refresh functions return at once on nothing to do (else they would recurse).
CREATE OR REPLACE FUNCTION refresh_listed_values(item_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(item_ids) = 0 THEN RETURN; END IF;
    UPDATE inventory_items i SET listed_value = v.value, on_active_listing = v.offered
    FROM (
      SELECT it.id, coalesce(it.listed_price, s.share) AS value, s.share IS NOT NULL AS offered
      FROM (SELECT DISTINCT unnest(item_ids) AS id) ids
      JOIN inventory_items it ON it.id = ids.id
      LEFT JOIN listed_shares(item_ids) s ON s.inventory_item_id = it.id
    ) v
    WHERE i.id = v.id AND (i.listed_value, i.on_active_listing) IS DISTINCT FROM (v.value, v.offered);
  END $$;
--> statement-breakpoint
-- A sale's items, cost of goods and days in stock (summed over its items).
CREATE OR REPLACE FUNCTION refresh_sale_figures(sale_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(sale_ids) = 0 THEN RETURN; END IF;
    UPDATE sales s SET items_count = f.items, cost_of_goods = f.cost, days_in_stock_sum = f.days
    FROM (
      SELECT sa.id, count(i.id)::integer AS items, coalesce(sum(i.cost), 0) AS cost,
        coalesce(sum(days_in_stock(i.stocked_at, sa.sold_at)), 0)::integer AS days
      FROM (SELECT DISTINCT unnest(sale_ids) AS id) ids
      JOIN sales sa ON sa.id = ids.id
      LEFT JOIN sale_inventory_items si ON si.sale_id = sa.id
      LEFT JOIN inventory_items i ON i.id = si.inventory_item_id
      GROUP BY sa.id
    ) f
    WHERE s.id = f.id AND (s.items_count, s.cost_of_goods, s.days_in_stock_sum) IS DISTINCT FROM (f.items, f.cost, f.days);
  END $$;
--> statement-breakpoint
-- stocked_at: received, else bought, else recorded. listed_value follows the asking price; a new item
-- is on no listing yet.
CREATE OR REPLACE FUNCTION inventory_items_before_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.stocked_at := coalesce(NEW.received_at, (SELECT p.purchased_at FROM purchases p WHERE p.id = NEW.purchase_id), NEW.created_at);
    IF TG_OP = 'INSERT' THEN
      NEW.listed_value := NEW.listed_price;
      NEW.on_active_listing := false;
    ELSIF NEW.listed_price IS DISTINCT FROM OLD.listed_price THEN
      NEW.listed_value := coalesce(NEW.listed_price, (SELECT s.share FROM listed_shares(ARRAY[NEW.id]) s));
    END IF;
    RETURN NEW;
  END $$;
--> statement-breakpoint
-- Adds the new rows and takes away the old ones, per team, status and location.
CREATE OR REPLACE FUNCTION inventory_items_count_totals() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    added constant text := 'SELECT team_id, status, location_id, on_active_listing, cost, listed_value, 1 AS sign FROM new_items';
    removed constant text := 'SELECT team_id, status, location_id, on_active_listing, cost, listed_value, -1 AS sign FROM old_items';
    changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
  BEGIN
    EXECUTE format($sql$
      INSERT INTO inventory_totals AS t (team_id, status, location_key, on_active_listing, items, cost, listed_value)
      SELECT d.team_id, d.status, coalesce(d.location_id, 0), d.on_active_listing, sum(d.sign),
        coalesce(sum(d.sign * d.cost), 0), coalesce(sum(d.sign * d.listed_value), 0)
      FROM (%s) d
      WHERE EXISTS (SELECT 1 FROM teams WHERE teams.id = d.team_id)
      GROUP BY 1, 2, 3, 4
      HAVING sum(d.sign) <> 0 OR coalesce(sum(d.sign * d.cost), 0) <> 0 OR coalesce(sum(d.sign * d.listed_value), 0) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, status, location_key, on_active_listing) DO UPDATE
        SET items = t.items + excluded.items, cost = t.cost + excluded.cost, listed_value = t.listed_value + excluded.listed_value
    $sql$, changes);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_items_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_sale_figures(ARRAY(
      SELECT DISTINCT si.sale_id FROM new_items n
      JOIN old_items o ON o.id = n.id
      JOIN sale_inventory_items si ON si.inventory_item_id = n.id
      WHERE (n.cost, n.stocked_at) IS DISTINCT FROM (o.cost, o.stocked_at)));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_links_refresh_listed_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    touched integer[] := '{}';
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      touched := touched || ARRAY(SELECT listing_id FROM new_links);
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      touched := touched || ARRAY(SELECT listing_id FROM old_links);
      -- Items taken off a listing are no longer among its items below.
      PERFORM refresh_listed_values(ARRAY(SELECT inventory_item_id FROM old_links));
    END IF;
    PERFORM refresh_listed_values(ARRAY(SELECT DISTINCT inventory_item_id FROM listings_inventory_items WHERE listing_id = ANY (touched)));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_refresh_listed_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_listed_values(ARRAY(
      SELECT DISTINCT li.inventory_item_id FROM new_listings n
      JOIN old_listings o ON o.id = n.id
      JOIN listings_inventory_items li ON li.listing_id = n.id
      WHERE (n.price, n.status) IS DISTINCT FROM (o.price, o.status)));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_links_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM refresh_sale_figures(ARRAY(SELECT DISTINCT sale_id FROM new_links));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM refresh_sale_figures(ARRAY(SELECT DISTINCT sale_id FROM old_links));
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_refresh_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_sale_figures(ARRAY(
      SELECT n.id FROM new_sales n JOIN old_sales o ON o.id = n.id WHERE n.sold_at IS DISTINCT FROM o.sold_at));
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- A purchase's new date moves the stocked_at of its items that have no received date of their own.
CREATE OR REPLACE FUNCTION purchases_restock_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE inventory_items i SET stocked_at = coalesce(n.purchased_at, i.created_at)
    FROM new_purchases n JOIN old_purchases o ON o.id = n.id
    WHERE i.purchase_id = n.id AND i.received_at IS NULL AND n.purchased_at IS DISTINCT FROM o.purchased_at;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Fill the new columns and totals from the rows already there, then keep them. A sale recorded with
-- a tracking number before shipped_at existed was shipped on its sale date, and so were its items.
UPDATE sales SET shipped_at = sold_at WHERE tracking_number IS NOT NULL AND shipped_at IS NULL;
--> statement-breakpoint
UPDATE inventory_items i SET status = 'shipped'
  FROM sale_inventory_items si JOIN sales s ON s.id = si.sale_id
  WHERE si.inventory_item_id = i.id AND s.shipped_at IS NOT NULL AND i.status = 'sold';
--> statement-breakpoint
UPDATE inventory_items i SET stocked_at = coalesce(i.received_at, (SELECT p.purchased_at FROM purchases p WHERE p.id = i.purchase_id), i.created_at);
--> statement-breakpoint
SELECT refresh_listed_values(ARRAY(SELECT id FROM inventory_items WHERE listed_price IS NOT NULL
  UNION SELECT inventory_item_id FROM listings_inventory_items));
--> statement-breakpoint
SELECT refresh_sale_figures(ARRAY(SELECT id FROM sales));
--> statement-breakpoint
INSERT INTO inventory_totals (team_id, status, location_key, on_active_listing, items, cost, listed_value)
  SELECT team_id, status, coalesce(location_id, 0), on_active_listing, count(*), coalesce(sum(cost), 0), coalesce(sum(listed_value), 0)
  FROM inventory_items GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER inventory_items_before_write BEFORE INSERT OR UPDATE OF listed_price, received_at, purchase_id, created_at ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_items_before_write();
--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
--> statement-breakpoint
CREATE TRIGGER inventory_items_sale_figures AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER listing_links_insert AFTER INSERT ON listings_inventory_items
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE TRIGGER listing_links_update AFTER UPDATE ON listings_inventory_items
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE TRIGGER listing_links_delete AFTER DELETE ON listings_inventory_items
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE TRIGGER listings_listed_values AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION listings_refresh_listed_values();
--> statement-breakpoint
CREATE TRIGGER sale_links_insert AFTER INSERT ON sale_inventory_items
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER sale_links_update AFTER UPDATE ON sale_inventory_items
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER sale_links_delete AFTER DELETE ON sale_inventory_items
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION sale_links_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER sales_figures AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_refresh_figures();
--> statement-breakpoint
CREATE TRIGGER purchases_restock_items AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_purchases NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION purchases_restock_items();
