CREATE TABLE "payout_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_events_vendor_event_uq" ON "payout_events" USING btree ("vendor","event_id");--> statement-breakpoint
CREATE TABLE "stp_payout_orders" (
	"clave_rastreo" text PRIMARY KEY NOT NULL,
	"stp_id" bigint NOT NULL,
	"fecha_operacion" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stp_payout_orders_id_uq" ON "stp_payout_orders" USING btree ("stp_id");
