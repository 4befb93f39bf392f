import { useRef } from 'react';
import { Input, Popover, Stack, TextInput, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import { getUploadImageExtension } from '@mantine/tiptap';
import type { JSONContent } from '@tiptap/core';
import { ReactNodeViewRenderer, useEditor, useEditorState } from '@tiptap/react';
import { useUploadImage } from '@tessera/react';
import '@mantine/tiptap/styles.layer.css';
import './description-editor.css';
import { uploadErrorMessage } from '../event-form.ts';
import { BlockImage, WireBlock, descriptionExtensions } from './rich-content/schema.ts';
import { WireBlockView } from './WireBlockView.tsx';
import { InsertBlockControls } from './blocks/InsertBlockControls.tsx';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The selected image's alt text, edited from the toolbar. */
function ImageAltControl({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: e.isActive('image'),
      alt: String(e.getAttributes('image').alt ?? ''),
    }),
  });
  const input = useRef<HTMLInputElement>(null);
  const save = () => {
    editor
      .chain()
      .focus()
      .updateAttributes('image', { alt: input.current?.value.trim() || null })
      .run();
    close();
  };
  return (
    <Popover opened={opened} onChange={(o) => !o && close()} trapFocus position="bottom" withArrow>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={toggle}
          disabled={!state.active}
          aria-label="Image description (alt text)"
          title="Image description (alt text)"
          style={{ width: 'auto', padding: '0 8px', fontSize: 12 }}
        >
          Alt text
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <TextInput
            ref={input}
            label="What the image shows"
            defaultValue={state.alt}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), save())}
          />
          <Button size="xs" onClick={save}>
            Save alt text
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The event's description in a rich-text editor. Images go up through the media module as they
 * are picked, dropped or pasted (a placeholder shows meanwhile) and land in the description by
 * their uploaded URL and id. Videos, maps, buttons, galleries and tables are cards edited
 * through a form; blocks the editor cannot edit (a poll, ...) are kept as cards.
 */
export function DescriptionEditor({
  initial,
  onChange,
  error,
}: {
  /** The document to start from; a new one is taken only when the editor is made. */
  initial: JSONContent;
  onChange: (doc: JSONContent) => void;
  error?: string;
}) {
  const upload = useUploadImage();
  const changed = useRef(onChange);
  changed.current = onChange;

  const uploadImage = async (file: File) => {
    const image = await upload.mutateAsync({ file });
    // The rest of the wire image rides in `wire` (see to-wire.ts): id, size.
    return {
      src: image.url,
      alt: '',
      wire: {
        imageData: {
          image: { src: { id: image.id, url: image.url }, width: image.width, height: image.height },
        },
      },
    } as unknown as { src: string };
  };

  const editor = useEditor({
    immediatelyRender: false,
    extensions: descriptionExtensions(
      getUploadImageExtension(BlockImage, {
        onImageUpload: uploadImage,
        onImageUploadError: (_file, failure) =>
          notifications.show({
            color: 'red',
            message: `The image could not be added. ${uploadErrorMessage(failure)}`,
          }),
      }),
    ).map((extension) =>
      extension.name === WireBlock.name
        ? WireBlock.extend({ addNodeView: () => ReactNodeViewRenderer(WireBlockView) })
        : extension,
    ),
    content: initial,
    editorProps: { attributes: { 'aria-label': 'Description', 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => changed.current(e.getJSON()),
  });

  return (
    <Input.Wrapper
      label="Description"
      description="Text, headings, lists, images, and videos, maps, buttons, galleries or tables, shown on the event page."
      error={error}
    >
      <RichTextEditor editor={editor} mt={4} onImageUpload={uploadImage} className="description-editor">
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload
              accept={ACCEPTED}
              aria-label="Insert an image"
              title="Insert an image"
            />
            {editor && <ImageAltControl editor={editor} />}
          </RichTextEditor.ControlsGroup>
          {editor && <InsertBlockControls editor={editor} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
