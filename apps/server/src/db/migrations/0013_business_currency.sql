-- Issued invoices take the business currency as set now (INR when unset or not a supported code): their PDFs printed it.
UPDATE "invoices" SET "currency" = coalesce((SELECT "value"->>'currency' FROM "business_settings" WHERE "key" = 'business_profile' AND "value"->>'currency' IN ('INR', 'USD', 'AUD', 'EUR', 'GBP', 'NZD', 'CAD')), 'INR');--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "currency";
