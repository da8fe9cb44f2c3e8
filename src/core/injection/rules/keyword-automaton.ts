/**
 * Every occurrence of a set of keywords in one pass over the text (Aho–Corasick), overlapping ones
 * included: the same hits as an `indexOf` loop per keyword, without one scan of the text per keyword.
 * The non-Latin catalogues hold hundreds of keywords per script (Devanagari ~300), and that loop was
 * most of the detector's time on Hindi text.
 */
export class KeywordAutomaton {
  // The trie and its fail links are built with a Map per state, then flattened into typed arrays
  // (below): one Map per state (12,000 states for the concept words) made every character of the
  // scan a Map lookup or two spread over the heap, ≈ 5% of a 1 KB basic evaluation. Same
  // automaton, same matches, in the same order.
  /** Transitions of the root, by character code (0: none, i.e. stay at the root). */
  private readonly rootNext = new Int32Array(0x10000);
  /** Transitions of state s: chars[edgeStart[s] .. edgeStart[s + 1]) (ascending) lead to targets[same index]. */
  private readonly edgeStart: Int32Array;
  private readonly chars: Uint16Array;
  private readonly targets: Int32Array;
  private readonly fail: Int32Array;
  /** Keyword indices that end at state s (its own and those of its fail chain): ends[endStart[s] .. endStart[s + 1]). */
  private readonly endStart: Int32Array;
  private readonly ends: Int32Array;

  constructor(private readonly words: readonly string[]) {
    const next: Map<number, number>[] = [new Map()];
    const fail: number[] = [0];
    const out: number[][] = [[]];
    words.forEach((word, k) => {
      if (word.length === 0) return;
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        let to = next[state].get(c);
        if (to === undefined) {
          to = next.length;
          next.push(new Map());
          fail.push(0);
          out.push([]);
          next[state].set(c, to);
        }
        state = to;
      }
      out[state].push(k);
    });
    // Breadth first, so that a state's fail target (shallower) is complete before the state.
    const queue = [...next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q];
      for (const [c, to] of next[state]) {
        queue.push(to);
        let f = fail[state];
        while (f !== 0 && !next[f].has(c)) f = fail[f];
        const target = state === 0 ? 0 : (next[f].get(c) ?? 0);
        fail[to] = target === to ? 0 : target;
        if (out[fail[to]].length > 0) out[to] = [...out[to], ...out[fail[to]]];
      }
    }
    const n = next.length;
    this.edgeStart = new Int32Array(n + 1);
    this.endStart = new Int32Array(n + 1);
    for (let s = 0; s < n; s++) {
      this.edgeStart[s + 1] = this.edgeStart[s] + next[s].size;
      this.endStart[s + 1] = this.endStart[s] + out[s].length;
    }
    this.chars = new Uint16Array(this.edgeStart[n]);
    this.targets = new Int32Array(this.edgeStart[n]);
    this.ends = new Int32Array(this.endStart[n]);
    for (let s = 0; s < n; s++) {
      let e = this.edgeStart[s];
      for (const [c, to] of [...next[s]].sort((a, b) => a[0] - b[0])) {
        this.chars[e] = c;
        this.targets[e++] = to;
        if (s === 0) this.rootNext[c] = to;
      }
      this.ends.set(out[s], this.endStart[s]);
    }
    this.fail = Int32Array.from(fail);
  }

  /** The state reached from a state other than the root on character c, or -1. */
  private step(state: number, c: number): number {
    let lo = this.edgeStart[state];
    let hi = this.edgeStart[state + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const d = this.chars[mid];
      if (d === c) return this.targets[mid];
      if (d < c) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Calls visit(keyword, start) for every occurrence, in order of where it ends. */
  forEachMatch(text: string, visit: (keyword: string, start: number) => void): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let to = state === 0 ? this.rootNext[c] : this.step(state, c);
      while (to < 0) {
        state = this.fail[state];
        to = state === 0 ? this.rootNext[c] : this.step(state, c);
      }
      state = to;
      for (let j = this.endStart[state], end = this.endStart[state + 1]; j < end; j++) {
        const word = this.words[this.ends[j]];
        visit(word, i - word.length + 1);
      }
    }
  }
}
