CREATE TYPE "public"."day_type" AS ENUM('full_day', 'half_day');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('m', 'f', 's');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('de', 'it');--> statement-breakpoint
CREATE TYPE "public"."school" AS ENUM('kg_1', 'kg_2', 'kg_3', 'kg_4', 'gs_1', 'gs_2', 'gs_3', 'gs_4', 'gs_5', 'ms_1', 'ms_2', 'ms_3', 'other');--> statement-breakpoint
CREATE TABLE "child_parents" (
	"child_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "child_parents_child_id_person_id_pk" PRIMARY KEY("child_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"tax" varchar(16) NOT NULL,
	"gender" "gender" NOT NULL,
	"birth" date NOT NULL,
	"lang" "language" DEFAULT 'de' NOT NULL,
	"phone" varchar(40) NOT NULL,
	"phone_child" varchar(40),
	"whatsapp_infos" boolean DEFAULT false NOT NULL,
	"school" "school" NOT NULL,
	"with_diagnostics" boolean DEFAULT false NOT NULL,
	"risk_group" boolean DEFAULT false NOT NULL,
	"last_update" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_it" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"description_it" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_categories_not_own_parent" CHECK ("course_categories"."parent_id" IS NULL OR "course_categories"."parent_id" <> "course_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "course_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_it" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_it" varchar(200) NOT NULL,
	"description" text,
	"description_it" text,
	"register_from" date,
	"register_from_time" time,
	"register_to" date,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"max_participants" integer NOT NULL,
	"waiting_list" integer DEFAULT 0 NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"price_half_day" numeric(10, 2),
	"full_day" boolean DEFAULT true NOT NULL,
	"price" numeric(10, 2),
	"time_info_de" text,
	"time_info_it" text,
	"program_file_id" uuid,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_weeks_dates_ordered" CHECK ("course_weeks"."to" >= "course_weeks"."from"),
	CONSTRAINT "course_weeks_confirmed_within_capacity" CHECK ("course_weeks"."confirmed_count" >= 0 AND "course_weeks"."confirmed_count" <= "course_weeks"."max_participants"),
	CONSTRAINT "course_weeks_waiting_within_capacity" CHECK ("course_weeks"."waiting_count" >= 0 AND "course_weeks"."waiting_count" <= "course_weeks"."waiting_list"),
	CONSTRAINT "course_weeks_day_type_priced" CHECK ((NOT "course_weeks"."half_day" OR "course_weeks"."price_half_day" IS NOT NULL) AND (NOT "course_weeks"."full_day" OR "course_weeks"."price" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_it" varchar(200) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"course_type_id" integer,
	"location_id" integer,
	"course_category_id" integer,
	"register_from" date,
	"register_from_time" time,
	"register_to" date,
	"from" date,
	"to" date,
	"year" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"waiting_list" integer DEFAULT 0 NOT NULL,
	"multiple_course_week_registration" boolean DEFAULT false NOT NULL,
	"price" numeric(10, 2),
	"custom_field" boolean DEFAULT false NOT NULL,
	"custom_field_de" varchar(200),
	"custom_field_it" varchar(200),
	"custom_field_2" boolean DEFAULT false NOT NULL,
	"custom_field_2_de" varchar(200),
	"custom_field_2_it" varchar(200),
	"custom_field_3" boolean DEFAULT false NOT NULL,
	"custom_field_3_de" varchar(200),
	"custom_field_3_it" varchar(200),
	"disable_swimming_help" boolean DEFAULT false NOT NULL,
	"disable_leave_alone" boolean DEFAULT false NOT NULL,
	"label_half_day_de" varchar(100),
	"label_half_day_it" varchar(100),
	"label_full_day_de" varchar(100),
	"label_full_day_it" varchar(100),
	"bank_name" varchar(200),
	"bank_iban" varchar(34),
	"description" text,
	"description_it" text,
	"info" text,
	"info_it" text,
	"image_file_id" uuid,
	"program_file_id" uuid,
	"email_new" text,
	"email_new_it" text,
	"email_new_waiting" text,
	"email_new_waiting_it" text,
	"email_waiting" text,
	"email_waiting_it" text,
	"email_deleted" text,
	"email_deleted_it" text,
	"email_payed" text,
	"email_payed_it" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_capacity_not_negative" CHECK ("courses"."max_participants" >= 0 AND "courses"."waiting_list" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(500) NOT NULL,
	"cc" varchar(500),
	"bcc" varchar(500),
	"subject" varchar(500) NOT NULL,
	"body" text NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_it" varchar(200) NOT NULL,
	"address" varchar(200),
	"plz" varchar(10),
	"place" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"tax" varchar(16),
	"gender" "gender",
	"birth" date,
	"address" varchar(200),
	"plz" varchar(10),
	"place" varchar(100),
	"phone" varchar(40),
	"email" varchar(255),
	"lang" "language" DEFAULT 'de' NOT NULL,
	"privacy_agb_at" timestamp with time zone,
	"privacy_photo_accept_at" timestamp with time zone,
	"signature_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"course_week_id" integer NOT NULL,
	"created_by_user_id" integer,
	"day_type" "day_type" NOT NULL,
	"is_waiting" boolean DEFAULT false NOT NULL,
	"emergency_contact1_phone" varchar(40) NOT NULL,
	"emergency_contact2_phone" varchar(40),
	"custom_field" text,
	"custom_field_2" text,
	"custom_field_3" text,
	"leave_alone" boolean DEFAULT false NOT NULL,
	"swimming_help" boolean DEFAULT false NOT NULL,
	"medicaments" text,
	"incompatibilities" text,
	"allergies" text,
	"comment_user" text,
	"comment_internal" text,
	"payed_amount" numeric(10, 2),
	"payed_at" date,
	"promoted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"lang" "language" DEFAULT 'de' NOT NULL,
	"person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "child_parents" ADD CONSTRAINT "child_parents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_parents" ADD CONSTRAINT "child_parents_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_parent_id_course_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weeks" ADD CONSTRAINT "course_weeks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weeks" ADD CONSTRAINT "course_weeks_program_file_id_files_id_fk" FOREIGN KEY ("program_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_category_id_course_categories_id_fk" FOREIGN KEY ("course_category_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_program_file_id_files_id_fk" FOREIGN KEY ("program_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_course_week_id_course_weeks_id_fk" FOREIGN KEY ("course_week_id") REFERENCES "public"."course_weeks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_parents_person_idx" ON "child_parents" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "children_tax_unique" ON "children" USING btree ("tax");--> statement-breakpoint
CREATE INDEX "children_last_name_idx" ON "children" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "course_weeks_course_idx" ON "course_weeks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_weeks_dates_idx" ON "course_weeks" USING btree ("from","to");--> statement-breakpoint
CREATE INDEX "courses_active_year_idx" ON "courses" USING btree ("active","year");--> statement-breakpoint
CREATE INDEX "email_logs_outbox_idx" ON "email_logs" USING btree ("next_attempt_at") WHERE "email_logs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "email_logs_created_idx" ON "email_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_tax_unique" ON "people" USING btree ("tax");--> statement-breakpoint
CREATE INDEX "people_last_name_idx" ON "people" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_active_per_child_week" ON "registrations" USING btree ("child_id","course_week_id") WHERE "registrations"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "registrations_week_idx" ON "registrations" USING btree ("course_week_id","is_waiting","created_at");--> statement-breakpoint
CREATE INDEX "registrations_child_idx" ON "registrations" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_unique" ON "users" USING btree ("person_id");