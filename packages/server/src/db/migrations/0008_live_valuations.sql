CREATE TABLE "market_data_issues" (
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
	"subject" text NOT NULL,
	"instrument_id" uuid,
	"from_currency" text,
	"to_currency" text,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	CONSTRAINT "market_data_issues_detail_length" CHECK (char_length("detail") <= 500)
);
--> statement-breakpoint
CREATE TABLE "market_data_requests" (
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
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holdings" ADD COLUMN "cost_base" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "income" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "fees" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "value_account" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "revalue_from" date;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "valued_through" date;--> statement-breakpoint
ALTER TABLE "market_data_issues" ADD CONSTRAINT "market_data_issues_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_data_issues_subject_date_key" ON "market_data_issues" USING btree ("subject","date");--> statement-breakpoint
CREATE INDEX "market_data_issues_date_idx" ON "market_data_issues" USING btree ("date");--> statement-breakpoint
CREATE INDEX "market_data_issues_instrument_id_idx" ON "market_data_issues" USING btree ("instrument_id") WHERE "instrument_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "market_data_requests_day_key" ON "market_data_requests" USING btree ("day");--> statement-breakpoint
CREATE INDEX "portfolios_revalue_from_idx" ON "portfolios" USING btree ("revalue_from") WHERE "revalue_from" is not null;