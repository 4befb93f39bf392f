import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/usePageTitle.ts';

/** The narrow card every sign-in page sits in, with its h1 and the page's title. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={440} mx="auto" my={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
