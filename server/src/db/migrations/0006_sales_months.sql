CREATE TABLE "sales_month_zones" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_months" (
	"team_id" integer NOT NULL,
	"month" timestamp NOT NULL,
	"platform_key" integer NOT NULL,
	"account_key" integer NOT NULL,
	"sales" integer NOT NULL,
	"revenue_subtotal" numeric(14, 2) NOT NULL,
	"revenue_shipping" numeric(14, 2) NOT NULL,
	"revenue_taxes" numeric(14, 2) NOT NULL,
	"revenue_other" numeric(14, 2) NOT NULL,
	"cost_shipping" numeric(14, 2) NOT NULL,
	"cost_commission" numeric(14, 2) NOT NULL,
	"cost_payment" numeric(14, 2) NOT NULL,
	"cost_other" numeric(14, 2) NOT NULL,
	"items_count" integer NOT NULL,
	"cost_of_goods" numeric(14, 2) NOT NULL,
	"days_in_stock_sum" bigint NOT NULL,
	"refunds" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_months_team_id_month_platform_key_account_key_pk" PRIMARY KEY("team_id","month","platform_key","account_key")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunds" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_month_zones" ADD CONSTRAINT "sales_month_zones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_months" ADD CONSTRAINT "sales_months_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A sale's refunds: the refund transactions linked to it (summed into its month by monthly sales).
CREATE OR REPLACE FUNCTION refresh_sale_figures(sale_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(sale_ids) = 0 THEN RETURN; END IF;
    UPDATE sales s SET items_count = f.items, cost_of_goods = f.cost, days_in_stock_sum = f.days, refunds = f.refunds
    FROM (
      SELECT sa.id, count(i.id)::integer AS items, coalesce(sum(i.cost), 0) AS cost,
        coalesce(sum(days_in_stock(i.stocked_at, sa.sold_at)), 0)::integer AS days,
        (SELECT coalesce(sum(t.amount), 0) FROM transactions t WHERE t.sale_id = sa.id AND t.type = 'refund') AS refunds
      FROM (SELECT DISTINCT unnest(sale_ids) AS id) ids
      JOIN sales sa ON sa.id = ids.id
      LEFT JOIN sale_inventory_items si ON si.sale_id = sa.id
      LEFT JOIN inventory_items i ON i.id = si.inventory_item_id
      GROUP BY sa.id
    ) f
    WHERE s.id = f.id AND (s.items_count, s.cost_of_goods, s.days_in_stock_sum, s.refunds) IS DISTINCT FROM (f.items, f.cost, f.days, f.refunds);
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_refresh_sales() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM refresh_sale_figures(ARRAY(SELECT DISTINCT sale_id FROM new_transactions WHERE sale_id IS NOT NULL));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM refresh_sale_figures(ARRAY(SELECT DISTINCT sale_id FROM old_transactions WHERE sale_id IS NOT NULL));
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Adds the new sales to their month cells and takes the old ones away, for teams that have cells
-- (sales_month_zones). The shared lock pairs with use_sales_month_zone's: a rebuild never misses a
-- sale written while it runs.
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
-- Makes sales_months hold the team's months in `zone`: nothing to do when it already does, else the
-- cells are summed again from the sales (the first monthly sales of a team, or after its time zone changed).
CREATE OR REPLACE FUNCTION use_sales_month_zone(team integer, zone text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- The usual case reads committed cells without waiting on the team's writers; else, once locked,
    -- another call may have built them meanwhile.
    IF EXISTS (SELECT 1 FROM sales_month_zones WHERE team_id = team AND time_zone = zone) THEN RETURN; END IF;
    PERFORM pg_advisory_xact_lock(5006, team);
    IF EXISTS (SELECT 1 FROM sales_month_zones WHERE team_id = team AND time_zone = zone) THEN RETURN; END IF;
    INSERT INTO sales_month_zones (team_id, time_zone) VALUES (team, zone)
      ON CONFLICT (team_id) DO UPDATE SET time_zone = excluded.time_zone;
    DELETE FROM sales_months WHERE team_id = team;
    INSERT INTO sales_months (team_id, month, platform_key, account_key, sales, revenue_subtotal, revenue_shipping, revenue_taxes, revenue_other, cost_shipping, cost_commission, cost_payment, cost_other, items_count, cost_of_goods, days_in_stock_sum, refunds)
    SELECT team_id, date_trunc('month', sold_at AT TIME ZONE zone), coalesce(platform_id, 0), coalesce(account_id, 0),
      count(*)::integer,
      sum(revenue_subtotal),
      sum(revenue_shipping),
      sum(revenue_taxes),
      sum(revenue_other),
      sum(cost_shipping),
      sum(cost_commission),
      sum(cost_payment),
      sum(cost_other),
      sum(items_count),
      sum(cost_of_goods),
      sum(days_in_stock_sum),
      sum(refunds)
    FROM sales WHERE team_id = team
    GROUP BY 1, 2, 3, 4;
  END $$;
--> statement-breakpoint
SELECT refresh_sale_figures(ARRAY(SELECT DISTINCT sale_id FROM transactions WHERE sale_id IS NOT NULL));
--> statement-breakpoint
CREATE TRIGGER transactions_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER transactions_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_transactions NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER transactions_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_transactions FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_sales();
--> statement-breakpoint
CREATE TRIGGER sales_months_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
--> statement-breakpoint
CREATE TRIGGER sales_months_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
--> statement-breakpoint
CREATE TRIGGER sales_months_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
