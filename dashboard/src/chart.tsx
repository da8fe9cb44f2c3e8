// A bar chart on uPlot (canvas; ~50 kB). Every chart has a table of the same figures
// next to it, which is what screen readers get (the canvas is aria-hidden).
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
  /** A second y axis on the right (e.g. credits beside requests). */
  right?: boolean;
}

export function BarChart({ labels, series, height = 220 }: { labels: string[]; series: BarSeries[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const n = series.length;
    const xs = labels.map((_, i) => i);
    const bars = (i: number) => uPlot.paths.bars!({ size: [0.8 / n, 48], align: n === 1 ? 0 : i === 0 ? -1 : 1 });
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height,
      legend: { show: true, live: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.6, labels.length - 0.4] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] }, r: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
      axes: [
        { splits: () => xs, values: (_u, splits) => splits.map((i) => labels[i] ?? ''), rotate: labels.some((l) => l.length > 8) ? -25 : 0, size: labels.some((l) => l.length > 8) ? 80 : 40, stroke: '#1f2937', grid: { show: false } },
        { scale: 'y', stroke: '#1f2937', grid: { stroke: '#e5e7eb' } },
        ...(series.some((s) => s.right) ? [{ scale: 'r', side: 1 as const, stroke: '#1f2937', grid: { show: false } }] : []),
      ],
      series: [{}, ...series.map((s, i) => ({ label: s.label, scale: s.right ? 'r' : 'y', stroke: s.color, fill: s.color, width: 0, paths: bars(i), points: { show: false } }))],
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [JSON.stringify(labels), JSON.stringify(series), height]);
  return <div class="chart" ref={box} aria-hidden="true" />;
}
