import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  useProductLabelChange,
  useProductLabels,
  type ProductLabel,
  type ProductLabelKind,
} from '@tessera/react';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { useConfirmation } from '../ConfirmDialog.tsx';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import { LoadFailure } from '../LoadFailure.tsx';
import { ListLoading } from './ListLoading.tsx';

const KINDS: { kind: ProductLabelKind; title: string; one: string; max: number }[] = [
  { kind: 'brand', title: 'Brands', one: 'brand', max: 50 },
  { kind: 'ribbon', title: 'Ribbons', one: 'ribbon', max: 30 },
];

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** The store's brands and ribbons (Catalog v3), each with the products that carry it: rename or delete. */
export function BrandsRibbonsPage() {
  usePageTitle('Brands and ribbons');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/dashboard/products" size="sm">
          Back to products
        </Anchor>
        <Title order={1}>Brands and ribbons</Title>
        <Text size="sm" c="dimmed">
          Renaming one renames it on its products; deleting one takes it off them.
        </Text>
      </Stack>
      {KINDS.map((k) => (
        <LabelSection key={k.kind} {...k} />
      ))}
    </Stack>
  );
}

function LabelSection({ kind, title, one, max }: (typeof KINDS)[number]) {
  const list = useProductLabels(kind);
  const change = useProductLabelChange();
  const { ask, dialog } = useConfirmation();
  const [renaming, setRenaming] = useState<ProductLabel | null>(null);
  const labels = list.data ?? [];

  const remove = (label: ProductLabel) =>
    ask({
      title: `Delete the ${one} “${label.name}”?`,
      message:
        label.productCount > 0
          ? `${products(label.productCount)} will no longer show it.`
          : `No product carries it.`,
      confirmLabel: `Delete ${one}`,
      danger: true,
      onConfirm: () =>
        void change.mutateAsync({ type: 'delete', kind, label }).then(
          () => notifyDone(`The ${one} “${label.name}” was deleted.`),
          () => undefined,
        ),
    });

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2}>{title}</Title>
      {dialog}
      {change.isError && change.variables?.kind === kind && change.variables.type !== 'create' && (
        <Text role="alert" c="red.9" size="sm">
          {errorMessage(change.error)}
        </Text>
      )}
      <AddLabelForm
        one={one}
        max={max}
        onAdd={(name) =>
          change
            .mutateAsync({ type: 'create', kind, name })
            .then(() => notifyDone(`The ${one} “${name}” was added.`))
        }
      />
      {list.isError ? (
        <LoadFailure what={title} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading label={`Loading the ${title.toLowerCase()}`} />
      ) : labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {title.toLowerCase()} yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Caption>{`${title} by name`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Products</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {labels.map((label) => (
                <Table.Tr key={label.id}>
                  <Table.Td>{label.name}</Table.Td>
                  <Table.Td>{products(label.productCount)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Rename ${label.name}`}
                        onClick={() => setRenaming(label)}
                      >
                        Rename
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red.9"
                        aria-label={`Delete ${label.name}`}
                        onClick={() => remove(label)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RenameModal
        label={renaming}
        one={one}
        max={max}
        onClose={() => setRenaming(null)}
        onRename={(label, name) =>
          change.mutateAsync({ type: 'rename', kind, label, name }).then(() => {
            setRenaming(null);
            notifyDone(`Renamed to “${name}”.`);
          })
        }
      />
    </Stack>
  );
}

/** A new brand or ribbon by name; a taken name is said at the field. */
function AddLabelForm({
  one,
  max,
  onAdd,
}: {
  one: string;
  max: number;
  onAdd: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const next = name.trim();
        if (!next) return setError('Give it a name.');
        setSaving(true);
        onAdd(next)
          .then(() => setName(''))
          .catch((e: unknown) => setError(errorMessage(e)))
          .finally(() => setSaving(false));
      }}
    >
      <TextInput
        label={`New ${one}`}
        value={name}
        maxLength={max}
        error={error}
        style={{ flex: 1, minWidth: 180 }}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="default" loading={saving}>
        Add {one}
      </Button>
    </Group>
  );
}

function RenameModal({
  label,
  one,
  max,
  onClose,
  onRename,
}: {
  label: ProductLabel | null;
  one: string;
  max: number;
  onClose: () => void;
  onRename: (label: ProductLabel, name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      opened={label !== null}
      onClose={onClose}
      title={label ? `Rename the ${one} “${label.name}”` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {label && (
        <Stack
          component="form"
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            const next = (name || label.name).trim();
            if (!next) return setError('Give it a name.');
            setSaving(true);
            onRename(label, next)
              .then(() => setName(''))
              .catch((e: unknown) => setError(errorMessage(e)))
              .finally(() => setSaving(false));
          }}
        >
          <TextInput
            label="New name"
            defaultValue={label.name}
            maxLength={max}
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Go back
            </Button>
            <Button type="submit" loading={saving}>
              Rename {one}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
