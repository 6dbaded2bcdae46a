CREATE TABLE "organisations" (
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
	"name" text NOT NULL,
	"url" text,
	"domain" text,
	"photo" jsonb,
	"address" jsonb
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
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
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
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
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"mfa_validated" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
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
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"photo" jsonb,
	"user_language" text,
	"title" text,
	"organisation_id" uuid,
	"is_admin" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_professional" boolean DEFAULT false NOT NULL,
	"is_2fa_disabled" boolean DEFAULT false NOT NULL,
	"auth_type" text DEFAULT 'password' NOT NULL,
	"password_hash" text,
	"external_subject" text,
	"email_verified_at" timestamp with time zone,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"mfa_validated" boolean DEFAULT false NOT NULL,
	"security_code_hash" text,
	"security_code_expires_at" timestamp with time zone,
	"hide_intro_text" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"telephone" text,
	"linkedin" text,
	"other" text,
	"address" jsonb,
	"role" text,
	"profile_url" text,
	CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "groups" (
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
	"name" text NOT NULL,
	"score" integer,
	"welcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "portals" (
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
	"name" text NOT NULL,
	"organisation_id" uuid,
	"subscription_id" uuid,
	"photo" jsonb,
	"theme" text,
	"portal_document" jsonb,
	"portal_language" text,
	"phone" text,
	"email" text,
	"tnc" jsonb,
	"news_api" text,
	"explorer_api" text,
	"navigation" jsonb
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
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
	"name" text NOT NULL,
	"accounts_limit" integer NOT NULL,
	"advisors_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_owners" (
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
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
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
	"name" text NOT NULL,
	"external_id" text,
	"email" text,
	"gender" text,
	"client_user_id" uuid,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"last_invite_sent" timestamp with time zone,
	"inception" date,
	"location" text,
	"currency" text,
	"external_owner_name" text,
	"validated" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"value" numeric(20, 4),
	"since_inception" numeric(12, 6),
	"change_1d" numeric(12, 6),
	"change_1m" numeric(12, 6),
	"change_3m" numeric(12, 6),
	"change_ytd" numeric(12, 6),
	"change_1y" numeric(12, 6),
	"change_3y" numeric(12, 6),
	"change_5y" numeric(12, 6),
	"change_all" numeric(12, 6),
	CONSTRAINT "accounts_email_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "group_members" (
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
	"group_id" uuid NOT NULL,
	"account_id" uuid,
	"user_id" uuid,
	"member_since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_has_member" CHECK (num_nonnulls("account_id", "user_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "benchmark_values" (
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
	"benchmark_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" numeric(24, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benchmarks" (
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
	"name" text NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_favourites" (
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
	"fund_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
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
	"isin" text NOT NULL,
	"name" text NOT NULL,
	"fund_code" text,
	"group_name" text,
	"asset_class" text,
	"fund_type" text,
	"objective" text,
	"currency" text,
	"size" numeric(20, 4),
	"price" numeric(24, 8),
	"price_date" date,
	"region" text,
	"sector" text,
	"esg_rating" smallint,
	"instrument_id" uuid,
	"change_1d" numeric(12, 6),
	"change_1m" numeric(12, 6),
	"change_3m" numeric(12, 6),
	"change_ytd" numeric(12, 6),
	"change_1y" numeric(12, 6),
	"change_3y" numeric(12, 6),
	"change_5y" numeric(12, 6),
	"change_all" numeric(12, 6)
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
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
	"date" date NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instrument_prices" (
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
	"instrument_id" uuid NOT NULL,
	"date" date NOT NULL,
	"price" numeric(24, 8) NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
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
	"symbol" text NOT NULL,
	"isin" text,
	"sedol" text,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"asset_class" text,
	"sector" text,
	"region" text,
	"type" text
);
--> statement-breakpoint
CREATE TABLE "holdings" (
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
	"instrument_id" uuid,
	"name" text NOT NULL,
	"units" numeric(24, 8) DEFAULT '0' NOT NULL,
	"currency" text,
	"region" text,
	"purchase_date" date,
	"purchase_value" numeric(20, 4),
	"asset_class" text,
	"sector" text,
	"type" text,
	"price" numeric(24, 8),
	"cost" numeric(20, 4),
	"value" numeric(20, 4),
	"annual_growth" numeric(12, 6),
	"price_points" jsonb,
	"isin" text,
	"sedol" text
);
--> statement-breakpoint
CREATE TABLE "portfolio_valuations" (
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
	"date" date NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"net_flow" numeric(20, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
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
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"type" text,
	"region" text,
	"currency" text,
	"inception" date,
	"objective" text,
	"risk_level" smallint,
	"esg_rating" smallint,
	"risk_profile" text,
	"color" text,
	"combined_accounts" jsonb,
	"value" numeric(20, 4),
	"since_inception" numeric(12, 6),
	"charges" jsonb,
	"breakdowns" jsonb,
	"change_1d" numeric(12, 6),
	"change_1m" numeric(12, 6),
	"change_3m" numeric(12, 6),
	"change_ytd" numeric(12, 6),
	"change_1y" numeric(12, 6),
	"change_3y" numeric(12, 6),
	"change_5y" numeric(12, 6),
	"change_all" numeric(12, 6),
	CONSTRAINT "portfolios_risk_level_range" CHECK ("risk_level" between 1 and 10),
	CONSTRAINT "portfolios_esg_rating_range" CHECK ("esg_rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
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
	"account_id" uuid NOT NULL,
	"portfolio_id" uuid,
	"name" text,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"settle_date" date,
	"amount" numeric(24, 8) NOT NULL,
	"local_ccy_amount" numeric(20, 4),
	"units" numeric(24, 8),
	"price" numeric(24, 8),
	"fee" numeric(20, 4),
	"currency" text,
	"asset_class" text,
	"region" text,
	"security" text,
	"value" numeric(20, 4),
	"balance" numeric(20, 4),
	"fund_name" text,
	"consideration_local" numeric(20, 4)
);
--> statement-breakpoint
CREATE TABLE "document_favourites" (
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
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
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
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint,
	"mime" text,
	"account_id" uuid,
	"group_id" uuid,
	"fund_id" uuid,
	"signed_at" timestamp with time zone,
	"signed_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"generated_pdf" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("account_id", "group_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "forms" (
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
	"name" text NOT NULL,
	"description" varchar(200),
	"single" boolean DEFAULT false NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"send_csv" boolean DEFAULT false NOT NULL,
	"owned" text DEFAULT 'Personal' NOT NULL,
	"organisation_id" uuid,
	"subforms" jsonb,
	"recipients" jsonb,
	"end_message" text,
	"autorespond_email" boolean DEFAULT false NOT NULL,
	"autorespond_subject" text,
	"autorespond_body" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processes" (
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
	"name" text NOT NULL,
	"form_id" uuid,
	"single" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
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
	"parent_id" uuid NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"portal_id" uuid NOT NULL,
	"account_id" uuid,
	"created_organisation_id" uuid,
	"owners" jsonb,
	"step" text DEFAULT 'Under review' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"autorespond" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
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
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
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
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipient_user_id" uuid,
	"recipient_account_id" uuid,
	"recipient_group_id" uuid,
	"attachments" jsonb,
	"attach_message" boolean DEFAULT false NOT NULL,
	"thread_id" uuid,
	"thread_initiator" jsonb,
	"subthread" text,
	"process_id" uuid,
	"notification" jsonb
);
--> statement-breakpoint
CREATE TABLE "sms" (
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
	"user_id" uuid,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "data_process_steps" (
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
	"parent_id" uuid NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"portal_id" uuid NOT NULL,
	"name" text,
	"get_from_api" boolean DEFAULT false NOT NULL,
	"method" text,
	"location" text,
	"dataset" jsonb,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_processes" (
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
	"name" text NOT NULL,
	"config" jsonb
);
--> statement-breakpoint
CREATE TABLE "models" (
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
	"name" text NOT NULL,
	"profile" text NOT NULL,
	"risk_profile_id" uuid,
	"min" numeric(12, 6) NOT NULL,
	"max" numeric(12, 6) NOT NULL,
	"avg" numeric(12, 6) NOT NULL,
	"rebalance" text NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
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
	"name" text NOT NULL,
	"returns" text NOT NULL,
	"factsheet_url" text NOT NULL,
	"risk_level" smallint,
	"benchmark_id" uuid,
	"questionnaire" jsonb,
	CONSTRAINT "risk_profiles_risk_level_range" CHECK ("risk_level" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "clients" (
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
	"name" text NOT NULL,
	"logo" jsonb,
	"hide_logo" boolean DEFAULT false NOT NULL,
	"testimonial" text,
	"contact" text,
	"hide_testimonial" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commentary" (
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
	"name" text NOT NULL,
	"report_date" date,
	"attachment" jsonb,
	"body" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
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
	"name" text NOT NULL,
	"type" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"protected" boolean DEFAULT false NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL,
	"title" text,
	"summary" text,
	"link_target" text,
	"link_label" text,
	"social_img" jsonb,
	"description" varchar(150),
	"order" integer DEFAULT 0 NOT NULL,
	"access" jsonb,
	"content" jsonb
);
--> statement-breakpoint
CREATE TABLE "pages_history" (
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
	"parent_id" uuid NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"portal_id" uuid NOT NULL,
	"name" text,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
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
	"name" text NOT NULL,
	"title" text,
	"location" text,
	"photo" jsonb,
	"linkedin" text,
	"bio" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
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
	"name" text NOT NULL,
	"summary" text,
	"publish_date" date,
	"author_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" jsonb,
	"teaser_title" text,
	"teaser_summary" text,
	"embed" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"keypoints" jsonb,
	"content" jsonb,
	"access" jsonb
);
--> statement-breakpoint
CREATE TABLE "posts_history" (
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
	"parent_id" uuid NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"portal_id" uuid NOT NULL,
	"name" text,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "libraries" (
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
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
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
	"name" text NOT NULL,
	"type" text,
	"file" jsonb,
	"file_key" text,
	"mime" text,
	"size" bigint,
	"metadata" jsonb,
	"thumbnail" jsonb,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation" (
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
	"name" text NOT NULL,
	"link" text NOT NULL,
	"icon" text,
	"visible_for" text[],
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subnavigation" (
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
	"parent_id" uuid NOT NULL,
	"slug" text,
	"owner_id" uuid,
	"symbol" text,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_analytics" (
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
	"for_date" date NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"users" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
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
	"type" text NOT NULL,
	"collection" text,
	"entity_id" text,
	"info" jsonb
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
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
	"portal_id" uuid,
	"action" text NOT NULL,
	"collection" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
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
	"portal_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_owners" ADD CONSTRAINT "account_owners_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_owners" ADD CONSTRAINT "account_owners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_owners" ADD CONSTRAINT "account_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_values" ADD CONSTRAINT "benchmark_values_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_favourites" ADD CONSTRAINT "fund_favourites_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_favourites" ADD CONSTRAINT "fund_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_prices" ADD CONSTRAINT "instrument_prices_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_favourites" ADD CONSTRAINT "document_favourites_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_favourites" ADD CONSTRAINT "document_favourites_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_favourites" ADD CONSTRAINT "document_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_created_organisation_id_organisations_id_fk" FOREIGN KEY ("created_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_account_id_accounts_id_fk" FOREIGN KEY ("recipient_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_group_id_groups_id_fk" FOREIGN KEY ("recipient_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_messages_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms" ADD CONSTRAINT "sms_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms" ADD CONSTRAINT "sms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_process_steps" ADD CONSTRAINT "data_process_steps_parent_id_data_processes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."data_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_process_steps" ADD CONSTRAINT "data_process_steps_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_processes" ADD CONSTRAINT "data_processes_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_risk_profile_id_risk_profiles_id_fk" FOREIGN KEY ("risk_profile_id") REFERENCES "public"."risk_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentary" ADD CONSTRAINT "commentary_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages_history" ADD CONSTRAINT "pages_history_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages_history" ADD CONSTRAINT "pages_history_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts_history" ADD CONSTRAINT "posts_history_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts_history" ADD CONSTRAINT "posts_history_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_parent_id_libraries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_parent_id_libraries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation" ADD CONSTRAINT "navigation_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subnavigation" ADD CONSTRAINT "subnavigation_parent_id_navigation_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subnavigation" ADD CONSTRAINT "subnavigation_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_analytics" ADD CONSTRAINT "log_analytics_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisations_url_idx" ON "organisations" USING btree ("url");--> statement-breakpoint
CREATE INDEX "organisations_domain_idx" ON "organisations" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "organisations_slug_idx" ON "organisations" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_key" ON "rate_limits" USING btree ("key");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_key" ON "users" USING btree ("auth_type","external_subject") WHERE "external_subject" is not null;--> statement-breakpoint
CREATE INDEX "users_organisation_id_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "users_slug_idx" ON "users" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "groups_portal_id_active_idx" ON "groups" USING btree ("portal_id","active");--> statement-breakpoint
CREATE INDEX "groups_slug_idx" ON "groups" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "groups_owner_id_idx" ON "groups" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE INDEX "portals_organisation_id_idx" ON "portals" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "portals_subscription_id_idx" ON "portals" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "portals_slug_idx" ON "portals" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "portals_owner_id_idx" ON "portals" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_slug_idx" ON "subscriptions" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_owners_account_user_key" ON "account_owners" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "account_owners_user_portal_idx" ON "account_owners" USING btree ("user_id","portal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_portal_email_active_key" ON "accounts" USING btree ("portal_id","email") WHERE "active";--> statement-breakpoint
CREATE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "accounts_client_user_id_idx" ON "accounts" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "accounts_portal_id_name_idx" ON "accounts" USING btree ("portal_id","name");--> statement-breakpoint
CREATE INDEX "accounts_portal_external_id_idx" ON "accounts" USING btree ("portal_id","external_id");--> statement-breakpoint
CREATE INDEX "accounts_slug_idx" ON "accounts" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_account_key" ON "group_members" USING btree ("group_id","account_id") WHERE "account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_key" ON "group_members" USING btree ("group_id","user_id") WHERE "user_id" is not null;--> statement-breakpoint
CREATE INDEX "group_members_account_id_idx" ON "group_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "group_members_user_id_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benchmark_values_benchmark_date_key" ON "benchmark_values" USING btree ("benchmark_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_code_key" ON "benchmarks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_favourites_fund_user_key" ON "fund_favourites" USING btree ("fund_id","user_id");--> statement-breakpoint
CREATE INDEX "fund_favourites_user_id_idx" ON "fund_favourites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_isin_key" ON "funds" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "funds_fund_code_idx" ON "funds" USING btree ("fund_code");--> statement-breakpoint
CREATE INDEX "funds_lower_name_idx" ON "funds" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "funds_slug_idx" ON "funds" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_pair_date_key" ON "fx_rates" USING btree ("from_currency","to_currency","date");--> statement-breakpoint
CREATE UNIQUE INDEX "instrument_prices_instrument_date_key" ON "instrument_prices" USING btree ("instrument_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_symbol_key" ON "instruments" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "instruments_isin_idx" ON "instruments" USING btree ("isin");--> statement-breakpoint
CREATE INDEX "instruments_slug_idx" ON "instruments" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "holdings_portfolio_symbol_idx" ON "holdings" USING btree ("portfolio_id","symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_valuations_portfolio_date_key" ON "portfolio_valuations" USING btree ("portfolio_id","date");--> statement-breakpoint
CREATE INDEX "portfolios_account_id_idx" ON "portfolios" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "portfolios_portal_external_id_idx" ON "portfolios" USING btree ("portal_id","external_id");--> statement-breakpoint
CREATE INDEX "transactions_portfolio_date_idx" ON "transactions" USING btree ("portfolio_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_portfolio_symbol_idx" ON "transactions" USING btree ("portfolio_id","symbol");--> statement-breakpoint
CREATE INDEX "transactions_account_date_idx" ON "transactions" USING btree ("account_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_parent_id_idx" ON "transactions" USING btree ("parent_id") WHERE "parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_favourites_document_user_key" ON "document_favourites" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "document_favourites_user_id_idx" ON "document_favourites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_account_name_idx" ON "documents" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "documents_group_id_idx" ON "documents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "documents_portal_created_idx" ON "documents" USING btree ("portal_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_fund_id_idx" ON "documents" USING btree ("fund_id") WHERE "fund_id" is not null;--> statement-breakpoint
CREATE INDEX "forms_portal_id_idx" ON "forms" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "forms_slug_idx" ON "forms" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "forms_owner_id_idx" ON "forms" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE INDEX "processes_portal_id_idx" ON "processes" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "processes_slug_idx" ON "processes" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "submissions_parent_created_idx" ON "submissions" USING btree ("parent_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_account_id_idx" ON "submissions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "submissions_owner_id_idx" ON "submissions" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_user_key" ON "message_recipients" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "message_recipients_user_idx" ON "message_recipients" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_user_idx" ON "messages" USING btree ("recipient_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_recipient_account_idx" ON "messages" USING btree ("recipient_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_recipient_group_idx" ON "messages" USING btree ("recipient_group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_created_by_idx" ON "messages" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at") WHERE "thread_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_portal_created_idx" ON "messages" USING btree ("portal_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_status_created_idx" ON "sms" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sms_user_id_idx" ON "sms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_process_steps_parent_order_idx" ON "data_process_steps" USING btree ("parent_id","order");--> statement-breakpoint
CREATE INDEX "data_processes_portal_id_idx" ON "data_processes" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "data_processes_slug_idx" ON "data_processes" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "models_portal_id_idx" ON "models" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "risk_profiles_portal_id_idx" ON "risk_profiles" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "risk_profiles_slug_idx" ON "risk_profiles" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "clients_portal_order_idx" ON "clients" USING btree ("portal_id","order");--> statement-breakpoint
CREATE INDEX "clients_slug_idx" ON "clients" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE INDEX "commentary_portal_report_date_idx" ON "commentary" USING btree ("portal_id","report_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commentary_slug_idx" ON "commentary" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_portal_slug_active_key" ON "pages" USING btree ("portal_id","slug") WHERE "active";--> statement-breakpoint
CREATE INDEX "pages_portal_order_idx" ON "pages" USING btree ("portal_id","order");--> statement-breakpoint
CREATE INDEX "pages_parent_id_idx" ON "pages" USING btree ("parent_id") WHERE "parent_id" is not null;--> statement-breakpoint
CREATE INDEX "pages_owner_id_idx" ON "pages" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE INDEX "pages_history_portal_slug_published_idx" ON "pages_history" USING btree ("portal_id","slug","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pages_history_parent_version_idx" ON "pages_history" USING btree ("parent_id","version" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_portal_order_idx" ON "people" USING btree ("portal_id","order");--> statement-breakpoint
CREATE INDEX "people_slug_idx" ON "people" USING btree ("slug") WHERE "slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_portal_slug_active_key" ON "posts" USING btree ("portal_id","slug") WHERE "active";--> statement-breakpoint
CREATE INDEX "posts_portal_publish_date_idx" ON "posts" USING btree ("portal_id","publish_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_owner_id_idx" ON "posts" USING btree ("owner_id") WHERE "owner_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_history_portal_slug_published_idx" ON "posts_history" USING btree ("portal_id","slug","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_history_parent_version_idx" ON "posts_history" USING btree ("parent_id","version" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "libraries_portal_parent_idx" ON "libraries" USING btree ("portal_id","parent_id");--> statement-breakpoint
CREATE INDEX "media_portal_parent_idx" ON "media" USING btree ("portal_id","parent_id");--> statement-breakpoint
CREATE INDEX "navigation_portal_order_idx" ON "navigation" USING btree ("portal_id","order");--> statement-breakpoint
CREATE INDEX "subnavigation_parent_order_idx" ON "subnavigation" USING btree ("parent_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "log_analytics_portal_date_key" ON "log_analytics" USING btree ("portal_id","for_date");--> statement-breakpoint
CREATE INDEX "logs_created_by_created_idx" ON "logs" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_portal_created_idx" ON "logs" USING btree ("portal_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("collection","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_portal_created_idx" ON "audit_events" USING btree ("portal_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_created_by_idx" ON "audit_events" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_status_next_idx" ON "email_outbox" USING btree ("status","next_attempt_at");