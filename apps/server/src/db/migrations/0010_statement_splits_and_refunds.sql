CREATE TABLE "statement_line_bookings" (
	"statement_line_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "statement_line_bookings_statement_line_id_booking_id_pk" PRIMARY KEY("statement_line_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "statement_line_id" integer;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "ignore_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "statement_line_bookings" ADD CONSTRAINT "statement_line_bookings_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_line_bookings" ADD CONSTRAINT "statement_line_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_line_bookings_booking_idx" ON "statement_line_bookings" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_statement_line_unique" ON "refunds" USING btree ("statement_line_id");