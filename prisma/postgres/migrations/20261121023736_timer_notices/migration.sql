-- AlterTable
ALTER TABLE "DpdpTimer" ADD COLUMN     "noticeLeaseUntil" TIMESTAMP(3),
ADD COLUMN     "pendingNotice" TEXT;

-- CreateIndex
CREATE INDEX "DpdpTimer_pendingNotice_noticeLeaseUntil_idx" ON "DpdpTimer"("pendingNotice", "noticeLeaseUntil");
