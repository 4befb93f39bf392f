import fs from 'node:fs';

/**
 * CPU seconds (user + system) used so far by the descendants of `roots`, per kind named by
 * `kindOf` (from a process's command line; undefined: not counted, its children still walked).
 * Linux /proc only: null elsewhere. On a shared box the rate of a bench follows everyone's load;
 * the CPU each request costs much less, so benches print it beside their rates.
 */
export function descendantCpuSeconds(
  kindOf: (commandLine: string) => string | undefined,
  roots: number[] = [process.pid],
): Record<string, number> | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const seconds: Record<string, number> = {};
  const visit = (pid: number) => {
    for (const child of childrenOf(pid)) {
      const kind = kindOf(commandLineOf(child));
      if (kind) seconds[kind] = (seconds[kind] ?? 0) + cpuSecondsOf(child);
      visit(child);
    }
  };
  for (const root of roots) visit(root);
  return seconds;
}

/** Processes whose command line matches (a daemon started by a tool that exited: pg_ctl's postgres). */
export const processesMatching = (test: (commandLine: string) => boolean): number[] =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => test(commandLineOf(pid)));

const commandLineOf = (pid: number) => read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // a process that just ended
  }
};

const childrenOf = (pid: number): number[] =>
  fs.existsSync(`/proc/${pid}/task`)
    ? fs
        .readdirSync(`/proc/${pid}/task`)
        .flatMap((task) => read(`/proc/${pid}/task/${task}/children`).split(' '))
        .filter(Boolean)
        .map(Number)
    : [];

/** utime + stime: the 14th and 15th fields of /proc/<pid>/stat (after the command's ")"). */
function cpuSecondsOf(pid: number): number {
  const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100; // USER_HZ is 100 on Linux
}
