/** What overlap resolution reads of a finding (scan.ts resolves before it builds the findings). */
export interface Ranked {
  start: number;
  end: number;
  score: number;
  /** A checksum, registry or structural rule passed. */
  validated: boolean;
}

/** Higher score first, then a validated finding, then the longer span, then the earlier one. */
function better(a: Ranked, b: Ranked): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.validated !== b.validated) return a.validated ? -1 : 1;
  const length = b.end - b.start - (a.end - a.start);
  return length !== 0 ? length : a.start - b.start;
}

function overlaps(a: Ranked, b: Ranked): boolean {
  return a.start < b.end && b.start < a.end;
}

function bestOfCluster<T extends Ranked>(cluster: T[]): T[] {
  if (cluster.length === 1) return cluster;
  const kept: T[] = [];
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
export function resolveOverlaps<T extends Ranked>(findings: T[]): T[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const result: T[] = [];
  let cluster: T[] = [];
  let clusterEnd = -1;
  for (const finding of sorted) {
    if (finding.start >= clusterEnd && cluster.length > 0) {
      for (const kept of bestOfCluster(cluster)) result.push(kept);
      cluster = [];
    }
    cluster.push(finding);
    clusterEnd = Math.max(clusterEnd, finding.end);
  }
  if (cluster.length > 0) for (const kept of bestOfCluster(cluster)) result.push(kept);
  return result.sort((a, b) => a.start - b.start);
}
