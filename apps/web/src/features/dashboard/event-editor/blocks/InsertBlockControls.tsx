import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/core';
import { FORM_KINDS, type FormKind } from '../rich-content/block-kinds.ts';
import { BlockFormModal, kindName } from './BlockFormModal.tsx';

const LABELS: Record<FormKind, string> = {
  VIDEO: 'Video',
  MAP: 'Map',
  BUTTON: 'Button',
  GALLERY: 'Gallery',
  TABLE: 'Table',
};

/** Toolbar controls that insert a video, map, button, gallery or table at the cursor. */
export function InsertBlockControls({ editor }: { editor: Editor }) {
  const [kind, setKind] = useState<FormKind | null>(null);
  return (
    <>
      <RichTextEditor.ControlsGroup>
        {FORM_KINDS.map((k) => (
          <RichTextEditor.Control
            key={k}
            onClick={() => setKind(k)}
            aria-label={`Insert a ${kindName(k)}`}
            title={`Insert a ${kindName(k)}`}
            style={{ width: 'auto', padding: '0 8px', fontSize: 12 }}
          >
            {LABELS[k]}
          </RichTextEditor.Control>
        ))}
      </RichTextEditor.ControlsGroup>
      <BlockFormModal
        kind={kind}
        base={null}
        onClose={() => setKind(null)}
        onSave={(node) => {
          // After what is selected (an image, a card, a word), never in its place.
          const { empty, to } = editor.state.selection;
          const content = { type: 'wireBlock', attrs: { node } };
          const chain = editor.chain().focus();
          (empty ? chain.insertContent(content) : chain.insertContentAt(to, content)).run();
          notifications.show({
            message: `The ${kindName(node.type as FormKind)} was added to the description.`,
          });
        }}
      />
    </>
  );
}
