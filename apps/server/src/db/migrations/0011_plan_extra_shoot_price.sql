ALTER TABLE "plans" ADD COLUMN "extra_shoot_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "extra_shoot_price" = '3.50' WHERE "name" = 'Starter' AND "extra_shoot_price" = 0;--> statement-breakpoint
UPDATE "plans" SET "extra_shoot_price" = '2.00' WHERE "name" = 'Professional' AND "extra_shoot_price" = 0;
