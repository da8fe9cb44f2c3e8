// The parser ships no types: the shape of what it returns, as the metrics test reads it.
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): {
    name: string;
    help: string;
    type: string;
    metrics: { labels?: Record<string, string>; value?: string; count?: string; sum?: string; buckets?: Record<string, string> }[];
  }[];
}
