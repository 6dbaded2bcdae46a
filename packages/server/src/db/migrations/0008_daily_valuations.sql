ALTER TABLE "holdings" ADD COLUMN "cost_base" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "income" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "fees" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "value_account" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "revalue_from" date;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "valued_through" date;--> statement-breakpoint
CREATE INDEX "portfolios_revalue_from_idx" ON "portfolios" USING btree ("revalue_from") WHERE "revalue_from" is not null;