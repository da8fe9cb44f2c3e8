// Derives, from a regular-expression source, the strings (up to three characters, lower
// case) that any match must start with. The detector uses them to try a pattern only where
// the text has such a prefix, instead of scanning the whole text once per pattern.
//
// Understands the subset of syntax the phrase catalog uses: literals, escapes, character
// classes, non-capturing groups, alternation, lookarounds, \b and the usual quantifiers.

export const ANCHOR_LENGTH = 3;
/** Beyond this many distinct prefixes a pattern is cheaper to scan in full. */
const MAX_PREFIXES = 400;
/** Larger character classes are not worth enumerating. */
const MAX_CLASS_SIZE = 40;
/** Beyond the first character, only classes this small are worth branching on. */
const NARROW_CLASS_SIZE = 4;
/** Guards against patterns whose repetitions can match the empty string. */
const MAX_EXPANSIONS = 20_000;

type Node =
  | { kind: 'char'; chars: string[] | null } // null: not enumerable (\s, \w, [^…], .)
  | { kind: 'empty' } // zero-width: \b, lookarounds, anchors
  | { kind: 'alt'; branches: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parseAlternation(): Node[][] {
    const branches: Node[][] = [this.parseSequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.parseSequence());
    }
    return branches;
  }

  private parseSequence(): Node[] {
    const seq: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      seq.push(this.parseQuantifier(this.parseAtom()));
    }
    return seq;
  }

  private parseAtom(): Node {
    const ch = this.src[this.i++];
    switch (ch) {
      case '\\':
        return this.parseEscape(this.src[this.i++]);
      case '[':
        return this.parseClass();
      case '(':
        return this.parseGroup();
      case '.':
        return { kind: 'char', chars: null };
      case '^':
      case '$':
        return { kind: 'empty' };
      default:
        return { kind: 'char', chars: [ch] };
    }
  }

  private parseEscape(ch: string): Node {
    if (ch === 'b' || ch === 'B') return { kind: 'empty' };
    if (ch === 'd') return { kind: 'char', chars: [...'0123456789'] };
    if ('sSwWD'.includes(ch)) return { kind: 'char', chars: null };
    return { kind: 'char', chars: [ch] };
  }

  private parseClass(): Node {
    let negated = false;
    if (this.src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const chars: string[] = [];
    let enumerable = true;
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      let ch = this.src[this.i++];
      if (ch === '\\') {
        const esc = this.src[this.i++];
        if ('sSwWdD'.includes(esc)) {
          enumerable = false;
          continue;
        }
        ch = esc;
      }
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        const to = this.src[this.i + 1];
        this.i += 2;
        for (let c = ch.charCodeAt(0); c <= to.charCodeAt(0); c++) chars.push(String.fromCharCode(c));
      } else {
        chars.push(ch);
      }
    }
    this.i++; // ']'
    if (negated || !enumerable || chars.length > MAX_CLASS_SIZE) return { kind: 'char', chars: null };
    return { kind: 'char', chars };
  }

  private parseGroup(): Node {
    let lookaround = false;
    if (this.src[this.i] === '?') {
      const next = this.src[this.i + 1];
      if (next === ':') this.i += 2;
      else if (next === '=' || next === '!') {
        lookaround = true;
        this.i += 2;
      } else if (next === '<') {
        lookaround = true;
        this.i += 3;
      }
    }
    const branches = this.parseAlternation();
    this.i++; // ')'
    return lookaround ? { kind: 'empty' } : { kind: 'alt', branches };
  }

  private parseQuantifier(node: Node): Node {
    const ch = this.src[this.i];
    let min: number;
    let max: number;
    if (ch === '?') [min, max] = [0, 1];
    else if (ch === '*') [min, max] = [0, Infinity];
    else if (ch === '+') [min, max] = [1, Infinity];
    else if (ch === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return node;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return node;
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy
    return { kind: 'repeat', node, min, max };
  }
}

interface Frame {
  seq: readonly Node[];
  at: number;
}

class PrefixCollector {
  readonly prefixes = new Set<string>();
  unknown = false;
  private expansions = 0;

  emit(prefix: string): void {
    if (prefix === '') this.unknown = true;
    else this.prefixes.add(prefix);
    if (this.prefixes.size > MAX_PREFIXES) this.unknown = true;
  }

  expand(stack: readonly Frame[], prefix: string): void {
    if (this.unknown) return;
    if (++this.expansions > MAX_EXPANSIONS) {
      this.unknown = true;
      return;
    }
    if (prefix.length >= ANCHOR_LENGTH) return this.emit(prefix);
    const top = stack[stack.length - 1];
    if (!top) return this.emit(prefix);
    if (top.at >= top.seq.length) return this.expand(stack.slice(0, -1), prefix);
    const node = top.seq[top.at];
    const rest = [...stack.slice(0, -1), { seq: top.seq, at: top.at + 1 }];
    switch (node.kind) {
      case 'empty':
        return this.expand(rest, prefix);
      case 'char':
        // A wide class after the first character multiplies prefixes for little selectivity.
        if (!node.chars || (prefix !== '' && node.chars.length > NARROW_CLASS_SIZE)) return this.emit(prefix);
        for (const c of new Set(node.chars.map((x) => x.toLowerCase()))) this.expand(rest, prefix + c);
        return;
      case 'alt':
        for (const branch of node.branches) this.expand([...rest, { seq: branch, at: 0 }], prefix);
        return;
      case 'repeat':
        if (node.min === 0) this.expand(rest, prefix);
        if (node.max >= 1) {
          // One occurrence, then the remaining repetitions (as optional: a prefix only needs a superset).
          const more: Node[] = node.max > 1 ? [node.node, { kind: 'repeat', node: node.node, min: 0, max: node.max - 1 }] : [node.node];
          this.expand([...rest, { seq: more, at: 0 }], prefix);
        }
        return;
    }
  }
}

/** Lower-case prefixes (1 to 3 characters) that every match starts with; null when some
 * match could start with a character that cannot be enumerated. */
export function leadingPrefixes(source: string): string[] | null {
  const collector = new PrefixCollector();
  collector.expand([{ seq: [{ kind: 'alt', branches: new Parser(source).parseAlternation() }], at: 0 }], '');
  return collector.unknown ? null : [...collector.prefixes].sort();
}
