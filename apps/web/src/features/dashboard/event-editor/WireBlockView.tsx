import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { BlockFormModal, kindName } from './blocks/BlockFormModal.tsx';
import { editableKind } from './rich-content/block-kinds.ts';
import { recordAt, type WireNode } from './rich-content/wire.ts';

/** What a kept block is, in words: the editor shows it and keeps it but does not edit it. */
export function describeWireBlock(node: WireNode | null): string {
  if (!node) return 'A block';
  const data = (key: string) => recordAt(node, key);
  switch (node.type) {
    case 'GALLERY': {
      const items = data('galleryData').items;
      return `Gallery of ${Array.isArray(items) ? items.length : 0} images`;
    }
    case 'VIDEO':
      return `Video: ${String(data('videoData').title ?? recordAt(recordAt(data('videoData'), 'video'), 'src').url ?? '')}`;
    case 'MAP': {
      const settings = recordAt(data('mapData'), 'mapSettings');
      return `Map: ${String(settings.locationName ?? settings.address ?? '')}`;
    }
    case 'TABLE':
      return `Table of ${node.nodes?.length ?? 0} rows`;
    case 'BUTTON':
      return `Button: ${String(data('buttonData').text ?? '')}`;
    default:
      return `${node.type.toLowerCase().replaceAll('_', ' ')} block`;
  }
}

/**
 * A kept block in the editor: a labelled card the owner can select, move or delete; a video, map,
 * button, gallery or simple table also opens its form to be edited.
 */
export function WireBlockView({ node, selected, updateAttributes }: ReactNodeViewProps) {
  const wire = node.attrs.node as WireNode | null;
  const kind = editableKind(wire);
  const [editing, setEditing] = useState(false);
  return (
    <NodeViewWrapper data-drag-handle="">
      <Paper withBorder p="xs" my="xs" bg={selected ? 'blue.0' : 'gray.0'} contentEditable={false}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={500}>
              {describeWireBlock(wire)}
            </Text>
            <Text size="xs" c="dimmed">
              {kind
                ? 'Select it and press Delete to remove it.'
                : 'Shown on the event page as it is; select it and press Delete to remove it.'}
            </Text>
          </div>
          {kind && (
            <Button
              size="compact-xs"
              variant="default"
              style={{ flexShrink: 0 }}
              onClick={() => setEditing(true)}
            >
              Edit {kindName(kind)}
            </Button>
          )}
        </Group>
      </Paper>
      {kind && (
        <BlockFormModal
          kind={editing ? kind : null}
          base={wire}
          onClose={() => setEditing(false)}
          onSave={(changed) => updateAttributes({ node: changed })}
        />
      )}
    </NodeViewWrapper>
  );
}
