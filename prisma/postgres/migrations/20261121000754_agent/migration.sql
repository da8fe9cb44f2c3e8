-- CreateTable
CREATE TABLE "AgentTool" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "toolKey" TEXT NOT NULL,
    "profile" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgentTool_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgentEvaluation" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "toolName" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "riskLevel" TEXT NOT NULL,
    "score" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgentEvaluation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AgentTool_applicationId_toolKey_key" ON "AgentTool"("applicationId", "toolKey");

-- CreateIndex
CREATE INDEX "AgentEvaluation_applicationId_createdAt_idx" ON "AgentEvaluation"("applicationId", "createdAt");
