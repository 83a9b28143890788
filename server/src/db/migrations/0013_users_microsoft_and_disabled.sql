DROP INDEX "users_microsoft_oid_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "microsoft_tid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_microsoft_oid_unique" ON "users" USING btree ("microsoft_tid","microsoft_oid");