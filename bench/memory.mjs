// The API's resident memory, and that of the image, search index and import processes it starts, read from Linux's /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** A line of /proc/<pid>/status (VmRSS: resident now, VmHWM: the most it has been) in MB, or 0 once the process is gone. */
function statusMb(pid, field) {
  try {
    return (
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024
    );
  } catch {
    return 0;
  }
}

export const residentMb = (pid) => statusMb(pid, 'VmRSS');

/** The processes of `script` (image-process, search-process) that `pid` has running. */
function childProcesses(pid, script) {
  return readdirSync('/proc').filter((entry) => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(script);
    } catch {
      return false;
    }
  });
}

/**
 * Reads every `everyMs`, until `stop()`, the API's resident memory and the peak of each image,
 * search index and import process it runs (its own high-water mark, so a short-lived one is not missed between reads):
 * `stop()` answers the highest of each, in MB, and `apiPhase`, what the run was doing when the
 * API's peak was read, as last named with `phase(name)`, `phaseMb`, the API's peak in each phase,
 * and `seconds`, how long each phase took (a run's log then tells where its minutes went).
 */
export function sampleMemory(apiPid, everyMs = 100) {
  let current = 'start';
  let since = Date.now();
  const peaks = {
    apiMb: residentMb(apiPid),
    apiPhase: current,
    imageProcessMb: 0,
    searchProcessMb: 0,
    importProcessMb: 0,
    phaseMb: {},
    seconds: {},
  };
  const timePhase = () => {
    peaks.seconds[current] = (peaks.seconds[current] ?? 0) + (Date.now() - since) / 1000;
    since = Date.now();
  };
  const read = () => {
    const apiMb = residentMb(apiPid);
    if (apiMb > peaks.apiMb) Object.assign(peaks, { apiMb, apiPhase: current });
    peaks.phaseMb[current] = Math.max(peaks.phaseMb[current] ?? 0, apiMb);
    for (const child of childProcesses(apiPid, 'image-process')) {
      peaks.imageProcessMb = Math.max(peaks.imageProcessMb, statusMb(child, 'VmHWM'));
    }
    for (const child of childProcesses(apiPid, 'search-process')) {
      peaks.searchProcessMb = Math.max(peaks.searchProcessMb, statusMb(child, 'VmHWM'));
    }
    for (const child of childProcesses(apiPid, 'import-process')) {
      peaks.importProcessMb = Math.max(peaks.importProcessMb, statusMb(child, 'VmHWM'));
    }
  };
  const timer = setInterval(read, everyMs);
  return {
    phase(name) {
      read();
      timePhase();
      current = name;
    },
    stop() {
      clearInterval(timer);
      read();
      timePhase();
      return peaks;
    },
  };
}
