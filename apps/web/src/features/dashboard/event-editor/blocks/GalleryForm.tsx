import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useUploadImage } from '@tessera/react';
import { errorMessage } from '../../error-message.ts';
import {
  MAX_GALLERY_IMAGES,
  galleryNode,
  galleryProblem,
  galleryValues,
  type GalleryImage,
} from '../rich-content/block-kinds.ts';
import { FormButtons, type BlockFormProps } from './SimpleBlockForms.tsx';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A gallery: images uploaded through the media module, each with its alt text, in order. */
export function GalleryForm({ base, onSave, onCancel }: BlockFormProps) {
  const upload = useUploadImage();
  const [images, setImages] = useState<GalleryImage[]>(() => galleryValues(base));
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // One file after another: the upload route takes no idempotency key, and order is kept.
  const add = async (files: File[]) => {
    const room = MAX_GALLERY_IMAGES - images.length;
    if (files.length > room) setError(`A gallery holds up to ${MAX_GALLERY_IMAGES} images.`);
    else setError(null);
    const taken = files.slice(0, Math.max(room, 0));
    setUploading(taken.length);
    for (const file of taken) {
      try {
        const image = await upload.mutateAsync({ file });
        const added: GalleryImage = {
          id: image.id,
          url: image.url,
          width: image.width,
          height: image.height,
          altText: '',
        };
        setImages((current) => [...current, added]);
      } catch (failure) {
        setError(`“${file.name}” could not be added. ${errorMessage(failure)}`);
      }
      setUploading((n) => n - 1);
    }
  };

  const setAlt = (index: number, altText: string) =>
    setImages(images.map((image, i) => (i === index ? { ...image, altText } : image)));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = galleryProblem(images);
        setError(problem);
        if (!problem && uploading === 0) onSave(galleryNode(images, base));
      }}
    >
      <Stack gap="sm">
        {images.length === 0 && uploading === 0 && (
          <Text size="sm" c="dimmed">
            No images yet. Add one or more.
          </Text>
        )}
        {images.map((image, index) => (
          <Group key={`${image.url}-${index}`} wrap="nowrap" align="flex-end">
            <Image src={image.url} alt="" w={64} h={48} fit="cover" radius="sm" />
            <TextInput
              style={{ flex: 1 }}
              label={`Image ${index + 1}: what it shows`}
              value={image.altText}
              onChange={(e) => setAlt(index, e.currentTarget.value)}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove image ${index + 1}`}
              onClick={() => setImages(images.filter((_, i) => i !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <FileButton onChange={(files) => void add(files)} accept={ACCEPTED} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={uploading > 0}
              disabled={images.length >= MAX_GALLERY_IMAGES}
            >
              Add images
            </Button>
          )}
        </FileButton>
        {uploading > 0 && (
          <Text size="sm" role="status">
            Uploading {uploading} {uploading === 1 ? 'image' : 'images'}…
          </Text>
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <FormButtons onCancel={onCancel} saveLabel={base ? 'Save changes' : 'Insert'} />
      </Stack>
    </form>
  );
}
