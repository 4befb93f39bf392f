/**
 * Whether the operator gave V8 the flag `name` (e.g. `heap-growing-percent`) themselves, on the
 * command line or in NODE_OPTIONS, in any spelling V8 takes: `--name`, `--no-name`, `--name=…`,
 * with `-` or `_`. Tuning the platform sets at run time (heap-growth.ts, pretenuring.ts) leaves
 * such a flag to the operator.
 */
export function operatorGaveV8Flag(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const given = [...process.execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  return given.some(
    (arg) =>
      arg
        .replaceAll('_', '-')
        .replace(/^--(no-)?/, '')
        .split('=')[0] === name,
  );
}
