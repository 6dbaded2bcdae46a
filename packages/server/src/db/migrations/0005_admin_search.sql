-- Grid search of the admin collections (decision 25): a GIN index per table over the 'simple' tsvector of its search fields, the same expression src/admin/search-sql.ts queries. Generated from the declarations; src/admin/search-index.test.ts checks each is used.
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("email", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organisations_search_idx" ON "organisations" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("domain", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_idx" ON "groups" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_search_idx" ON "accounts" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("external_id", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "portals_search_idx" ON "portals" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("email", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscriptions_search_idx" ON "subscriptions" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "models_search_idx" ON "models" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("profile", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_profiles_search_idx" ON "risk_profiles" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "forms_search_idx" ON "forms" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_search_idx" ON "submissions" USING gin (to_tsvector('simple'::regconfig, coalesce("created_name", '') || ' ' || coalesce("step", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "processes_search_idx" ON "processes" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_processes_search_idx" ON "data_processes" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_process_steps_search_idx" ON "data_process_steps" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("location", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "commentary_search_idx" ON "commentary" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_search_idx" ON "pages" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("slug", '') || ' ' || coalesce("title", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_idx" ON "posts" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("slug", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_search_idx" ON "people" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("title", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_idx" ON "clients" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("contact", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "libraries_search_idx" ON "libraries" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_search_idx" ON "media" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "navigation_search_idx" ON "navigation" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("link", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subnavigation_search_idx" ON "subnavigation" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '') || ' ' || coalesce("link", '')));
