ALTER TABLE "pages" ADD COLUMN "channel" varchar(60);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "channel" varchar(60);