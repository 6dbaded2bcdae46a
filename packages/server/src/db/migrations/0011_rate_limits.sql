-- The general API rate limit's counters (issue 16), shared by every server process. UNLOGGED by hand
-- (Drizzle's schema cannot say it): written on every API request, so no WAL for it; a crash empties
-- the table, which only starts every client's budget afresh.
CREATE UNLOGGED TABLE "api_rate_limits" (
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
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_rate_limits_key_key" ON "api_rate_limits" USING btree ("key");