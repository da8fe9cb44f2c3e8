-- CreateTable
CREATE TABLE "DpdpSession" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "config" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DpdpSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DpdpEvent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "sessionId" TEXT,
    "type" TEXT NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,
    "data" TEXT NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "fieldDigests" TEXT NOT NULL,
    "userId" TEXT,
    "requestId" TEXT,
    "breachId" TEXT,

    CONSTRAINT "DpdpEvent_pkey" PRIMARY KEY ("applicationId","seq")
);

-- CreateTable
CREATE TABLE "DpdpChainHead" (
    "applicationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "DpdpChainHead_pkey" PRIMARY KEY ("applicationId")
);

-- CreateTable
CREATE TABLE "DpdpTimer" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "orgId" TEXT,
    "sessionId" TEXT,
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "section" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "alertAt" TIMESTAMP(3) NOT NULL,
    "alertedAt" TIMESTAMP(3),
    "requestId" TEXT,
    "userId" TEXT,
    "breachId" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "resolvedBy" TEXT,
    "resolutionNote" TEXT,

    CONSTRAINT "DpdpTimer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DpdpEvidencePacket" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,
    "packet" TEXT NOT NULL,

    CONSTRAINT "DpdpEvidencePacket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DpdpEvidenceKey" (
    "id" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "privateKey" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DpdpEvidenceKey_pkey" PRIMARY KEY ("id")
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
