CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"offered_by_user_id" integer,
	"outcome" varchar(20) DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"act" varchar(20) NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_weeks" DROP CONSTRAINT "course_weeks_confirmed_within_capacity";--> statement-breakpoint
ALTER TABLE "course_weeks" ADD COLUMN "offered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_offered_by_user_id_users_id_fk" FOREIGN KEY ("offered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_registration" ON "offers" USING btree ("registration_id") WHERE "offers"."outcome" = 'open';--> statement-breakpoint
CREATE INDEX "offers_outcome_expires_idx" ON "offers" USING btree ("outcome","expires_at");--> statement-breakpoint
CREATE INDEX "registration_events_registration_idx" ON "registration_events" USING btree ("registration_id","at");--> statement-breakpoint
ALTER TABLE "course_weeks" ADD CONSTRAINT "course_weeks_confirmed_within_capacity" CHECK ("course_weeks"."confirmed_count" >= 0 AND "course_weeks"."offered_count" >= 0 AND "course_weeks"."confirmed_count" + "course_weeks"."offered_count" <= "course_weeks"."max_participants");