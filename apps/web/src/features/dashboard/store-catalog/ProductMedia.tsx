import { useState } from 'react';
import { Alert, Button, Fieldset, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useUploadImage } from '@tessera/react';
import type { Product } from '@tessera/sdk/catalog-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { ImageFileButton } from '../ImageFileButton.tsx';
import { useAddMedia, useRemoveMedia } from './catalog-data.ts';

/**
 * The product's images: a file uploads through the site's media (as the event image does), then
 * joins the product, or one choice of an option (its picture when a shopper picks that choice).
 */
export function ProductMedia({ product }: { product: Product }) {
  const upload = useUploadImage();
  const add = useAddMedia();
  const remove = useRemoveMedia();
  const [forChoice, setForChoice] = useState<string | null>(null);
  const choices = product.productOptions.flatMap((option) =>
    option.choices.map((choice) => ({
      value: JSON.stringify({ option: option.name, choice: choice.description }),
      label: `${option.name}: ${choice.description}`,
    })),
  );
  const pick = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { file },
      {
        onSuccess: (uploaded) =>
          add.mutate(
            {
              productId: product.id,
              mediaId: uploaded.id,
              choice: forChoice ? (JSON.parse(forChoice) as { option: string; choice: string }) : undefined,
            },
            { onSuccess: () => notifyDone('The image was added.') },
          ),
      },
    );
  };
  const busy = upload.isPending || add.isPending;
  const failure = upload.error ?? add.error ?? remove.error;
  return (
    <Fieldset legend="Images">
      <Stack gap="sm">
        {product.media.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No images yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {product.media.items.map((item) => (
              <Stack key={item.id} gap={4}>
                <Image
                  src={item.image?.url ?? item.thumbnail?.url}
                  alt={item.title || `Image of ${product.name}`}
                  h={120}
                  fit="cover"
                  radius="sm"
                />
                <Button
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  size="compact-sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { productId: product.id, mediaId: item.id },
                      { onSuccess: () => notifyDone('The image was removed.') },
                    )
                  }
                >
                  Remove image
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          {choices.length > 0 && (
            <Select
              label="Show the new image for"
              data={[{ value: '', label: 'The whole product' }, ...choices]}
              value={forChoice ?? ''}
              onChange={(value) => setForChoice(value || null)}
              allowDeselect={false}
              style={{ flex: '0 1 240px' }}
            />
          )}
          <ImageFileButton label="Upload an image" busy={busy} onPick={pick} />
        </Group>
        {failure && (
          <Alert color="red" variant="light" title="The images were not changed">
            {errorMessage(failure)}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
