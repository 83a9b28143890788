-- Global search reads each table through one trigram index on all of its searched text, so a match in
-- any field is one bitmap index scan (the per-column indexes of 0003 stay for the lists' `q`).
-- The parts are joined by a newline, which a search box cannot send, so no match spans two fields.
CREATE INDEX IF NOT EXISTS "products_search_trgm" ON "products" USING gin (
  ("name" || E'\n' || coalesce("sku", '') || E'\n' || coalesce("mpn", '') || E'\n' || coalesce("upc", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_search_trgm" ON "sellers" USING gin (
  (coalesce("name", '') || E'\n' || coalesce("username", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);
