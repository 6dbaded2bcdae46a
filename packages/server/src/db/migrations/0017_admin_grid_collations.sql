DROP INDEX "users_organisation_grid_idx";--> statement-breakpoint
DROP INDEX "accounts_portal_grid_idx";--> statement-breakpoint
CREATE INDEX "users_organisation_grid_portal_en_idx" ON "users" USING btree ("organisation_id","name" collate portal_en,"id") WHERE "active";--> statement-breakpoint
CREATE INDEX "users_organisation_grid_portal_el_idx" ON "users" USING btree ("organisation_id","name" collate portal_el,"id") WHERE "active";--> statement-breakpoint
CREATE INDEX "users_organisation_grid_portal_is_idx" ON "users" USING btree ("organisation_id","name" collate portal_is,"id") WHERE "active";--> statement-breakpoint
CREATE INDEX "accounts_portal_grid_portal_en_idx" ON "accounts" USING btree ("portal_id","name" collate portal_en,"id") WHERE "active";--> statement-breakpoint
CREATE INDEX "accounts_portal_grid_portal_el_idx" ON "accounts" USING btree ("portal_id","name" collate portal_el,"id") WHERE "active";--> statement-breakpoint
CREATE INDEX "accounts_portal_grid_portal_is_idx" ON "accounts" USING btree ("portal_id","name" collate portal_is,"id") WHERE "active";