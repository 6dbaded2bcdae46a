-- The days' growths since the series' first day (decision 115): a next day reads the figures' few anchor days and the days with a flow instead of the whole series. Existing rows stay null until the pipeline next values their portfolio, which then writes every day's growth.
ALTER TABLE "portfolio_valuations" ADD COLUMN "growth_columns" double precision;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "growth_entries" double precision;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "growth_twr" double precision;--> statement-breakpoint
CREATE INDEX "portfolio_valuations_flow_days_idx" ON "portfolio_valuations" USING btree ("portfolio_id","date") WHERE "net_flow" <> 0;