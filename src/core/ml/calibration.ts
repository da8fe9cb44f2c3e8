/**
 * Maps from a linear model's raw logit to a probability, fitted on held-out (out-of-fold)
 * logits so that the probability means what it says on unseen text:
 * - Platt scaling: p = σ(a·logit + b);
 * - isotonic regression (pool adjacent violators), applied as a piecewise-linear map.
 */
export type Calibration =
  | { kind: 'identity' }
  | { kind: 'platt'; a: number; b: number }
  | { kind: 'isotonic'; x: number[]; y: number[] };

export const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

export function calibrate(c: Calibration, logit: number): number {
  switch (c.kind) {
    case 'identity':
      return sigmoid(logit);
    case 'platt':
      return sigmoid(c.a * logit + c.b);
    case 'isotonic':
      return interpolate(c.x, c.y, logit);
  }
}

function interpolate(x: readonly number[], y: readonly number[], at: number): number {
  if (at <= x[0]) return y[0];
  const last = x.length - 1;
  if (at >= x[last]) return y[last];
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid] <= at) lo = mid;
    else hi = mid;
  }
  return y[lo] + ((y[hi] - y[lo]) * (at - x[lo])) / (x[hi] - x[lo]);
}

/**
 * Platt scaling by Newton's method on the weighted log-loss, with Platt's smoothed targets
 * (so that a separable set does not push a to infinity). `weights` default to 1.
 */
export function fitPlatt(logits: ArrayLike<number>, labels: ArrayLike<number>, weights?: ArrayLike<number>): Calibration {
  let posW = 0;
  let negW = 0;
  for (let i = 0; i < labels.length; i++) {
    const w = weights?.[i] ?? 1;
    if (labels[i] === 1) posW += w;
    else negW += w;
  }
  const hiT = (posW + 1) / (posW + 2);
  const loT = 1 / (negW + 2);
  // Weighted cross-entropy against the smoothed targets, in a form that never overflows.
  const loss = (a: number, b: number): number => {
    let sum = 0;
    for (let i = 0; i < logits.length; i++) {
      const w = weights?.[i] ?? 1;
      const t = labels[i] === 1 ? hiT : loT;
      const z = a * logits[i] + b;
      sum += w * (Math.max(z, 0) - z * t + Math.log1p(Math.exp(-Math.abs(z))));
    }
    return sum;
  };
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let iter = 0; iter < 100; iter++) {
    let g1 = 0, g2 = 0, h11 = 1e-9, h22 = 1e-9, h12 = 0;
    for (let i = 0; i < logits.length; i++) {
      const w = weights?.[i] ?? 1;
      const t = labels[i] === 1 ? hiT : loT;
      const p = sigmoid(a * logits[i] + b);
      const d = (p - t) * w;
      const s = p * (1 - p) * w;
      g1 += d * logits[i];
      g2 += d;
      h11 += s * logits[i] * logits[i];
      h22 += s;
      h12 += s * logits[i];
    }
    const det = h11 * h22 - h12 * h12;
    if (Math.abs(det) < 1e-12) break;
    const da = (h22 * g1 - h12 * g2) / det;
    const db = (h11 * g2 - h12 * g1) / det;
    // Newton's step can overshoot when the logits are large and the sigmoid saturates:
    // halve it until the loss goes down (Platt's own algorithm does the same).
    let step = 1;
    let next = loss(a - da, b - db);
    while (next > current && step > 1e-10) {
      step /= 2;
      next = loss(a - step * da, b - step * db);
    }
    if (next > current) break;
    a -= step * da;
    b -= step * db;
    const converged = Math.abs(step * da) < 1e-9 && Math.abs(step * db) < 1e-9;
    current = next;
    if (converged) break;
  }
  return { kind: 'platt', a, b };
}

/**
 * Isotonic regression of labels on logits (pool adjacent violators, weighted), reduced to at
 * most `maxPoints` knots for a compact artefact.
 */
export function fitIsotonic(logits: ArrayLike<number>, labels: ArrayLike<number>, weights?: ArrayLike<number>, maxPoints = 64): Calibration {
  const order = Array.from({ length: logits.length }, (_, i) => i).sort((i, j) => logits[i] - logits[j] || i - j);
  const blocks: { x: number; y: number; w: number }[] = [];
  for (const i of order) {
    const w = weights?.[i] ?? 1;
    blocks.push({ x: logits[i] * w, y: labels[i] * w, w });
    while (blocks.length > 1 && blocks[blocks.length - 2].y / blocks[blocks.length - 2].w >= blocks[blocks.length - 1].y / blocks[blocks.length - 1].w) {
      const top = blocks.pop()!;
      const prev = blocks[blocks.length - 1];
      prev.x += top.x;
      prev.y += top.y;
      prev.w += top.w;
    }
  }
  let points = blocks.map((b) => ({ x: b.x / b.w, y: b.y / b.w }));
  if (points.length > maxPoints) {
    const step = (points.length - 1) / (maxPoints - 1);
    points = Array.from({ length: maxPoints }, (_, k) => points[Math.round(k * step)]);
  }
  if (points.length === 1) points = [points[0], { x: points[0].x + 1, y: points[0].y }];
  return { kind: 'isotonic', x: points.map((p) => p.x), y: points.map((p) => p.y) };
}
