-- AlterTable
ALTER TABLE "DpdpTimer" ADD COLUMN "noticeLeaseUntil" DATETIME;
ALTER TABLE "DpdpTimer" ADD COLUMN "pendingNotice" TEXT;

-- CreateIndex
CREATE INDEX "DpdpTimer_pendingNotice_noticeLeaseUntil_idx" ON "DpdpTimer"("pendingNotice", "noticeLeaseUntil");
