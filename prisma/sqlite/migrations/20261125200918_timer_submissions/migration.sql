-- AlterTable
ALTER TABLE "DpdpTimer" ADD COLUMN "overdueAt" DATETIME;
ALTER TABLE "DpdpTimer" ADD COLUMN "submissionReference" TEXT;

-- CreateIndex
CREATE INDEX "DpdpTimer_status_overdueAt_idx" ON "DpdpTimer"("status", "overdueAt");

-- Rows older than the column turn overdue at their deadline, as they always did.
UPDATE "DpdpTimer" SET "overdueAt" = "deadline" WHERE "overdueAt" IS NULL;
