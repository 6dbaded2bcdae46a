CREATE TABLE "sold_properties" (
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
	"portal_id" uuid NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text,
	"asset_class" text,
	"annual_growth" numeric(12, 6),
	"price_points" jsonb,
	"purchase_date" date,
	"purchase_value" numeric(20, 4),
	"sold_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sold_properties" ADD CONSTRAINT "sold_properties_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_properties" ADD CONSTRAINT "sold_properties_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sold_properties_portfolio_symbol_idx" ON "sold_properties" USING btree ("portfolio_id","symbol");