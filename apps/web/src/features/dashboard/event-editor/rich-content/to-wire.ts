import type { JSONContent } from '@tiptap/core';
import { isRecord, recordAt, type WireDecoration, type WireNode, type WireRichContent } from './wire.ts';

// The editor's document → wire rich content (the way back of to-editor.ts). What the editor owns
// (text, marks, heading level, image source and alt text, structure) is written from the editor;
// everything else comes from the node's kept `wire` fields. New nodes get new ids; an id seen
// twice (a node copied within the editor) is replaced, so ids stay unique in the document.

type Mark = NonNullable<JSONContent['marks']>[number];

export interface ToWireOptions {
  /** A new node id (tests pass a counter). */
  newId?: () => string;
}

const randomId = () => Math.random().toString(36).slice(2, 10);

/** The order decorations are written in: the editor's marks, then those it kept as they came. */
const DECORATION_ORDER = ['BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'LINK'];

function decorationOf(mark: Mark): WireDecoration[] {
  const wire = isRecord(mark.attrs?.wire) ? (mark.attrs.wire as WireDecoration) : undefined;
  switch (mark.type) {
    case 'bold':
      return [wire ?? { type: 'BOLD', fontWeightValue: 700 }];
    case 'italic':
      return [wire ?? { type: 'ITALIC', italicData: true }];
    case 'underline':
      return [wire ?? { type: 'UNDERLINE', underlineData: true }];
    case 'strike':
      return [wire ?? { type: 'STRIKETHROUGH', strikethroughData: true }];
    case 'link': {
      const linkData = recordAt(wire, 'linkData');
      const link: Record<string, unknown> = {
        ...recordAt(linkData, 'link'),
        url: String(mark.attrs?.href ?? ''),
      };
      if (mark.attrs?.target === '_blank') link.target = 'BLANK';
      else if (link.target === 'BLANK') delete link.target;
      return [{ ...(wire ?? {}), type: 'LINK', linkData: { ...linkData, link } }];
    }
    case 'wireDecorations':
      return Array.isArray(mark.attrs?.decorations) ? (mark.attrs.decorations as WireDecoration[]) : [];
    default:
      return [];
  }
}

function decorationsOf(marks: JSONContent['marks']): WireDecoration[] {
  const decorations = (marks ?? []).flatMap(decorationOf);
  const rank = (d: WireDecoration) => {
    const index = DECORATION_ORDER.indexOf(d.type);
    return index === -1 ? DECORATION_ORDER.length : index;
  };
  // A stable sort: kept decorations stay in their own order after the editor's.
  return decorations
    .map((decoration, index) => ({ decoration, index }))
    .sort((a, b) => rank(a.decoration) - rank(b.decoration) || a.index - b.index)
    .map(({ decoration }) => decoration);
}

const textNode = (text: string, decorations: WireDecoration[]): WireNode => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text, decorations },
});

const sameDecorations = (a: WireNode, b: WireDecoration[]) =>
  JSON.stringify(recordAt(a, 'textData').decorations) === JSON.stringify(b);

/** Inline content: texts with their decorations, merged where they read the same. */
function inlineOf(content: JSONContent[] | undefined): WireNode[] {
  const out: WireNode[] = [];
  const last = () => out.at(-1);
  const append = (text: string, decorations: WireDecoration[]) => {
    const previous = last();
    if (previous?.type === 'TEXT' && sameDecorations(previous, decorations)) {
      const data = recordAt(previous, 'textData');
      previous.textData = { ...data, text: `${String(data.text)}${text}` };
    } else out.push(textNode(text, decorations));
  };
  for (const child of content ?? []) {
    if (child.type === 'text') append(child.text ?? '', decorationsOf(child.marks));
    else if (child.type === 'hardBreak') {
      // A line break joins the text before it, so "a\nb" in one decoration stays one text.
      const previous = last();
      append(
        '\n',
        previous?.type === 'TEXT' ? (recordAt(previous, 'textData').decorations as WireDecoration[]) : [],
      );
    } else if (child.type === 'wireInline' && isRecord(child.attrs?.node))
      out.push(child.attrs.node as WireNode);
  }
  return out;
}

class Writer {
  private readonly seen = new Set<string>();
  constructor(private readonly newId: () => string) {}

