ALTER TABLE "account_managers" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_operatorId_unique" UNIQUE("operator_id");--> statement-breakpoint
-- hand-written: the reference to the operator (the schema files cannot import each other both ways).
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE SET NULL;
