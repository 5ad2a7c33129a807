-- Tax invoices and credit notes (docs/decisions/0114-tax-rule-and-documents.md). Numbers are
-- consecutive within the Indian financial year per series: a counter row per (series, year) is
-- incremented by `insert … on conflict do update … returning` in the issuing transaction, so its row
-- lock serialises issuers and a rolled-back transaction gives its number back (no gaps).
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_serial_positive" CHECK ("document_counters"."last_serial" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"movement_id" text NOT NULL,
	"invoice_id" uuid,
	"reason" text,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_movement_unique" UNIQUE("movement_id"),
	CONSTRAINT "tax_documents_serial_unique" UNIQUE("kind","financial_year","serial"),
	CONSTRAINT "tax_documents_kind_values" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_credit_note_has_invoice" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."invoice_id" is not null)),
	CONSTRAINT "tax_documents_amounts" CHECK ("tax_documents"."taxable_paise" >= 0 and "tax_documents"."cgst_paise" >= 0 and "tax_documents"."sgst_paise" >= 0
        and "tax_documents"."total_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id");--> statement-breakpoint
-- One invoice per booking.
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_booking" ON "tax_documents" USING btree ("booking_id") WHERE "tax_documents"."kind" = 'invoice';
