/**
 * Deterministic safe rewriting driven by an evaluation's findings: every finding
 * carries its own remedy (see Fix in types.ts), so this module applies edits
 * without knowing individual rules.
 */
import { redactPii, scanPii } from '../pii';
import { splitSentences } from './context';
import { segmentAt, shorten } from './rule';
import type { Evaluation, Finding } from './types';

export interface Rewrite {
  content: string;
  changes: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
  change: string;
  /** A note standing in for removed text; the same note is inserted only once. */
  isNote: boolean;
}

function editsFor(content: string, findings: Finding[]): { edits: Edit[]; notes: string[]; piiTypes: Set<string> } {
  const sentences = splitSentences(content);
  const edits: Edit[] = [];
  const notes: string[] = [];
  const piiTypes = new Set<string>();
  for (const f of findings) {
    const fix = f.fix;
    if (!fix) continue;
    if (fix.kind === 'replace') {
      edits.push({
        start: f.span.start,
        end: f.span.end,
        text: fix.text,
        change: `Replaced "${shorten(f.match, 50)}" with "${fix.text}" (${f.rule}).`,
        isNote: false,
      });
    } else if (fix.kind === 'remove_sentence') {
      // A finding may span two sentences ("... immigrants. They are ..."): remove both whole.
      const start = segmentAt(sentences, f.span.start)?.start ?? f.span.start;
      const end = Math.max(segmentAt(sentences, f.span.end - 1)?.end ?? f.span.end, f.span.end);
      edits.push({
        start,
        end,
        text: fix.note ?? '',
        change: `Removed "${shorten(content.slice(start, end), 50)}" (${f.rule})${fix.note ? ` and inserted "${shorten(fix.note, 50)}"` : ''}.`,
        isNote: fix.note !== undefined,
      });
    } else if (fix.kind === 'append') {
      if (!notes.includes(fix.text)) notes.push(fix.text);
    } else {
      piiTypes.add(fix.type);
    }
  }
  return { edits, notes, piiTypes };
}

/** Keeps the first of overlapping edits, preferring the wider one (a removed sentence wins over a word swap inside it). */
function nonOverlapping(edits: Edit[]): Edit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  for (const edit of sorted) {
    const last = kept[kept.length - 1];
    if (last && edit.start < last.end) continue;
    kept.push(edit);
  }
  return kept;
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/^[ \t]+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function rewriteForSafety(content: string, evaluation: Evaluation, scan: { phoneRegions?: readonly string[] } = {}): Rewrite {
  const { edits, notes, piiTypes } = editsFor(content, evaluation.findings);
  const kept = nonOverlapping(edits);
  const changes = kept.map((e) => e.change);
  // The first occurrence of a note stays; later copies become empty.
  const inserted = new Set<string>();
  const texts = kept.map((e) => {
    if (!e.isNote) return e.text;
    if (inserted.has(e.text)) return '';
    inserted.add(e.text);
    return e.text;
  });
  const parts: string[] = [];
  let cursor = 0;
  kept.forEach((e, i) => {
    parts.push(content.slice(cursor, e.start), texts[i]);
    cursor = e.end;
  });
  parts.push(content.slice(cursor));
  let out = parts.join('');
  // Redact last, on the edited text, so PII spans never collide with other edits.
  if (piiTypes.size > 0) {
    const pii = scanPii(out, { phoneRegions: scan.phoneRegions }).filter((f) => piiTypes.has(f.type));
    if (pii.length > 0) {
      out = redactPii(out, pii);
      changes.push(`Redacted ${pii.length} personal data item${pii.length === 1 ? '' : 's'} (${[...new Set(pii.map((f) => f.type))].join(', ')}).`);
    }
  }
  const newNotes = notes.filter((n) => !inserted.has(n));
  if (newNotes.length > 0) {
    out = `${out.trimEnd()}\n\n${newNotes.join(' ')}`;
    changes.push(...newNotes.map((n) => `Added note: "${shorten(n, 50)}"`));
  }
  return { content: tidy(out), changes };
}
