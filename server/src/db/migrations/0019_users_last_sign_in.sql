ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Each user's last sign-in, from the sessions kept so far (ended ones are deleted from now on).
UPDATE "users" SET "last_sign_in_at" = s.last FROM (SELECT "user_id", max("created_at") AS last FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = "users"."id";
