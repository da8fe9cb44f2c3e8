/**
 * Every occurrence of a set of keywords in one pass over the text (Aho–Corasick), overlapping ones
 * included: the same hits as an `indexOf` loop per keyword, without one scan of the text per keyword.
 * The non-Latin catalogues hold hundreds of keywords per script (Devanagari ~300), and that loop was
 * most of the detector's time on Hindi text.
 */
export class KeywordAutomaton {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Keyword indices that end at each state (its own and those of its fail chain). */
  private readonly out: number[][] = [[]];

  constructor(private readonly words: readonly string[]) {
    words.forEach((word, k) => {
      if (word.length === 0) return;
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        let to = this.next[state].get(c);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[state].set(c, to);
        }
        state = to;
      }
      this.out[state].push(k);
    });
    // Breadth first, so that a state's fail target (shallower) is complete before the state.
    const queue = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const state = queue[q];
      for (const [c, to] of this.next[state]) {
        queue.push(to);
        let f = this.fail[state];
        while (f !== 0 && !this.next[f].has(c)) f = this.fail[f];
        const target = state === 0 ? 0 : (this.next[f].get(c) ?? 0);
        this.fail[to] = target === to ? 0 : target;
        if (this.out[this.fail[to]].length > 0) this.out[to] = [...this.out[to], ...this.out[this.fail[to]]];
      }
    }
  }

  /** Calls visit(keyword, start) for every occurrence, in order of where it ends. */
  forEachMatch(text: string, visit: (keyword: string, start: number) => void): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let to = this.next[state].get(c);
      while (to === undefined && state !== 0) {
        state = this.fail[state];
        to = this.next[state].get(c);
      }
      state = to ?? 0;
      const ends = this.out[state];
      for (let j = 0; j < ends.length; j++) {
        const word = this.words[ends[j]];
        visit(word, i - word.length + 1);
      }
    }
  }
}
