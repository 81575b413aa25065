CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"wish_from" timestamp with time zone NOT NULL,
	"wish_to" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"first_come_from" timestamp with time zone NOT NULL,
	"acceptance_days" integer DEFAULT 7 NOT NULL,
	"max_wishes" integer DEFAULT 5 NOT NULL,
	"max_weeks" integer DEFAULT 1 NOT NULL,
	"held_back_places" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_phases_in_order" CHECK ("seasons"."wish_from" < "seasons"."wish_to" AND "seasons"."wish_to" <= "seasons"."draw_at" AND "seasons"."draw_at" <= "seasons"."publish_at" AND "seasons"."publish_at" <= "seasons"."first_come_from")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_year_unique" ON "seasons" USING btree ("year");