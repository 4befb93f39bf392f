import { Extension, Mark, Node, mergeAttributes, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

// The editor's document schema, without React, so the mapping tests load the very schema the
// editor uses. Wire nodes the editor has no node for are kept whole in `wireBlock` / `wireInline`
// atoms; decorations it has no mark for ride in a `wireDecorations` mark; every mapped node and
// mark keeps the rest of its wire node in a `wire` attribute (ids, alignment, caption, ...).

/** Node and mark types that carry their wire node's other fields. */
export const WIRED_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'image',
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
];

/**
 * A JSON attribute written into the HTML as `attribute`, so copy and paste inside the editor
 * (which goes through HTML) keeps it.
 */
const jsonAttribute = (attribute: string, name: string, fallback: unknown) => ({
  default: fallback,
  parseHTML: (element: HTMLElement): unknown => {
    const text = element.getAttribute(attribute);
    if (!text) return fallback;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return fallback;
    }
  },
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] === fallback ? {} : { [attribute]: JSON.stringify(attributes[name]) },
});

export const WireAttribute = Extension.create({
  name: 'wireAttribute',
  addGlobalAttributes() {
    return [
      {
        types: WIRED_TYPES,
        attributes: {
          // A split paragraph's second half is a new node with an id of its own.
          wire: { ...jsonAttribute('data-wire', 'wire', null), keepOnSplit: false },
        },
      },
    ];
  },
});

/** A wire block the editor shows but does not edit (gallery, video, map, table, button, unknown). */
export const WireBlock = Node.create({
  name: 'wireBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      node: jsonAttribute('data-wire-node', 'node', null),
    };
  },
  parseHTML: () => [{ tag: 'div[data-wire-node]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes)],
});

/** An inline wire node inside a paragraph that is not text (a mention, say). */
export const WireInline = Node.create({
  name: 'wireInline',
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      node: jsonAttribute('data-wire-inline', 'node', null),
    };
  },
  parseHTML: () => [{ tag: 'span[data-wire-inline]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes), '◆'],
});

/** Decorations of a text the editor has no mark for (colour, font size, ...). */
export const WireDecorations = Mark.create({
  name: 'wireDecorations',
  addAttributes() {
    return {
      decorations: jsonAttribute('data-wire-decorations', 'decorations', null),
    };
  },
  parseHTML: () => [{ tag: 'span[data-wire-decorations]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes), 0],
});

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Block images (the wire's IMAGE is a block); `configure`d again by the editor for uploads. */
export const BlockImage = Image.configure({ inline: false, allowBase64: false });

/** Every extension of the description's schema; the editor adds its views and upload handling. */
export function descriptionExtensions(image: AnyExtension = BlockImage): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // The wire has no inline code decoration.
      code: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    image,
    WireBlock,
    WireInline,
    WireDecorations,
    WireAttribute,
  ];
}
