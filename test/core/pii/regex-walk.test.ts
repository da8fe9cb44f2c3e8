import { describe, expect, it } from 'vitest';
import { walkRegex, type Atom, type RegexAlgebra } from '../../../src/core/pii/regex-walk';

// An algebra that writes the walk back out, one token per atom: what the walker saw, in order.
const show = (a: Atom): string => (a.kind === 'class' ? `class(${a.body})` : a.kind === 'escape' ? `esc(${a.letter})` : a.kind === 'char' ? `char(${a.char})` : a.kind);
const TRACE: RegexAlgebra<string> = {
  empty: '',
  atom: show,
  concat: (a, b) => (a && b ? `${a} ${b}` : a || b),
  either: (a, b) => `(${a} | ${b})`,
  repeat: (x, min) => (min === 1 ? x : `${x}{${min}}`),
  lookaround: 'look',
};

describe('walkRegex', () => {
  it.each([
    [/abc/, 'char(a) char(b) char(c)'],
    [/^a|b$/, '(anchor char(a) | char(b) anchor)'],
    [/\d{3,5}\s*x+?/, 'esc(d){3} esc(s){0} char(x)'],
    [/[^]a-]b/, 'class(^]a-) char(b)'],
    [/[\]x]/, 'class(\\]x)'],
    [/(?:ab|c)(?<n>d)\k<n>\1/, '(char(a) char(b) | char(c)) char(d) backref backref'],
    [/(?<=x)y(?!z)\b/, 'look char(y) look boundary'],
    [/\p{L}\u00e9\x41\cA./u, 'esc(p) esc(u) esc(x) esc(c) char(.)'],
    [/a{,2}/, 'char(a) char({) char(,) char(2) char(})'], // no u flag: a literal '{'
  ])('%s', (regex, expected) => {
    expect(walkRegex(regex, TRACE, 'trace')).toBe(expected);
  });

  // Sources Node 20 cannot compile (pattern modifiers, a stray ')'), as a later engine or a typo
  // could hand over: the walk refuses them instead of returning a bound it did not read.
  it.each([
    ['(?i:a)', /^myBound: unsupported group/],
    ['a)b', /^myBound: could not read/],
    ['(ab', /^myBound: unbalanced/],
  ])('refuses %s, naming the caller', (source, error) => {
    expect(() => walkRegex({ source } as RegExp, TRACE, 'myBound')).toThrow(error);
  });
});
