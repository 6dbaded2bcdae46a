-- Market data kept in memory (issue 13, decision 109): each process keeps the closes and rates the
-- valuation engine reads, and compares its copy's stamp with the row here, read in the reader's own
-- transaction, before using it. The stamps are moved by statement triggers on the two tables, so
-- every writer moves them (the clock's fetch, imports, corrections, the seed's COPY, psql): a
-- statement adds 1 to `version` of each series it changed, records its transaction as `writer`
-- (the previous one as `prior_writer`) and the earliest date it touched as `changed_from`. Unlike
-- NOTIFY (migration 0016) the stamp is read with the data: a revaluation that starts right after a
-- correction commits sees the new stamp, however late a notification would have arrived.
CREATE TABLE "market_data_stamps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_name" text,
	"created_photo" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_name" text,
	"published_at" timestamp with time zone,
	"parent_id" uuid,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"writer" bigint,
	"prior_writer" bigint,
	"changed_from" date
);
--> statement-breakpoint
CREATE UNIQUE INDEX "market_data_stamps_kind_key_key" ON "market_data_stamps" USING btree ("kind","key");
--> statement-breakpoint
CREATE FUNCTION "stamp_market_series"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  series text := CASE TG_TABLE_NAME WHEN 'instrument_prices' THEN 'price' ELSE 'fx' END;
  me bigint := pg_current_xact_id()::text::bigint;
  key_of text := CASE TG_TABLE_NAME WHEN 'instrument_prices' THEN 'instrument_id::text'
                 ELSE $k$from_currency || '/' || to_currency$k$ END;
  touched text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "market_data_stamps" s
       SET version = s.version + 1, prior_writer = s.writer, writer = me, changed_from = NULL, updated_at = now()
     WHERE s.kind = series;
    RETURN NULL;
  END IF;
  -- The rows the statement changed (an update's old and new rows both count), as transition tables.
  touched := CASE TG_OP
    WHEN 'INSERT' THEN format('select %s as key, date from new_rows', key_of)
    WHEN 'DELETE' THEN format('select %s as key, date from old_rows', key_of)
    ELSE format('select %1$s as key, date from new_rows union all select %1$s, date from old_rows', key_of)
  END;
  -- One stamp per series touched, with the earliest date touched; in key order, so that two writers
  -- lock the stamp rows in the same order.
  EXECUTE format(
    'insert into "market_data_stamps" as s (kind, key, version, writer, changed_from)
     select $1, t.key, 1, $2, min(t.date) from (%s) t group by t.key order by t.key
     on conflict (kind, key) do update
        set version = s.version + 1, prior_writer = s.writer, writer = excluded.writer,
            changed_from = excluded.changed_from, updated_at = now()', touched)
    USING series, me;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "market_data_stamps" (kind, key, version, writer)
SELECT 'price', instrument_id::text, 1, pg_current_xact_id()::text::bigint FROM "instrument_prices" GROUP BY instrument_id;
--> statement-breakpoint
INSERT INTO "market_data_stamps" (kind, key, version, writer)
SELECT 'fx', from_currency || '/' || to_currency, 1, pg_current_xact_id()::text::bigint FROM "fx_rates" GROUP BY from_currency, to_currency;
--> statement-breakpoint
CREATE TRIGGER "instrument_prices_stamp_insert" AFTER INSERT ON "instrument_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "instrument_prices_stamp_update" AFTER UPDATE ON "instrument_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "instrument_prices_stamp_delete" AFTER DELETE ON "instrument_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "instrument_prices_stamp_truncate" AFTER TRUNCATE ON "instrument_prices" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "fx_rates_stamp_insert" AFTER INSERT ON "fx_rates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "fx_rates_stamp_update" AFTER UPDATE ON "fx_rates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "fx_rates_stamp_delete" AFTER DELETE ON "fx_rates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
--> statement-breakpoint
CREATE TRIGGER "fx_rates_stamp_truncate" AFTER TRUNCATE ON "fx_rates" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_market_series"();
