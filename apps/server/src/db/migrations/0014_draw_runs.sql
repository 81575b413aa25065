CREATE TABLE "draw_outcomes" (
	"draw_run_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"child_number" integer NOT NULL,
	"household_number" integer NOT NULL,
	"position" integer NOT NULL,
	"draws_at" integer NOT NULL,
	"granted" jsonb NOT NULL,
	"waiting" jsonb NOT NULL,
	"rounds" jsonb NOT NULL,
	CONSTRAINT "draw_outcomes_draw_run_id_child_id_pk" PRIMARY KEY("draw_run_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "draw_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"algorithm" varchar(40) NOT NULL,
	"seed" varchar(64) NOT NULL,
	"secret" text,
	"public_number" text,
	"input_digest" varchar(64) NOT NULL,
	"result_digest" varchar(64) NOT NULL,
	"households" integer NOT NULL,
	"input" text,
	"result" text,
	"statistics" jsonb NOT NULL,
	"baseline" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "commitment" varchar(64);--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "public_number_source" text;--> statement-breakpoint
ALTER TABLE "draw_outcomes" ADD CONSTRAINT "draw_outcomes_draw_run_id_draw_runs_id_fk" FOREIGN KEY ("draw_run_id") REFERENCES "public"."draw_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_outcomes" ADD CONSTRAINT "draw_outcomes_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_outcomes" ADD CONSTRAINT "draw_outcomes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_runs" ADD CONSTRAINT "draw_runs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_runs" ADD CONSTRAINT "draw_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_outcomes_person_idx" ON "draw_outcomes" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_runs_one_official" ON "draw_runs" USING btree ("season_id") WHERE "draw_runs"."official";--> statement-breakpoint
CREATE INDEX "draw_runs_season_idx" ON "draw_runs" USING btree ("season_id");