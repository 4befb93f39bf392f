import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { Collection } from '@tessera/sdk/collections';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { ALL_PRODUCTS_SLUG, slugOf } from './collection-labels.ts';
import { useSaveCollection, type CollectionFields } from './collections-data.ts';
import { NewCollectionImageField, useNewCollectionImage } from './NewCollectionImage.tsx';

const fieldsOf = (collection?: Collection): CollectionFields => ({
  name: collection?.name ?? '',
  slug: collection?.slug ?? '',
  description: collection?.description ?? '',
  visible: collection?.visible ?? true,
});

/**
 * A new collection (with its image, if one is chosen), or the name, address, description and
 * visibility of one (its image has its own section on the collection's page). `others` are the
 * store's other collections, so a taken address is said before sending (the server stays the judge).
 */
export function CollectionForm({
  collection,
  others,
  onSaved,
  onCancel,
}: {
  collection?: Collection;
  others: Collection[];
  onSaved?: (saved: Collection) => void;
  /** Offered with a "Cancel" button (the new-collection form). */
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState(() => fieldsOf(collection));
  const [checked, setChecked] = useState(false);
  const save = useSaveCollection();
  // Only a new collection's form sets the image (the hook is cheap; hooks can't be conditional).
  const image = useNewCollectionImage();
  const set = (change: Partial<CollectionFields>) => setFields((current) => ({ ...current, ...change }));
  const heading = collection ? 'Details' : 'New collection';

  const slug = slugOf(fields.slug);
  const nameProblem = fields.name.trim() ? undefined : 'Give the collection a name.';
  const slugProblem = !fields.slug.trim()
    ? undefined
    : !slug
      ? 'Use letters or digits, e.g. summer-sale.'
      : slug === ALL_PRODUCTS_SLUG ||
          others.some((other) => other.id !== collection?.id && other.slug === slug)
        ? `Another collection has the address “${slug}”.`
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameProblem || slugProblem || image.uploading) return;
    save.mutate(
      { collectionId: collection?.id, fields, image: collection ? undefined : image.choice },
      {
        onSuccess: (saved) => {
          notifyDone(collection ? `“${saved.name}” was saved.` : `Collection “${saved.name}” created.`);
          onSaved?.(saved);
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="form" noValidate onSubmit={submit} aria-label={heading}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {save.error && (
          <Alert color="red" variant="light" title="The collection was not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            required
            maxLength={50}
            value={fields.name}
            error={checked && nameProblem}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <TextInput
            label="Address (slug)"
            description={slug ? `Kept as “${slug}”.` : 'Letters and digits; empty: made from the name.'}
            maxLength={100}
            value={fields.slug}
            error={checked && slugProblem}
            onChange={(e) => set({ slug: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={600}
          value={fields.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        {!collection && <NewCollectionImageField state={image} disabled={save.isPending} />}
        <Switch
          label="Visible in the shop"
          checked={fields.visible}
          onChange={(e) => set({ visible: e.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!collection && image.uploading}>
            {collection ? 'Save collection' : 'Create collection'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
