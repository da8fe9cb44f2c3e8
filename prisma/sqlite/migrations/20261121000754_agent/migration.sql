-- CreateTable
CREATE TABLE "AgentTool" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "toolKey" TEXT NOT NULL,
    "profile" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AgentEvaluation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "toolName" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "riskLevel" TEXT NOT NULL,
    "score" REAL,
    "createdAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "AgentTool_applicationId_toolKey_key" ON "AgentTool"("applicationId", "toolKey");

-- CreateIndex
CREATE INDEX "AgentEvaluation_applicationId_createdAt_idx" ON "AgentEvaluation"("applicationId", "createdAt");
