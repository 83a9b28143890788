-- kept:      no figure: a deleted record's file links go with it, and a file no record links any more
--            goes with its last link (its bytes are removed after the commit, else by the storage sweep)
-- from:      the deleted rows of every record type a file can be linked to (FILE_ENTITIES in contract/src/files.ts)
-- triggers:  file_links_delete_unlinked_files, purchases_delete_file_links, products_delete_file_links,
--            inventory_items_delete_file_links, sales_delete_file_links, listings_delete_file_links,
--            sellers_delete_file_links, transactions_delete_file_links, accounts_delete_file_links,
--            reminders_delete_file_links, messages_delete_file_links
-- read by:   server/src/files/ (GET /files lists the links; DELETE /file-links says whether the file went)

-- However a record is deleted (the resource engine, a cascade from its parent, a team's deletion), its
-- links go in the same statement: a trigger per record type, with the type's name as argument.
CREATE OR REPLACE FUNCTION delete_file_links_of_records() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE 'DELETE FROM file_links l USING deleted_records r WHERE l.entity = $1 AND l.entity_id = r.id AND l.team_id = r.team_id'
      USING TG_ARGV[0];
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- A file whose last link went is deleted too; a team file (uploaded with no link) is not touched.
CREATE OR REPLACE FUNCTION delete_unlinked_files() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE 'DELETE FROM files f USING (SELECT DISTINCT file_id FROM deleted_links) d
      WHERE f.id = d.file_id AND NOT EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = d.file_id)';
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER file_links_delete_unlinked_files AFTER DELETE ON file_links
  REFERENCING OLD TABLE AS deleted_links FOR EACH STATEMENT EXECUTE FUNCTION delete_unlinked_files();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER purchases_delete_file_links AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('purchases');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_delete_file_links AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('products');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_delete_file_links AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('inventory-items');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sales_delete_file_links AFTER DELETE ON sales
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('sales');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER listings_delete_file_links AFTER DELETE ON listings
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('listings');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sellers_delete_file_links AFTER DELETE ON sellers
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('sellers');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER transactions_delete_file_links AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('transactions');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER accounts_delete_file_links AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('accounts');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reminders_delete_file_links AFTER DELETE ON reminders
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('reminders');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER messages_delete_file_links AFTER DELETE ON messages
  REFERENCING OLD TABLE AS deleted_records FOR EACH STATEMENT EXECUTE FUNCTION delete_file_links_of_records('messages');
