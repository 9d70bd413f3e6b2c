-- Store-review test accounts (issue 20.9): the only accounts that may log in without a code,
-- and only while their app's login-code setting is off. One row per app and account.
CREATE TABLE "review_numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"package_name" text NOT NULL,
	"user_id" bigint NOT NULL,
	"note" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"added_by" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_numbers" ADD CONSTRAINT "review_numbers_package_name_apps_package_name_fk" FOREIGN KEY ("package_name") REFERENCES "public"."apps"("package_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_numbers" ADD CONSTRAINT "review_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_numbers" ADD CONSTRAINT "review_numbers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_numbers_app_user_uq" ON "review_numbers" USING btree ("package_name","user_id");
