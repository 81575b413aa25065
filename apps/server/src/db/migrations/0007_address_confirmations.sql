CREATE TYPE "public"."email_confirmation_purpose" AS ENUM('join_person', 'change_email');--> statement-breakpoint
ALTER TYPE "public"."health_access_action" ADD VALUE 'parent_linked';--> statement-breakpoint
ALTER TYPE "public"."health_access_action" ADD VALUE 'parent_unlinked';--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "email_confirmation_purpose" NOT NULL,
	"email" varchar(255) NOT NULL,
	"person_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_access_log" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_token_hash_unique" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");