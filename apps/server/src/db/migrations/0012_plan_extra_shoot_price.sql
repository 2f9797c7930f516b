ALTER TABLE "plans" ADD COLUMN "extra_shoot_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "extra_shoot_price" = '3.50' WHERE "name" = 'Starter' AND "extra_shoot_price" = 0;--> statement-breakpoint
UPDATE "plans" SET "extra_shoot_price" = '2.00' WHERE "name" = 'Professional' AND "extra_shoot_price" = 0;
--> statement-breakpoint
UPDATE "plans" SET "features" = '["Client portal"]'::jsonb WHERE "name" = 'Starter' AND "features" = '["10 projects", "5 team members", "Client portal"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '["Client portal", "Priority support"]'::jsonb WHERE "name" = 'Professional' AND "features" = '["50 projects", "15 team members", "Client portal", "Priority support"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = '["Client portal", "Dedicated support"]'::jsonb WHERE "name" = 'Enterprise' AND "features" = '["Unlimited projects", "Unlimited team members", "Client portal", "Dedicated support"]'::jsonb;
