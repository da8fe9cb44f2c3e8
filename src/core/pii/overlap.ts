import type { PiiFinding } from './types';

/** Higher score first, then a validated finding, then the longer span, then the earlier one. */
function better(a: PiiFinding, b: PiiFinding): number {
  if (a.score !== b.score) return b.score - a.score;
  const aValidated = a.explanation.validation === 'passed' ? 1 : 0;
  const bValidated = b.explanation.validation === 'passed' ? 1 : 0;
  if (aValidated !== bValidated) return bValidated - aValidated;
  const length = b.end - b.start - (a.end - a.start);
  return length !== 0 ? length : a.start - b.start;
}

function overlaps(a: PiiFinding, b: PiiFinding): boolean {
  return a.start < b.end && b.start < a.end;
}

function bestOfCluster(cluster: PiiFinding[]): PiiFinding[] {
  if (cluster.length === 1) return cluster;
  const kept: PiiFinding[] = [];
  for (const finding of [...cluster].sort(better)) {
    if (!kept.some((k) => overlaps(k, finding))) kept.push(finding);
  }
  return kept;
}

/**
 * Keeps, among findings that overlap, the best ones (see `better`), so one stretch of text is
 * reported as one entity. Findings are grouped into chains of overlapping spans first; the greedy
 * choice only runs inside a chain, which keeps the cost near linear.
 */
export function resolveOverlaps(findings: PiiFinding[]): PiiFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const result: PiiFinding[] = [];
  let cluster: PiiFinding[] = [];
  let clusterEnd = -1;
  for (const finding of sorted) {
    if (finding.start >= clusterEnd && cluster.length > 0) {
      result.push(...bestOfCluster(cluster));
      cluster = [];
    }
    cluster.push(finding);
    clusterEnd = Math.max(clusterEnd, finding.end);
  }
  if (cluster.length > 0) result.push(...bestOfCluster(cluster));
  return result.sort((a, b) => a.start - b.start);
}
