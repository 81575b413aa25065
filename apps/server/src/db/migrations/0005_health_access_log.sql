CREATE TYPE "public"."health_access_action" AS ENUM('screen', 'export', 'pdf', 'change');--> statement-breakpoint
CREATE TABLE "health_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"action" "health_access_action" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "health_access_log_at_idx" ON "health_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "health_access_log_user_idx" ON "health_access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "health_access_log_child_idx" ON "health_access_log" USING btree ("child_id","at");--> statement-breakpoint
-- The log is append-only (decision 020): whatever the application or a mistaken query does, an entry is never
-- changed or removed. TRUNCATE too, which skips row triggers.
CREATE FUNCTION "health_access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'health_access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "health_access_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "health_access_log" FOR EACH STATEMENT EXECUTE FUNCTION "health_access_log_append_only"();
