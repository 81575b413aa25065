CREATE TABLE "friend_group_members" (
	"friend_group_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friend_group_members_friend_group_id_child_id_pk" PRIMARY KEY("friend_group_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "friend_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"course_week_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "friend_group_members" ADD CONSTRAINT "friend_group_members_friend_group_id_friend_groups_id_fk" FOREIGN KEY ("friend_group_id") REFERENCES "public"."friend_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_group_members" ADD CONSTRAINT "friend_group_members_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_group_members" ADD CONSTRAINT "friend_group_members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_groups" ADD CONSTRAINT "friend_groups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_groups" ADD CONSTRAINT "friend_groups_course_week_id_course_weeks_id_fk" FOREIGN KEY ("course_week_id") REFERENCES "public"."course_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_group_members_child_idx" ON "friend_group_members" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "friend_group_members_person_idx" ON "friend_group_members" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_groups_code_unique" ON "friend_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "friend_groups_season_idx" ON "friend_groups" USING btree ("season_id");