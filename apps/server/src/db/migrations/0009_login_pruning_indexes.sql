CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "login_tokens_expires_idx" ON "login_tokens" USING btree ("expires_at");