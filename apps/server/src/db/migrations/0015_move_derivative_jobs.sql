-- Derivative work still waiting in the old queue moves to the one job engine; the old table goes.
INSERT INTO "jobs" ("kind", "payload", "status", "attempts", "max_attempts", "run_after", "created_at")
SELECT 'derivatives.make', jsonb_build_object('fileId', "file_id"), 'queued', "attempts", 3, "run_after", "created_at"
FROM "derivative_jobs" WHERE "status" IN ('queued', 'running');--> statement-breakpoint
DROP TABLE "derivative_jobs" CASCADE;
