/**
 * Whether a process with this id exists: signal 0 checks without sending anything. A process of
 * another user (the test cluster runs as `postgres`) answers EPERM, which still means it exists.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
