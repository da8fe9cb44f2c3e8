/** Row shape of the authored files: the same as ../shared/data/train/injection/*.jsonl. */
export interface Row {
  text: string;
  label: 0 | 1;
  lang: string;
  kind: 'request' | 'context';
  category: string;
  /** Output file name (without directory), used for `source`. */
  file: string;
}
