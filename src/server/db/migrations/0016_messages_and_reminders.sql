CREATE TABLE "message_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket" text NOT NULL,
	"vendor" text NOT NULL,
	"vendor_message_id" text,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"to_hash" text NOT NULL,
	"to_masked" text NOT NULL,
	"user_id" bigint,
	"order_id" bigint,
	"package_name" text,
	"reminder_offset" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_log_vendor_id_uq" ON "message_log" USING btree ("vendor","vendor_message_id");--> statement-breakpoint
CREATE INDEX "message_log_ticket_idx" ON "message_log" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "message_log_order_idx" ON "message_log" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "message_log_to_idx" ON "message_log" USING btree ("to_hash","created_at");--> statement-breakpoint
CREATE TABLE "loan_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"due_date" text NOT NULL,
	"offset_days" integer NOT NULL,
	"status" text NOT NULL,
	"ticket" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_reminders" ADD CONSTRAINT "loan_reminders_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders" ADD CONSTRAINT "loan_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_reminders_once_uq" ON "loan_reminders" USING btree ("order_id","due_date","offset_days");
