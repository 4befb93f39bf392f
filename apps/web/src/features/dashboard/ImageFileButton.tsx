import { Button, FileButton, Group, Loader, Text } from '@mantine/core';

/** What the server decodes (it reads the type from the bytes; this only narrows the file picker). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Opens the file picker for one image and says "Uploading the image…" beside it while `busy`
 * (the dashboard's image pickers: product images, a collection's image).
 */
export function ImageFileButton({
  label,
  busy,
  disabled = false,
  onPick,
}: {
  label: string;
  /** An upload is under way. */
  busy: boolean;
  /** Something else is being saved: no new pick meanwhile. */
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  return (
    <Group gap="sm" aria-live="polite">
      <FileButton onChange={onPick} accept={IMAGE_TYPES}>
        {(props) => (
          <Button {...props} variant="default" disabled={busy || disabled}>
            {label}
          </Button>
        )}
      </FileButton>
      {busy && (
        <Group gap={6}>
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Uploading the image…</Text>
        </Group>
      )}
    </Group>
  );
}
