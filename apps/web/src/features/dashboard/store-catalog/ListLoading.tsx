import { Skeleton, Stack } from '@mantine/core';

/** A store list while its first page loads: three grey rows, announced as busy. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}
