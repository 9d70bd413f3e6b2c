-- A value encrypted with the data key when a database is first started (decision 0071): every
-- later start decrypts it, so a DATA_KEY that is not the one the data was encrypted with stops
-- the start naming DATA_KEY instead of answering 500 on the first read. One row; rotated with
-- the data (npm run data-key:rotate).
CREATE TABLE "data_key_check" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"check_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_key_check_one_row" CHECK ("data_key_check"."id" = 1)
);
