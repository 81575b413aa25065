CREATE TABLE "wish_answers" (
	"wish_list_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"custom_field" text,
	"custom_field_2" text,
	"custom_field_3" text,
	CONSTRAINT "wish_answers_wish_list_id_child_id_course_id_pk" PRIMARY KEY("wish_list_id","child_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "wish_answers" ADD CONSTRAINT "wish_answers_wish_list_id_wish_lists_id_fk" FOREIGN KEY ("wish_list_id") REFERENCES "public"."wish_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_answers" ADD CONSTRAINT "wish_answers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_answers" ADD CONSTRAINT "wish_answers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_answers_child_idx" ON "wish_answers" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "wish_list_children" DROP COLUMN "custom_field";--> statement-breakpoint
ALTER TABLE "wish_list_children" DROP COLUMN "custom_field_2";--> statement-breakpoint
ALTER TABLE "wish_list_children" DROP COLUMN "custom_field_3";