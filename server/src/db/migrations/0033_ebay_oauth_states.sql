CREATE TABLE "ebay_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_oauth_states" ADD CONSTRAINT "ebay_oauth_states_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_oauth_states" ADD CONSTRAINT "ebay_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebay_oauth_states_expires_at_index" ON "ebay_oauth_states" USING btree ("expires_at");