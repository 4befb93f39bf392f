import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Image, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSiteSettings, useUpdateSiteSettings } from '@tessera/react';
import type { SiteSettingsValues } from '@tessera/sdk/site-settings-admin';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { errorMessage } from './error-message.ts';

/** The server's rule (contracts sites.ts), said before saving: https on a host, or a path of the site. */
export function logoUrlProblem(value: string): string | undefined {
  if (value === '') return undefined;
  if (/[\s\\]/.test(value)) return 'The address cannot contain spaces or backslashes.';
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && url.host) return undefined;
  } catch {
    // not a URL at all: said below
  }
  return 'Use an https:// address, or a path on this site such as /logo.png.';
}

function SiteSettingsForm({ current }: { current: SiteSettingsValues }) {
  const [name, setName] = useState(current.name);
  const [logoUrl, setLogoUrl] = useState(current.logoUrl);
  const [checked, setChecked] = useState(false);
  const update = useUpdateSiteSettings();
  const nameProblem = name.trim() === '' ? 'The site needs a name.' : undefined;
  const logoProblem = logoUrlProblem(logoUrl.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameProblem || logoProblem) return;
    update.mutate(
      { name: name.trim(), logoUrl: logoUrl.trim() },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: 'Site settings saved. Visitors see them from their next page load.',
          }),
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label="Site settings">
      <Stack gap="md">
        {update.error && (
          <Alert color="red" variant="light" title="The change was not saved">
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput
          label="Site name"
          description="In the site's header and its pages' titles."
          required
          maxLength={80}
          value={name}
          error={checked && nameProblem}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Logo address"
          description="An https:// address, or a path on this site such as /logo.png. Leave empty for none."
          value={logoUrl}
          maxLength={2000}
          error={checked && logoProblem}
          onChange={(event) => setLogoUrl(event.currentTarget.value)}
        />
        {logoUrl.trim() && !logoProblem && (
          <Group gap="sm">
            <Image src={logoUrl.trim()} alt="" w={40} h={40} fit="contain" radius="sm" />
            <Text size="sm" c="dimmed">
              Preview of the logo
            </Text>
          </Group>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The site's name and logo, as the header, the tab titles and the icon of its pages show them. */
export function SiteSettingsPage() {
  usePageTitle('Site settings');
  const settings = useSiteSettings();
  return (
    <Stack gap="lg">
      <Title order={1}>Site settings</Title>
      {settings.error && (
        <Alert color="red" variant="light" title="Settings could not be loaded">
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.data ? (
        <SiteSettingsForm current={settings.data} />
      ) : (
        settings.isPending && <Skeleton height={220} aria-busy="true" />
      )}
    </Stack>
  );
}
