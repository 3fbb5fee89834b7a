// The server's memory, read from /proc: resident set size (VmRSS) sampled every 250 ms through the
// whole bench, and the kernel's own high-water mark (VmHWM).
import fs from 'node:fs';

function statusMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function rssMb(pid) {
  return statusMb(pid, 'VmRSS');
}

export function highWaterMarkMb(pid) {
  return statusMb(pid, 'VmHWM');
}

/** Samples the process's RSS until stop(); `peak()` is the largest sample so far, in MB. */
export function watchMemory(pid) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process has exited
    }
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}
