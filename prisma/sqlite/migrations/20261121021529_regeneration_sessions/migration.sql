-- CreateTable
CREATE TABLE "RegenerationSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "iterations" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "RegenerationSession_expiresAt_idx" ON "RegenerationSession"("expiresAt");
