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
CREATE INDEX "messages_tts_file_id_index" ON "messages" USING btree ("tts_file_id");--> statement-breakpoint
-- Written by hand: deleting a record deletes its file links in the same statement, however it is deleted (the
-- resource engine, a cascade from its parent, a team's deletion), and a file that no record links any more goes
-- with its last link. Its bytes are removed after the commit by whoever deleted it, else by the storage sweep.
-- Statement triggers over the deleted rows, planned at each call (EXECUTE) for the size of the delete.
CREATE OR REPLACE FUNCTION delete_file_links_of_records() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE 'DELETE FROM file_links l USING deleted_records r WHERE l.entity = $1 AND l.entity_id = r.id AND l.team_id = r.team_id'
      USING TG_ARGV[0];
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_unlinked_files() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE 'DELETE FROM files f USING (SELECT DISTINCT file_id FROM deleted_links) d
      WHERE f.id = d.file_id AND NOT EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = d.file_id)';
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER file_links_delete_unlinked_files AFTER DELETE ON file_links
  REFERENCING OLD TABLE AS deleted_links FOR EACH STATEMENT EXECUTE FUNCTION delete_unlinked_files();--> statement-breakpoint
CREATE TRIGGER purchases_delete_file_links AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('purchases');--> statement-breakpoint
CREATE TRIGGER products_delete_file_links AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('products');--> statement-breakpoint
CREATE TRIGGER inventory_items_delete_file_links AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('inventory-items');--> statement-breakpoint
CREATE TRIGGER sales_delete_file_links AFTER DELETE ON sales
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('sales');--> statement-breakpoint
CREATE TRIGGER listings_delete_file_links AFTER DELETE ON listings
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('listings');--> statement-breakpoint
CREATE TRIGGER sellers_delete_file_links AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('sellers');--> statement-breakpoint
CREATE TRIGGER transactions_delete_file_links AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('transactions');--> statement-breakpoint
CREATE TRIGGER accounts_delete_file_links AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('accounts');--> statement-breakpoint
CREATE TRIGGER reminders_delete_file_links AFTER DELETE ON reminders
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('reminders');--> statement-breakpoint
CREATE TRIGGER messages_delete_file_links AFTER DELETE ON messages
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('messages');
