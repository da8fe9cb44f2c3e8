-- AlterTable
ALTER TABLE "AgentEvaluation" ADD COLUMN     "reason" TEXT,
ADD COLUMN     "rule" TEXT;
