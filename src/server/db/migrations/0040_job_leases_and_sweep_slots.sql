-- Issue 33.1: a claim's token fences what its holder may finish (a job finished by an instance
-- that lost its lease changes nothing); finished jobs are purged by age; each sweep runs once
-- per schedule slot across instances.
ALTER TABLE "jobs" ADD COLUMN "lease_token" text;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE "done_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "sweep_slots" (
  "name" text NOT NULL,
  "slot" bigint NOT NULL,
  "claimed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "sweep_slots_name_slot_pk" PRIMARY KEY ("name", "slot")
);
