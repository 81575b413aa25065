ALTER TABLE "email_logs" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "forget_to" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_logs_person_idx" ON "email_logs" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "email_logs_user_idx" ON "email_logs" USING btree ("user_id");--> statement-breakpoint
-- E-mails logged before this migration are keyed by the address they went to, as the erasure found them until now.
UPDATE "email_logs" SET "user_id" = "users"."id", "person_id" = "users"."person_id" FROM "users" WHERE lower("email_logs"."to") = lower("users"."email");--> statement-breakpoint
UPDATE "email_logs" SET "person_id" = "people"."id" FROM "people" WHERE "email_logs"."person_id" IS NULL AND "people"."email" <> '' AND lower("email_logs"."to") = lower("people"."email");
