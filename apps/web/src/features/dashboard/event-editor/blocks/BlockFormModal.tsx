import type { ComponentType } from 'react';
import { Modal } from '@mantine/core';
import type { FormKind } from '../rich-content/block-kinds.ts';
import type { WireNode } from '../rich-content/wire.ts';
import { GalleryForm } from './GalleryForm.tsx';
import { ButtonForm, MapForm, VideoForm, type BlockFormProps } from './SimpleBlockForms.tsx';
import { TableForm } from './TableForm.tsx';

const FORMS: Record<FormKind, { form: ComponentType<BlockFormProps>; name: string }> = {
  VIDEO: { form: VideoForm, name: 'video' },
  MAP: { form: MapForm, name: 'map' },
  BUTTON: { form: ButtonForm, name: 'button' },
  GALLERY: { form: GalleryForm, name: 'gallery' },
  TABLE: { form: TableForm, name: 'table' },
};

export const kindName = (kind: FormKind) => FORMS[kind].name;

/** The form of one block kind in a modal: inserts a new block, or edits `base`. */
export function BlockFormModal({
  kind,
  base,
  onSave,
  onClose,
}: {
  /** null: closed. */
  kind: FormKind | null;
  base: WireNode | null;
  onSave: (node: WireNode) => void;
  onClose: () => void;
}) {
  const entry = kind ? FORMS[kind] : null;
  const Form = entry?.form;
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={entry ? `${base ? 'Edit the' : 'Insert a'} ${entry.name}` : ''}
      size={kind === 'TABLE' ? 'xl' : 'md'}
    >
      {/* React events bubble through portals: a submit here must not reach the editor's own form. */}
      <div onSubmit={(e) => e.stopPropagation()}>
        {Form && (
          <Form
            base={base}
            onCancel={onClose}
            onSave={(node) => {
              onSave(node);
              onClose();
            }}
          />
        )}
      </div>
    </Modal>
  );
}
