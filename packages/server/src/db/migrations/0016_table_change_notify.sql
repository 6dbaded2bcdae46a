-- Cross-process cache invalidation (issue 19 item 3): a statement that changes a table some server
-- process keeps in memory (the public site's published content, a portal's sign-in rule) sends
-- NOTIFY "table_changes" with the table's name. Every process LISTENs and drops what it derived from
-- that table. NOTIFY is sent at commit (never for a rolled-back change) and folded within a
-- transaction, so a bulk write sends one per table. Market data and portfolios are not here: their
-- caches compare change stamps instead (account page, simulator), which a replica also carries.
CREATE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "portals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portals" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "pages_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "pages_history_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "posts_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "posts_history_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "people_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "clients_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "media_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "funds_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "funds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
