import { useState } from 'react';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useUploadImage } from '@tessera/react';
import { uploadErrorMessage } from '../event-form.ts';
import { ImageFileButton } from '../ImageFileButton.tsx';
import type { CollectionImageChoice } from './collections-data.ts';
import { AltTextInput, ImagePreview, useLocalPreview } from './ImagePreview.tsx';

/**
 * The new-collection form's image: a chosen file uploads to the site's media at once (its local
 * preview shows meanwhile), and the form sends the upload's id with CreateCollection. Nothing is
 * saved to a collection before "Create collection", so removing the choice asks nothing.
 */
export function useNewCollectionImage() {
  const upload = useUploadImage();
  const preview = useLocalPreview();
  const [uploaded, setUploaded] = useState<{ id: string; url: string } | null>(null);
  const [altText, setAltText] = useState('');

  const pick = async (file: File | null) => {
    if (!file) return;
    upload.reset();
    preview.show(file);
    try {
      const image = await upload.mutateAsync({ file });
      setUploaded({ id: image.id, url: image.url });
    } catch {
      // Said by the field's alert; an earlier choice stays chosen.
    } finally {
      preview.clear();
    }
  };
  const description = altText.trim();
  /** What CreateCollection sends: the upload's id, and the description when one was written. */
  const choice: CollectionImageChoice | undefined = uploaded
    ? { id: uploaded.id, ...(description ? { altText: description } : {}) }
    : undefined;

  return {
    choice,
    uploaded,
    altText,
    setAltText,
    pick,
    remove: () => {
      upload.reset();
      setUploaded(null);
      setAltText('');
    },
    uploading: upload.isPending,
    previewUrl: preview.url,
    failure: upload.error ? uploadErrorMessage(upload.error) : null,
  };
}

export type NewCollectionImageState = ReturnType<typeof useNewCollectionImage>;

export function NewCollectionImageField({
  state,
  disabled,
}: {
  state: NewCollectionImageState;
  /** The form is being sent: no change meanwhile. */
  disabled: boolean;
}) {
  const shown = state.previewUrl ?? state.uploaded?.url;
  return (
    <Fieldset
      legend="Image"
      variant="unstyled"
      styles={{
        root: { padding: 0 },
        legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Optional; shown with the collection in the shop. JPEG, PNG, WebP, GIF or AVIF.
        </Text>
        {state.failure && (
          <Alert color="red" variant="light" title="The image was not uploaded">
            {state.failure}
          </Alert>
        )}
        {shown && (
          <ImagePreview
            src={shown}
            alt={
              state.previewUrl ? 'Preview of the chosen image' : state.altText.trim() || 'The chosen image'
            }
            dimmed={state.uploading}
          />
        )}
        <Group gap="sm" wrap="wrap">
          <ImageFileButton
            label={state.uploaded ? 'Replace the image' : 'Choose an image'}
            busy={state.uploading}
            disabled={disabled}
            onPick={(file) => void state.pick(file)}
          />
          {state.uploaded && (
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              disabled={state.uploading || disabled}
              onClick={state.remove}
            >
              Remove image
            </Button>
          )}
        </Group>
        {state.uploaded && (
          <AltTextInput
            value={state.altText}
            disabled={disabled}
            onChange={(e) => state.setAltText(e.currentTarget.value)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