  /** The node's id: its kept one unless already used in this document. */
  private idFor(kept: unknown): string {
    let id = typeof kept === 'string' && kept && !this.seen.has(kept) ? kept : this.newId();
    while (this.seen.has(id)) id = this.newId();
    this.seen.add(id);
    return id;
  }

  private node(json: JSONContent, type: string, nodes: WireNode[], data?: [string, Record<string, unknown>]) {
    const wire = isRecord(json.attrs?.wire) ? json.attrs.wire : {};
    const node: WireNode = { type, ...wire, id: this.idFor(wire.id), nodes };
    // A kind's data object: what the editor owns over what was kept; a new node always has one.
    const isNew = !isRecord(json.attrs?.wire);
    if (data && (isNew || data[0] in wire || Object.keys(data[1]).length > 0)) {
      node[data[0]] = { ...recordAt(wire, data[0]), ...data[1] };
    }
    return node;
  }

  private blocks(content: JSONContent[] | undefined): WireNode[] {
    return (content ?? []).flatMap((child) => this.block(child));
  }

  block(json: JSONContent): WireNode[] {
    switch (json.type) {
      case 'paragraph':
        return [this.node(json, 'PARAGRAPH', inlineOf(json.content), ['paragraphData', {}])];
      case 'heading':
        return [
          this.node(json, 'HEADING', inlineOf(json.content), ['headingData', { level: json.attrs?.level }]),
        ];
      case 'bulletList':
        return [this.node(json, 'BULLETED_LIST', this.blocks(json.content), ['bulletedListData', {}])];
      case 'orderedList':
        return [this.node(json, 'ORDERED_LIST', this.blocks(json.content), ['orderedListData', {}])];
      case 'listItem':
        return [this.node(json, 'LIST_ITEM', this.blocks(json.content))];
      case 'blockquote':
        return [this.node(json, 'BLOCKQUOTE', this.blocks(json.content), ['blockquoteData', {}])];
      case 'codeBlock': {
        const text = (json.content ?? []).map((child) => child.text ?? '').join('');
        return [this.node(json, 'CODE_BLOCK', text ? [textNode(text, [])] : [], ['codeBlockData', {}])];
      }
      case 'horizontalRule':
        return [this.node(json, 'DIVIDER', [], ['dividerData', {}])];
      case 'image':
        return [this.image(json)];
      case 'wireBlock': {
        const kept = json.attrs?.node;
        if (!isRecord(kept)) return [];
        return [{ ...(kept as WireNode), id: this.idFor(kept.id) }];
      }
      default:
        // Content of a node the wire has no kind for is kept as its blocks.
        return this.blocks(json.content);
    }
  }

  private image(json: JSONContent): WireNode {
    const wire = isRecord(json.attrs?.wire) ? json.attrs.wire : {};
    const data = recordAt(wire, 'imageData');
    const image = recordAt(data, 'image');
    const src = { ...recordAt(image, 'src') };
    const url = typeof json.attrs?.src === 'string' ? json.attrs.src : '';
    if (url !== (typeof src.url === 'string' ? src.url : '')) src.url = url;
    const imageData: Record<string, unknown> = { ...data, image: { ...image, src } };
    const alt = typeof json.attrs?.alt === 'string' ? json.attrs.alt : '';
    if (alt) imageData.altText = alt;
    else if (typeof data.altText === 'string' && data.altText) delete imageData.altText;
    return this.node({ ...json, attrs: { ...json.attrs, wire: { ...wire, imageData } } }, 'IMAGE', []);
  }
}

/** An empty paragraph the editor made (no kept wire fields): the editor's trailing line. */
const isFreshEmptyParagraph = (node: JSONContent) =>
  node.type === 'paragraph' && !node.content?.length && !isRecord(node.attrs?.wire);

/** The wire description for the editor's document; `base` gives the metadata and style kept. */
export function toWireRichContent(
  doc: JSONContent,
  base: WireRichContent | null | undefined = {},
  options: ToWireOptions = {},
): WireRichContent {
  const content = [...(doc.content ?? [])];
  while (content.length && isFreshEmptyParagraph(content.at(-1)!)) content.pop();
  const writer = new Writer(options.newId ?? randomId);
  return { ...(base ?? {}), nodes: content.flatMap((child) => writer.block(child)) };
}
