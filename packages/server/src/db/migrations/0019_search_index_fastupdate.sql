-- Grid search without a pending list (decision 108): with GIN's default fastupdate, rows written since the last vacuum sit in an unsorted pending list that every search reads whole (243 pages after 100,000 accounts were inserted: 7 of the 8 ms of a search's index scan). The admin collections are read far more often than written, so each write now updates the index itself, and what is pending is merged now.
ALTER INDEX "users_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "organisations_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "groups_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "accounts_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "portals_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "subscriptions_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "models_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "risk_profiles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "forms_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "submissions_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "processes_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "data_processes_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "data_process_steps_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "commentary_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "pages_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "posts_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "people_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "clients_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "libraries_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "media_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "navigation_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "subnavigation_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM (VALUES ('users_search_idx'),('organisations_search_idx'),('groups_search_idx'),('accounts_search_idx'),('portals_search_idx'),('subscriptions_search_idx'),('models_search_idx'),('risk_profiles_search_idx'),('forms_search_idx'),('submissions_search_idx'),('processes_search_idx'),('data_processes_search_idx'),('data_process_steps_search_idx'),('commentary_search_idx'),('pages_search_idx'),('posts_search_idx'),('people_search_idx'),('clients_search_idx'),('libraries_search_idx'),('media_search_idx'),('navigation_search_idx'),('subnavigation_search_idx')) AS indexes(i);
