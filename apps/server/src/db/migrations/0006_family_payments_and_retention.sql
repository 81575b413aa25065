CREATE TYPE "public"."statement_line_state" AS ENUM('open', 'booked', 'ignored');--> statement-breakpoint
CREATE TYPE "public"."statement_match" AS ENUM('reference', 'proposal', 'none');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by_user_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_key" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"booked_on" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payer" varchar(300),
	"remittance" text,
	"match" "statement_match" DEFAULT 'none' NOT NULL,
	"booking_id" integer,
	"state" "statement_line_state" DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"imported_by_user_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "booking_id" integer;--> statement-breakpoint
-- The registrations stored by one booking share their transaction's now() and their author: they become one
-- booking, with one reference, as if they had been booked after this migration.
CREATE TEMPORARY TABLE "booking_backfill" AS
	SELECT "created_by_user_id", "created_at", nextval('bookings_id_seq') AS "id"
	FROM (SELECT DISTINCT "created_by_user_id", "created_at" FROM "registrations") AS "sends";--> statement-breakpoint
INSERT INTO "bookings" ("id", "created_by_user_id", "created_at") SELECT "id", "created_by_user_id", "created_at" FROM "booking_backfill";--> statement-breakpoint
UPDATE "registrations" SET "booking_id" = "b"."id" FROM "booking_backfill" AS "b"
	WHERE "b"."created_at" = "registrations"."created_at" AND "b"."created_by_user_id" IS NOT DISTINCT FROM "registrations"."created_by_user_id";--> statement-breakpoint
DROP TABLE "booking_backfill";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "booking_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "health_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_notice_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "last_sign_in_at" = COALESCE((SELECT max("signed_in_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"), "users"."created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_key_unique" ON "statement_lines" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "statement_lines_state_idx" ON "statement_lines" USING btree ("state","booked_on");--> statement-breakpoint
CREATE INDEX "statement_lines_booking_idx" ON "statement_lines" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_booking_idx" ON "registrations" USING btree ("booking_id");