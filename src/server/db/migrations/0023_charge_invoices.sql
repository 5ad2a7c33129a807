-- Charges beyond the room get their own tax invoice (docs/decisions/0120-folio-charges.md): an
-- invoice says what it covers (the stay, one per booking; or charges, any number), and a charge
-- remembers the invoice that covers it, so voiding it credits that invoice at the charge's own tax.
ALTER TABLE "tax_documents" ADD COLUMN "covers" text DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_covers_values" CHECK ("tax_documents"."covers" in ('stay', 'charges'));--> statement-breakpoint
DROP INDEX "tax_documents_one_invoice_per_booking";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_booking" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."kind" = 'invoice' and "tax_documents"."covers" = 'stay';--> statement-breakpoint
ALTER TABLE "booking_charges" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;
