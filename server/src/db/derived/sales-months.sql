-- kept:      sales_months.sales and the sum of each SALES_MONTH_SUMS column, per team, month (in the
--            team's time zone), platform_key and account_key (0: none); only for teams with a row in
--            sales_month_zones, which the team's first monthly-sales call makes (use_sales_month_zone)
-- from:      sales.team_id, sold_at, platform_id, account_id and the SALES_MONTH_SUMS columns of sales
--            (items_count, cost_of_goods, days_in_stock_sum and refunds are kept by sales.sql; revenue_total,
--            cost_total and profit are generated columns)
-- triggers:  sales_months_insert, sales_months_update, sales_months_delete
-- read by:   server/src/analytics/monthly-sales.ts (which calls use_sales_month_zone)
-- SALES_MONTH_SUMS is server/src/db/derived/columns.ts; {{SALES_MONTH_SUMS: pattern}} writes the pattern out
-- once per column, <col> its name, comma-separated.

-- Adds the new sales to their month cells and takes the old ones away, for teams that have cells
-- (sales_month_zones). The shared lock pairs with use_sales_month_zone's: a rebuild never misses a
-- sale written while it runs. The cells are written in key order: two writers adding to the same cells
-- lock them in the same order.
CREATE OR REPLACE FUNCTION sales_count_months() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    summed constant text := 'team_id, sold_at, platform_id, account_id, {{SALES_MONTH_SUMS: <col>}}';
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
      INSERT INTO sales_months AS m (team_id, month, platform_key, account_key, sales, {{SALES_MONTH_SUMS: <col>}})
      SELECT c.team_id, date_trunc('month', c.sold_at AT TIME ZONE z.time_zone), coalesce(c.platform_id, 0), coalesce(c.account_id, 0),
        sum(c.sign), {{SALES_MONTH_SUMS: sum(c.sign * c.<col>)}}
      FROM (%s) c
      JOIN sales_month_zones z ON z.team_id = c.team_id
      JOIN teams t ON t.id = c.team_id -- not a team being deleted
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, month, platform_key, account_key) DO UPDATE SET
        sales = m.sales + excluded.sales, {{SALES_MONTH_SUMS: <col> = m.<col> + excluded.<col>}}
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
    INSERT INTO sales_months (team_id, month, platform_key, account_key, sales, {{SALES_MONTH_SUMS: <col>}})
    SELECT team_id, date_trunc('month', sold_at AT TIME ZONE zone), coalesce(platform_id, 0), coalesce(account_id, 0),
      count(*)::integer, {{SALES_MONTH_SUMS: sum(<col>)}}
    FROM sales WHERE team_id = team
    GROUP BY 1, 2, 3, 4;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_months_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_months_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_months_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_count_months();
