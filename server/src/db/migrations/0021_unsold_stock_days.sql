CREATE TABLE "unsold_stock_days" (
	"team_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"location_key" integer NOT NULL,
	"items" integer NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "unsold_stock_days_team_id_day_status_location_key_pk" PRIMARY KEY("team_id","day","status","location_key")
);
--> statement-breakpoint
ALTER TABLE "unsold_stock_days" ADD CONSTRAINT "unsold_stock_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cells of the items already there; from now on db/derived/unsold-stock-days.sql keeps them.
INSERT INTO "unsold_stock_days" ("team_id", "day", "status", "location_key", "items", "cost")
SELECT "team_id", ("stocked_at" AT TIME ZONE 'UTC')::date, "status", coalesce("location_id", 0), count(*), coalesce(sum("cost"), 0)
FROM "inventory_items"
WHERE "status" IN ('in_transit', 'in_stock', 'listed', 'returned')
GROUP BY 1, 2, 3, 4;
