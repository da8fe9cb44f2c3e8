-- CreateTable
CREATE TABLE "DpdpSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "config" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DpdpEvent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "sessionId" TEXT,
    "type" TEXT NOT NULL,
    "timestamp" DATETIME NOT NULL,
    "recordedAt" DATETIME NOT NULL,
    "data" TEXT NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "fieldDigests" TEXT NOT NULL,
    "userId" TEXT,
    "requestId" TEXT,
    "breachId" TEXT,

    PRIMARY KEY ("applicationId", "seq")
);

-- CreateTable
CREATE TABLE "DpdpChainHead" (
    "applicationId" TEXT NOT NULL PRIMARY KEY,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "DpdpTimer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "orgId" TEXT,
    "sessionId" TEXT,
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "deadline" DATETIME NOT NULL,
    "alertAt" DATETIME NOT NULL,
    "alertedAt" DATETIME,
    "requestId" TEXT,
    "userId" TEXT,
    "breachId" TEXT,
    "resolvedAt" DATETIME,
    "resolvedBy" TEXT,
    "resolutionNote" TEXT
);

-- CreateTable
CREATE TABLE "DpdpEvidencePacket" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "generatedAt" DATETIME NOT NULL,
    "packet" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "DpdpEvidenceKey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "keyId" TEXT NOT NULL,
    "privateKey" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "DpdpSession_applicationId_createdAt_idx" ON "DpdpSession"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "DpdpEvent_sessionId_seq_idx" ON "DpdpEvent"("sessionId", "seq");

-- CreateIndex
CREATE INDEX "DpdpEvent_applicationId_userId_idx" ON "DpdpEvent"("applicationId", "userId");

-- CreateIndex
CREATE INDEX "DpdpEvent_applicationId_requestId_idx" ON "DpdpEvent"("applicationId", "requestId");

-- CreateIndex
CREATE INDEX "DpdpEvent_applicationId_breachId_idx" ON "DpdpEvent"("applicationId", "breachId");

-- CreateIndex
CREATE INDEX "DpdpEvent_applicationId_timestamp_idx" ON "DpdpEvent"("applicationId", "timestamp");

-- CreateIndex
CREATE INDEX "DpdpTimer_applicationId_status_deadline_idx" ON "DpdpTimer"("applicationId", "status", "deadline");

-- CreateIndex
CREATE INDEX "DpdpTimer_applicationId_type_deadline_idx" ON "DpdpTimer"("applicationId", "type", "deadline");

-- CreateIndex
CREATE INDEX "DpdpTimer_applicationId_deadline_id_idx" ON "DpdpTimer"("applicationId", "deadline", "id");

-- CreateIndex
CREATE INDEX "DpdpTimer_sessionId_idx" ON "DpdpTimer"("sessionId");

-- CreateIndex
CREATE INDEX "DpdpTimer_eventId_idx" ON "DpdpTimer"("eventId");

-- CreateIndex
CREATE INDEX "DpdpTimer_status_deadline_idx" ON "DpdpTimer"("status", "deadline");

-- CreateIndex
CREATE INDEX "DpdpTimer_status_alertAt_idx" ON "DpdpTimer"("status", "alertAt");

-- CreateIndex
CREATE INDEX "DpdpEvidencePacket_applicationId_generatedAt_idx" ON "DpdpEvidencePacket"("applicationId", "generatedAt");
