import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useUploadImage } from '@tessera/react';
import { uploadErrorMessage, type EventFormImage } from './event-form.ts';
import { IMAGE_TYPES } from './ImageFileButton.tsx';

/**
 * The event's main image: pick a file, it uploads at once (the local preview shows meanwhile),
 * then the uploaded image is what the event refers to by id. Alt text and removal beside it.
 */
export function EventImageField({
  image,
  altText,
  error,
  altTextError,
  onImageChange,
  onAltTextChange,
  onUploadingChange,
}: {
  image: EventFormImage | null;
  altText: string;
  error?: string;
  altTextError?: string;
  onImageChange: (image: EventFormImage | null) => void;
  onAltTextChange: (altText: string) => void;
  /** The form waits for the upload before it sends the event. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const upload = useUploadImage();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const labelId = useId();

  // The local preview's object URL is released when replaced and when the form closes.
  useEffect(() => {
    if (!localPreview) return undefined;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);
  useEffect(() => () => aborter.current?.abort(), []);
  useEffect(() => onUploadingChange?.(upload.isPending), [upload.isPending, onUploadingChange]);

  const pick = (file: File | null) => {
    if (!file) return;
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    onImageChange(null);
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, signal: controller.signal },
      {
        onSuccess: (uploaded) =>
          onImageChange({
            id: uploaded.id,
            url: uploaded.url,
            width: uploaded.width,
            height: uploaded.height,
          }),
        onError: () => setLocalPreview(null),
      },
    );
  };

  const remove = () => {
    aborter.current?.abort();
    upload.reset();
    setLocalPreview(null);
    onImageChange(null);
  };

  const preview = image?.url ?? localPreview;
  const uploadError =
    upload.error && !aborter.current?.signal.aborted ? uploadErrorMessage(upload.error) : null;
  const shownError = uploadError ?? error;

  return (
    <Input.Wrapper
      id={labelId}
      label="Image"
      description="JPEG, PNG, WebP, GIF or AVIF. Shown on the event's page and in the list."
      error={shownError}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        {preview && (
          <Box pos="relative" maw={320}>
            <Image
              src={preview}
              alt={altText.trim() ? `Preview: ${altText.trim()}` : 'Preview of the chosen image'}
              radius="sm"
              w={320}
              maw="100%"
              h={180}
              fit="cover"
              style={upload.isPending ? { opacity: 0.5 } : undefined}
            />
          </Box>
        )}
        <Group gap="sm" aria-live="polite">
          <FileButton onChange={pick} accept={IMAGE_TYPES}>
            {(props) => (
              <Button {...props} variant="default" size="sm" disabled={upload.isPending}>
                {preview ? 'Choose another image' : 'Choose an image'}
              </Button>
            )}
          </FileButton>
          {upload.isPending && (
            <Group gap={6}>
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">Uploading the image…</Text>
            </Group>
          )}
          {image && !upload.isPending && <Text size="sm">Image uploaded.</Text>}
          {(preview || upload.isPending) && (
            <Button variant="subtle" color="red" size="sm" onClick={remove}>
              Remove image
            </Button>
          )}
        </Group>
        {(image || upload.isPending) && (
          <TextInput
            label="Image description (alt text)"
            description="What the image shows, for people who cannot see it."
            maxLength={1000}
            error={altTextError}
            value={altText}
            onChange={(e) => onAltTextChange(e.currentTarget.value)}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
