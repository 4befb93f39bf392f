import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useUploadImage } from '@tessera/react';
import type { Collection } from '@tessera/sdk/collections';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { uploadErrorMessage } from '../event-form.ts';
import { notifyDone } from '../feedback.ts';
import { ImageFileButton } from '../ImageFileButton.tsx';
import { useSetCollectionImage, type CollectionImageChoice } from './collections-data.ts';
import { AltTextInput, ImagePreview, useLocalPreview } from './ImagePreview.tsx';

/**
 * The collection's image in the shop: a file uploads through the site's media (the local preview
 * shows meanwhile) and becomes the collection's image at once; its description (alt text) is saved
 * on its own; removing it asks first. The page keys this by the image's id, so a new image starts
 * with its own description.
 */
export function CollectionImage({ collection }: { collection: Collection }) {
  const upload = useUploadImage();
  const save = useSetCollectionImage();
  const { ask, dialog } = useConfirmation();
  const current = collection.media.mainMedia;
  const [altText, setAltText] = useState(current?.image?.altText ?? '');
  const preview = useLocalPreview();
  const localPreview = preview.url;

  const setImage = async (image: CollectionImageChoice | null, done: string) => {
    await save.mutateAsync({ collectionId: collection.id, image });
    notifyDone(done);
  };
  const pick = async (file: File | null) => {
    if (!file) return;
    save.reset();
    preview.show(file);
    try {
      const uploaded = await upload.mutateAsync({ file });
      // No alt text sent: a new image keeps its upload's (the old image's description is not its).
      await setImage({ id: uploaded.id }, 'The image was saved.');
    } catch {
      // Said by the alert below (the upload's or the save's error).
    } finally {
      preview.clear();
    }
  };
  const saveAltText = (event: FormEvent) => {
    event.preventDefault();
    if (current)
      void setImage({ id: current.id, altText: altText.trim() }, 'The image description was saved.').catch(
        () => {},
      );
  };
  const remove = () =>
    ask({
      title: 'Remove the image?',
      message: `“${collection.name}” will show no image in the shop. You can choose an image again later.`,
      confirmLabel: 'Remove image',
      danger: true,
      onConfirm: () => void setImage(null, 'The image was removed.').catch(() => {}),
    });

  const busy = upload.isPending || save.isPending;
  // Only a description's save sends alt text (a new image keeps its upload's).
  const savingAltText = save.isPending && save.variables?.image?.altText !== undefined;
  const shown = localPreview ?? current?.image?.url;
  const failure = upload.error
    ? uploadErrorMessage(upload.error)
    : save.error
      ? errorMessage(save.error)
      : null;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="collection-image-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="collection-image-heading">
          Image
        </Title>
        <Text size="sm" c="dimmed">
          Shown with the collection in the shop. JPEG, PNG, WebP, GIF or AVIF.
        </Text>
        {failure && (
          <Alert color="red" variant="light" title="The image was not changed">
            {failure}
          </Alert>
        )}
        {shown ? (
          <ImagePreview
            src={shown}
            alt={
              localPreview ? 'Preview of the chosen image' : altText.trim() || `Image of ${collection.name}`
            }
            dimmed={busy}
          />
        ) : (
          <Text size="sm">No image yet.</Text>
        )}
        <Group gap="sm" wrap="wrap">
          <ImageFileButton
            label={current ? 'Replace the image' : 'Choose an image'}
            busy={upload.isPending}
            disabled={save.isPending}
            onPick={(file) => void pick(file)}
          />
          {current && (
            <Button variant="subtle" color="red.9" c="red.9" disabled={busy} onClick={remove}>
              Remove image
            </Button>
          )}
        </Group>
        {current && (
          <Group component="form" gap="sm" align="flex-end" wrap="wrap" onSubmit={saveAltText}>
            <AltTextInput
              value={altText}
              onChange={(e) => setAltText(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" variant="default" disabled={busy} loading={savingAltText}>
              Save description
            </Button>
          </Group>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}
