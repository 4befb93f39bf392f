import type { ReactNode } from 'react';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { shopErrorMessage } from './shop-errors.ts';

/** A store page still waiting for its data: a spinner and a sentence read out once. */
export function PageLoading({ text }: { text: string }) {
  return (
    <Group justify="center" my="xl" gap="sm">
      <Loader size="sm" aria-hidden />
      <Text role="status">{text}</Text>
    </Group>
  );
}

/** A store page whose data could not be read: its heading, the reason in words, and a way on. */
export function PageProblem({
  heading,
  title,
  error,
  children,
}: {
  heading: string;
  title: string;
  error: unknown;
  children?: ReactNode;
}) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{heading}</Title>
      <Alert color="red" title={title} role="alert">
        {shopErrorMessage(error)}
      </Alert>
      {children}
    </Stack>
  );
}
