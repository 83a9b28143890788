CREATE TABLE "mileage_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"country" text NOT NULL,
	"starts_on" date NOT NULL,
	"rate_per_mile" numeric(8, 4) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mileage_trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"trip_date" date NOT NULL,
	"purpose" text NOT NULL,
	"from_place" text,
	"to_place" text,
	"miles" numeric(9, 1) NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "mileage_rates" ADD CONSTRAINT "mileage_rates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_rates_team_country_start_unique" ON "mileage_rates" USING btree ("team_id","country","starts_on");--> statement-breakpoint
CREATE INDEX "mileage_rates_list_order_idx" ON "mileage_rates" USING btree ("team_id","country","starts_on","id");--> statement-breakpoint
CREATE INDEX "mileage_trips_list_order_idx" ON "mileage_trips" USING btree ("team_id","trip_date","id");--> statement-breakpoint
-- The IRS standard business rates (2024: Notice 2024-08; 2025: Notice 2025-5) for every team there is; new teams get them from createTeam.
INSERT INTO "mileage_rates" ("team_id", "country", "starts_on", "rate_per_mile", "note")
SELECT t.id, 'US', r.starts_on::date, r.rate::numeric, 'IRS standard business rate'
FROM "teams" t CROSS JOIN (VALUES ('2024-01-01', '0.67'), ('2025-01-01', '0.70')) AS r(starts_on, rate)
ON CONFLICT DO NOTHING;
