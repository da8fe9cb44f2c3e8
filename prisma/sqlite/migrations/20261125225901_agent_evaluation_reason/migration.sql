-- AlterTable
ALTER TABLE "AgentEvaluation" ADD COLUMN "reason" TEXT;
ALTER TABLE "AgentEvaluation" ADD COLUMN "rule" TEXT;
