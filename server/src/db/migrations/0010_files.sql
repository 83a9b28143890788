CREATE TABLE "file_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_links" ADD CONSTRAINT "file_links_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_links_file_id_entity_entity_id_index" ON "file_links" USING btree ("file_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "file_links_team_id_entity_entity_id_index" ON "file_links" USING btree ("team_id","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_team_id_sha256_index" ON "files" USING btree ("team_id","sha256");--> statement-breakpoint
CREATE INDEX "files_team_id_created_at_index" ON "files" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "files_team_id_kind_index" ON "files" USING btree ("team_id","kind");--> statement-breakpoint
CREATE INDEX "files_storage_key_index" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_thumbnail_key_index" ON "files" USING btree ("thumbnail_key");--> statement-breakpoint
-- Written by hand: speech files were never stored before this migration, so no message names one.
UPDATE "messages" SET "tts_file_id" = NULL WHERE "tts_file_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tts_file_id_files_id_fk" FOREIGN KEY ("tts_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_tts_file_id_index" ON "messages" USING btree ("tts_file_id");
