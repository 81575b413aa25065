CREATE TABLE "wish_list_children" (
	"wish_list_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"max_weeks" integer NOT NULL,
	"custom_field" text,
	"custom_field_2" text,
	"custom_field_3" text,
	"leave_alone" boolean DEFAULT false NOT NULL,
	"swimming_help" boolean DEFAULT false NOT NULL,
	"medicaments" text,
	"incompatibilities" text,
	"allergies" text,
	CONSTRAINT "wish_list_children_wish_list_id_child_id_pk" PRIMARY KEY("wish_list_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "wish_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"emergency_contact1_phone" varchar(40),
	"emergency_contact2_phone" varchar(40),
	"receipt" varchar(64) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"wish_list_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"course_week_id" integer NOT NULL,
	"day_type" "day_type" NOT NULL,
	"together" boolean DEFAULT false NOT NULL,
	CONSTRAINT "wishes_wish_list_id_child_id_rank_pk" PRIMARY KEY("wish_list_id","child_id","rank")
);
--> statement-breakpoint
ALTER TABLE "wish_list_children" ADD CONSTRAINT "wish_list_children_wish_list_id_wish_lists_id_fk" FOREIGN KEY ("wish_list_id") REFERENCES "public"."wish_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_children" ADD CONSTRAINT "wish_list_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_lists" ADD CONSTRAINT "wish_lists_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_lists" ADD CONSTRAINT "wish_lists_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_wish_list_id_wish_lists_id_fk" FOREIGN KEY ("wish_list_id") REFERENCES "public"."wish_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_course_week_id_course_weeks_id_fk" FOREIGN KEY ("course_week_id") REFERENCES "public"."course_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_list_children_child_idx" ON "wish_list_children" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wish_lists_season_person_unique" ON "wish_lists" USING btree ("season_id","person_id");--> statement-breakpoint
CREATE INDEX "wish_lists_person_idx" ON "wish_lists" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishes_child_week_unique" ON "wishes" USING btree ("wish_list_id","child_id","course_week_id");--> statement-breakpoint
CREATE INDEX "wishes_week_idx" ON "wishes" USING btree ("course_week_id");