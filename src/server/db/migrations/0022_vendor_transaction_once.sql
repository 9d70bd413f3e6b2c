-- One vendor transfer is credited once whatever notification carries it (decision 0068): the
-- vendor's own id of the transfer beside the event id, each unique per vendor, so two events of
-- one transfer — even at the same instant — meet on an index and the second is a duplicate.
-- Rows recorded before take their event id, unique per vendor already (for Paystack that is its
-- transaction id where new rows hold its reference: both name one transfer, and the event index
-- still meets a repeat of an old one). STP deposits credited more than once before this are left
-- as they are for an operator: the index cannot be built over them otherwise.
ALTER TABLE "incoming_payments" ADD COLUMN "vendor_tx_id" text;
--> statement-breakpoint
UPDATE "incoming_payments" SET "vendor_tx_id" = "event_id";
--> statement-breakpoint
ALTER TABLE "incoming_payments" ALTER COLUMN "vendor_tx_id" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_payments_vendor_tx_uq" ON "incoming_payments" USING btree ("vendor","vendor_tx_id");
