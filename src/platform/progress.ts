// A progress bar on stderr for long CLI work (cli-progress), drawn only when
// stderr is a terminal: pipes, CI logs and the tests see nothing of it.
import { Presets, SingleBar } from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, stop() {} };
  let bar: SingleBar | undefined;
  return {
    update(done, total) {
      if (!bar) {
        bar = new SingleBar({ stream, format: `${label} [{bar}] {value}/{total} {percentage}% {eta_formatted}`, hideCursor: true, etaBuffer: 20 }, Presets.shades_classic);
        bar.start(total, done);
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
