-- CreateTable
CREATE TABLE "RegenerationSession" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "iterations" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegenerationSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RegenerationSession_expiresAt_idx" ON "RegenerationSession"("expiresAt");
