-- kept:      inventory_items.stocked_at, inventory_items.listed_value, inventory_items.on_active_listing,
--            inventory_items.purchased_at, inventory_items.product_name
-- from:      inventory_items.received_at, purchases.purchased_at, inventory_items.created_at (stocked_at:
--            received, else bought, else recorded; purchased_at: the purchase's date); inventory_items.listed_price,
--            listings.price and listings.status over listings_inventory_items (listed_value: the asking price,
--            else the item's highest share of an active listing; on_active_listing: it has a share);
--            products.name (product_name). inventory_items.sold_at is kept by sales.sql.
-- triggers:  inventory_items_before_write, listing_links_insert, listing_links_update, listing_links_delete,
--            listings_listed_values, purchases_restock_items, products_rename_items, inventory_items_product_names_insert,
--            inventory_items_product_names_update
--            (and inventory_items_purchases_insert and inventory_items_purchases_update of purchases.sql,
--            which re-read a purchase date once locked)
-- read by:   server/src/inventory/ (days-in-stock.ts, detail-row.ts, detail-filters.ts, detail-totals.ts,
--            tracking.ts; purchased_at and product_name only to sort by); inventory-totals.sql sums
--            listed_value per on_active_listing

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
-- stocked_at: received, else bought, else recorded. listed_value follows the asking price; a new item
-- is on no listing yet. The product's name is read again when the item changes product.
CREATE OR REPLACE FUNCTION inventory_items_before_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.purchased_at := (SELECT p.purchased_at FROM purchases p WHERE p.id = NEW.purchase_id);
    NEW.stocked_at := coalesce(NEW.received_at, NEW.purchased_at, NEW.created_at);
    IF TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id THEN
      NEW.product_name := (SELECT p.name FROM products p WHERE p.id = NEW.product_id);
    END IF;
    IF TG_OP = 'INSERT' THEN
      NEW.listed_value := NEW.listed_price;
      NEW.on_active_listing := false;
    ELSIF NEW.listed_price IS DISTINCT FROM OLD.listed_price THEN
      NEW.listed_value := coalesce(NEW.listed_price, (SELECT s.share FROM listed_shares(ARRAY[NEW.id]) s));
    END IF;
    RETURN NEW;
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
-- A purchase's new date is its items' purchased_at, and moves the stocked_at of those that have no
-- received date of their own. Most purchase updates keep the date (each items_count recount is one)
-- and end after one look.
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
      UPDATE inventory_items i SET purchased_at = p.purchased_at, stocked_at = coalesce(i.received_at, p.purchased_at, i.created_at)
      FROM purchases p
      WHERE p.id = ANY ($1) AND i.purchase_id = p.id
        AND (i.purchased_at, i.stocked_at) IS DISTINCT FROM (p.purchased_at, coalesce(i.received_at, p.purchased_at, i.created_at))
    $q$ USING purchase_ids;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- A product's new name is its items' product_name.
CREATE OR REPLACE FUNCTION products_rename_items() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    product_ids integer[];
  BEGIN
    EXECUTE $q$SELECT coalesce(array_agg(n.id), '{}') FROM new_products n JOIN old_products o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name$q$ INTO product_ids;
    IF cardinality(product_ids) = 0 THEN RETURN NULL; END IF;
    EXECUTE $q$UPDATE inventory_items i SET product_name = p.name FROM products p
      WHERE p.id = ANY ($1) AND i.product_id = p.id AND i.product_name IS DISTINCT FROM p.name$q$ USING product_ids;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- New items and items moved to another product read the name before the product was locked: a rename
-- not yet committed then would miss them (its update sees only committed items). Their products are
-- locked FOR SHARE, which a rename waits for and other new items do not, and a name changed meanwhile
-- is taken now.
CREATE OR REPLACE FUNCTION inventory_items_product_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    product_ids integer[];
  BEGIN
    EXECUTE CASE TG_OP
      WHEN 'INSERT' THEN $q$SELECT coalesce(array_agg(DISTINCT product_id), '{}') FROM new_items$q$
      ELSE $q$SELECT coalesce(array_agg(DISTINCT n.product_id), '{}') FROM new_items n JOIN old_items o ON o.id = n.id
        WHERE n.product_id IS DISTINCT FROM o.product_id$q$
    END INTO product_ids;
    IF cardinality(product_ids) = 0 THEN RETURN NULL; END IF;
    EXECUTE $q$SELECT 1 FROM products WHERE id = ANY ($1) ORDER BY id FOR SHARE$q$ USING product_ids;
    EXECUTE $q$UPDATE inventory_items i SET product_name = p.name FROM new_items n JOIN products p ON p.id = n.product_id
      WHERE i.id = n.id AND p.id = ANY ($1) AND i.product_name IS DISTINCT FROM p.name$q$ USING product_ids;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_before_write BEFORE INSERT OR UPDATE OF listed_price, received_at, purchase_id, created_at, product_id ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_items_before_write();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_links_insert AFTER INSERT ON listings_inventory_items
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_links_update AFTER UPDATE ON listings_inventory_items
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_links_delete AFTER DELETE ON listings_inventory_items
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION listing_links_refresh_listed_values();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listings_listed_values AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION listings_refresh_listed_values();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER purchases_restock_items AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_purchases NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION purchases_restock_items();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_rename_items AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_rename_items();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_product_names_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_product_names();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_product_names_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_product_names();
