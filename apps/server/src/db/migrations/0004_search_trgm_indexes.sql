CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);