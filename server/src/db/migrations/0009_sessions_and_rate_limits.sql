CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand: every existing refresh family becomes a session, so sign-ins survive the upgrade (their
-- access tokens lack the session claim; the next refresh mends that). The absolute end counts from the
-- family's first token; a family without a live token is revoked.
INSERT INTO "sessions" ("id", "user_id", "remember", "expires_at", "revoked_at", "created_at")
SELECT "family_id",
	min("user_id"),
	bool_or("remember"),
	min("created_at") + CASE WHEN bool_or("remember") THEN interval '90 days' ELSE interval '7 days' END,
	CASE WHEN bool_or("used_at" IS NULL AND "revoked_at" IS NULL) THEN NULL ELSE coalesce(max("revoked_at"), now()) END,
	min("created_at")
FROM "refresh_tokens"
GROUP BY "family_id";
--> statement-breakpoint
UPDATE "refresh_tokens" SET "expires_at" = "sessions"."expires_at"
FROM "sessions"
WHERE "sessions"."id" = "refresh_tokens"."family_id" AND "refresh_tokens"."expires_at" > "sessions"."expires_at";
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at_index" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "remember";--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";