CREATE TABLE "purchases_month_zones" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases_months" (
	"team_id" integer NOT NULL,
	"month" timestamp NOT NULL,
	"platform_key" integer NOT NULL,
	"account_key" integer NOT NULL,
	"purchases" integer NOT NULL,
	"items_count" integer NOT NULL,
	"spend" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchases_months_team_id_month_platform_key_account_key_pk" PRIMARY KEY("team_id","month","platform_key","account_key")
);
--> statement-breakpoint
ALTER TABLE "purchases_month_zones" ADD CONSTRAINT "purchases_month_zones_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases_months" ADD CONSTRAINT "purchases_months_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;