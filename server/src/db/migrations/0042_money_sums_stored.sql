-- A sale's revenue_total, cost_total and profit and a purchase's total are stored generated columns: each
-- formula is written once (db/schema/sales.ts, purchases.ts), and the list sorts of 0024 are indexed on
-- the columns instead of a copy of the formula. The month cells sum the sale's three as well; they are
-- emptied here and summed again from the sales at each team's next monthly sales (use_sales_month_zone).
ALTER TABLE "purchases" ADD COLUMN "total" numeric(14, 2) GENERATED ALWAYS AS ("subtotal" + "shipping" + "taxes" + "other_costs") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "revenue_total" numeric(14, 2) GENERATED ALWAYS AS ("revenue_subtotal" + "revenue_shipping" + "revenue_taxes" + "revenue_other") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cost_total" numeric(14, 2) GENERATED ALWAYS AS ("cost_shipping" + "cost_commission" + "cost_payment" + "cost_other") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "profit" numeric(14, 2) GENERATED ALWAYS AS (("revenue_subtotal" + "revenue_shipping" + "revenue_taxes" + "revenue_other") - "revenue_taxes" - ("cost_shipping" + "cost_commission" + "cost_payment" + "cost_other") - "cost_of_goods") STORED NOT NULL;--> statement-breakpoint
DELETE FROM "sales_month_zones";--> statement-breakpoint
DELETE FROM "sales_months";--> statement-breakpoint
ALTER TABLE "sales_months" ADD COLUMN "revenue_total" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_months" ADD COLUMN "cost_total" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_months" ADD COLUMN "profit" numeric(14, 2) NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "purchases_by_total_idx";--> statement-breakpoint
CREATE INDEX "purchases_by_total_idx" ON "purchases" USING btree ("team_id", "total", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "sales_by_revenue_total_idx";--> statement-breakpoint
CREATE INDEX "sales_by_revenue_total_idx" ON "sales" USING btree ("team_id", "revenue_total", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "sales_by_cost_total_idx";--> statement-breakpoint
CREATE INDEX "sales_by_cost_total_idx" ON "sales" USING btree ("team_id", "cost_total", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "sales_by_profit_idx";--> statement-breakpoint
CREATE INDEX "sales_by_profit_idx" ON "sales" USING btree ("team_id", "profit", "id");
