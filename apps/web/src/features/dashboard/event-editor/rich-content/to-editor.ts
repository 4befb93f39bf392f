import type { JSONContent } from '@tiptap/core';
import { HEADING_LEVELS } from './schema.ts';
import { isRecord, recordAt, type WireDecoration, type WireNode, type WireRichContent } from './wire.ts';

// Wire rich content → the editor's document. A wire node the editor can edit becomes its node and
// keeps its other fields in `wire`; one it cannot (or one whose children do not fit the editor's
// rules, e.g. a list item not starting with a paragraph) is kept whole in a `wireBlock` atom.
// to-wire.ts is the way back; the tests run both through the editor's real schema.

type Marks = NonNullable<JSONContent['marks']>;

/** The node's fields other than type and children: kept on the editor node. */
function restOf(node: WireNode): Record<string, unknown> {
  const { type: _type, nodes: _nodes, ...rest } = node;
  return rest;
}

const keep = (node: WireNode): JSONContent => ({ type: 'wireBlock', attrs: { node } });
const childrenOf = (node: WireNode): WireNode[] =>
  Array.isArray(node.nodes) ? node.nodes.filter(isRecord) : [];

function markOf(decoration: WireDecoration): Marks[number] | null {
  const wire = decoration;
  switch (decoration.type) {
    case 'BOLD': {
      const weight = decoration.fontWeightValue;
      return typeof weight === 'number' && weight < 600 ? null : { type: 'bold', attrs: { wire } };
    }
    case 'ITALIC':
      return decoration.italicData === false ? null : { type: 'italic', attrs: { wire } };
    case 'UNDERLINE':
      return decoration.underlineData === false ? null : { type: 'underline', attrs: { wire } };
    case 'STRIKETHROUGH':
      return decoration.strikethroughData === false ? null : { type: 'strike', attrs: { wire } };
    case 'LINK': {
      const link = recordAt(decoration.linkData, 'link');
      if (typeof link.url !== 'string' || !link.url) return null;
      const target = link.target === 'BLANK' ? '_blank' : null;
      return { type: 'link', attrs: { href: link.url, target, wire } };
    }
    default:
      return null;
  }
}

function marksOf(decorations: unknown): Marks {
  const list = Array.isArray(decorations) ? decorations.filter(isRecord) : [];
  const marks: Marks = [];
  const others: WireDecoration[] = [];
  for (const decoration of list as WireDecoration[]) {
    const mark = markOf(decoration);
    if (mark) marks.push(mark);
    else others.push(decoration);
  }
  if (others.length > 0) marks.push({ type: 'wireDecorations', attrs: { decorations: others } });
  return marks;
}

/** A TEXT node: its text with marks, a line break ("\n" on the wire) as a hard break. */
function textOf(node: WireNode): JSONContent[] {
  const data = recordAt(node, 'textData');
  const text = typeof data.text === 'string' ? data.text : '';
  const marks = marksOf(data.decorations);
  const content: JSONContent[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line) content.push(marks.length ? { type: 'text', text: line, marks } : { type: 'text', text: line });
  });
  return content;
}

function inlineOf(nodes: WireNode[]): JSONContent[] {
  return nodes.flatMap((node) =>
    node.type === 'TEXT' ? textOf(node) : [{ type: 'wireInline', attrs: { node } }],
  );
}

const withContent = (json: JSONContent, content: JSONContent[]): JSONContent =>
  content.length ? { ...json, content } : json;

function listOf(node: WireNode, type: 'bulletList' | 'orderedList'): JSONContent {
  const items = childrenOf(node);
  const fits = items.length > 0 && items.every((item) => item.type === 'LIST_ITEM' && itemFits(item));
  if (!fits) return keep(node);
  return {
    type,
    attrs: { wire: restOf(node) },
    content: items.map((item) => ({
      type: 'listItem',
      attrs: { wire: restOf(item) },
      content: childrenOf(item).map(blockOf),
    })),
  };
}

/** The editor's list item starts with a paragraph. */
const itemFits = (item: WireNode) => childrenOf(item)[0]?.type === 'PARAGRAPH';

function blockOf(node: WireNode): JSONContent {
  const wire = restOf(node);
  switch (node.type) {
    case 'PARAGRAPH':
      return withContent({ type: 'paragraph', attrs: { wire } }, inlineOf(childrenOf(node)));
    case 'HEADING': {
      const level = recordAt(node, 'headingData').level;
      if (!HEADING_LEVELS.includes(level as (typeof HEADING_LEVELS)[number])) return keep(node);
      return withContent({ type: 'heading', attrs: { level, wire } }, inlineOf(childrenOf(node)));
    }
    case 'BULLETED_LIST':
      return listOf(node, 'bulletList');
    case 'ORDERED_LIST':
      return listOf(node, 'orderedList');
    case 'BLOCKQUOTE': {
      const children = childrenOf(node);
      if (children.length === 0) return keep(node);
      return { type: 'blockquote', attrs: { wire }, content: children.map(blockOf) };
    }
    case 'CODE_BLOCK': {
      // A code block holds plain text only; decorated or other children stay as they are.
      const children = childrenOf(node);
      const plain = children.every(
        (child) => child.type === 'TEXT' && marksOf(recordAt(child, 'textData').decorations).length === 0,
      );
      if (!plain) return keep(node);
      const text = children.map((child) => String(recordAt(child, 'textData').text ?? '')).join('');
      return withContent({ type: 'codeBlock', attrs: { wire } }, text ? [{ type: 'text', text }] : []);
    }
    case 'DIVIDER':
      return childrenOf(node).length ? keep(node) : { type: 'horizontalRule', attrs: { wire } };
    case 'IMAGE': {
      const data = recordAt(node, 'imageData');
      const src = recordAt(recordAt(data, 'image'), 'src');
      const alt = typeof data.altText === 'string' ? data.altText : null;
      const url = typeof src.url === 'string' ? src.url : '';
      return { type: 'image', attrs: { src: url, alt, wire } };
    }
    default:
      return keep(node);
  }
}

/** The editor's document for a wire description (an empty one for none). */
export function toEditorDocument(content: WireRichContent | undefined | null): JSONContent {
  const nodes = Array.isArray(content?.nodes) ? content.nodes.filter(isRecord) : [];
  const blocks = nodes.map(blockOf);
  return { type: 'doc', content: blocks.length ? blocks : [{ type: 'paragraph' }] };
}
