import { getSchema, type JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { descriptionExtensions } from '../src/features/dashboard/event-editor/rich-content/schema.ts';
import { toEditorDocument } from '../src/features/dashboard/event-editor/rich-content/to-editor.ts';
import { toWireRichContent } from '../src/features/dashboard/event-editor/rich-content/to-wire.ts';
import type { WireNode, WireRichContent } from '../src/features/dashboard/event-editor/rich-content/wire.ts';

// The description editor's document and the wire's rich content, both ways, through the editor's
// real schema (what ProseMirror would drop or reorder, the test sees).
const schema = getSchema(descriptionExtensions());
const throughEditor = (json: JSONContent): JSONContent => ProseMirrorNode.fromJSON(schema, json).toJSON();

let counter = 0;
const newId = () => `new${++counter}`;
const roundTrip = (content: WireRichContent) =>
  toWireRichContent(throughEditor(toEditorDocument(content)), content, { newId });

const text = (value: string, decorations: unknown[] = []): WireNode => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text: value, decorations },
});
const paragraph = (id: string, ...nodes: WireNode[]): WireNode => ({
  type: 'PARAGRAPH',
  id,
  nodes,
  paragraphData: { textStyle: { textAlignment: 'AUTO' }, indentation: 0 },
});

/** One wire document per node kind of spec §3, as the hosted platform writes them. */
const KINDS: Record<string, WireNode> = {
  paragraph: paragraph(
    'p1',
    text('Plain, '),
    text('bold', [{ type: 'BOLD', fontWeightValue: 700 }]),
    text(' and '),
    text('all of them', [
      { type: 'BOLD', fontWeightValue: 700 },
      { type: 'ITALIC', italicData: true },
      { type: 'UNDERLINE', underlineData: true },
      { type: 'STRIKETHROUGH', strikethroughData: true },
      {
        type: 'LINK',
        linkData: { link: { url: 'https://example.com/a', target: 'BLANK', rel: { noreferrer: true } } },
      },
      { type: 'COLOR', colorData: { foreground: '#ff0000' } },
      { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 22 } },
    ]),
    text(' then a\nline break '),
    text('and a link in the same tab', [{ type: 'LINK', linkData: { link: { url: '/events/other' } } }]),
  ),
  heading: {
    type: 'HEADING',
    id: 'h1',
    nodes: [text('A heading')],
    headingData: { level: 2, textStyle: { textAlignment: 'CENTER' } },
  },
  image: {
    type: 'IMAGE',
    id: 'i1',
    nodes: [],
    imageData: {
      containerData: { width: { size: 'CONTENT' }, alignment: 'CENTER', textWrap: true },
      image: { src: { id: 'site/abc.webp', url: '/_media/site/abc.webp' }, width: 1600, height: 900 },
      altText: 'The stage',
      caption: 'Last year',
    },
  },
  gallery: {
    type: 'GALLERY',
    id: 'g1',
    nodes: [],
    galleryData: {
      containerData: { width: { size: 'CONTENT' } },
      items: [
        {
          image: { media: { src: { url: 'https://example.com/1.jpg' }, width: 800, height: 600 } },
          title: 'One',
        },
        {
          image: { media: { src: { url: 'https://example.com/2.jpg' }, width: 800, height: 600 } },
          altText: 'Two',
        },
      ],
      options: { layout: { type: 'GRID' } },
    },
  },
  video: {
    type: 'VIDEO',
    id: 'v1',
    nodes: [],
    videoData: { video: { src: { url: 'https://www.youtube.com/watch?v=abc' } }, title: 'Teaser' },
  },
  map: {
    type: 'MAP',
    id: 'm1',
    nodes: [],
    mapData: {
      mapSettings: {
        address: 'Schönhauser Allee 36, Berlin',
        lat: 52.54,
        lng: 13.41,
        locationName: 'Kulturbrauerei',
      },
    },
  },
  table: {
    type: 'TABLE',
    id: 't1',
    tableData: { dimensions: { colsWidthRatio: [1, 1], rowsHeight: [47, 47], colsMinWidth: [120, 120] } },
    nodes: [
      {
        type: 'TABLE_ROW',
        id: 'r1',
        nodes: [
          { type: 'TABLE_CELL', id: 'c1', nodes: [paragraph('cp1', text('Doors'))], tableCellData: {} },
          { type: 'TABLE_CELL', id: 'c2', nodes: [paragraph('cp2', text('19:00'))], tableCellData: {} },
        ],
      },
    ],
  },
  button: {
    type: 'BUTTON',
    id: 'b1',
    nodes: [],
    buttonData: {
      type: 'LINK',
      text: 'Buy tickets',
      link: { url: 'https://example.com/t', target: 'BLANK' },
    },
  },
  bulletedList: {
    type: 'BULLETED_LIST',
    id: 'l1',
    bulletedListData: { indentation: 0 },
    nodes: [
      { type: 'LIST_ITEM', id: 'li1', nodes: [paragraph('lp1', text('First'))] },
      { type: 'LIST_ITEM', id: 'li2', nodes: [paragraph('lp2', text('Second'))] },
    ],
  },
  orderedList: {
    type: 'ORDERED_LIST',
    id: 'o1',
    orderedListData: { indentation: 0, offset: 2 },
    nodes: [{ type: 'LIST_ITEM', id: 'oi1', nodes: [paragraph('op1', text('Third'))] }],
  },
  blockquote: {
    type: 'BLOCKQUOTE',
    id: 'q1',
    blockquoteData: { indentation: 1 },
    nodes: [paragraph('qp1', text('Quoted'))],
  },
  codeBlock: {
    type: 'CODE_BLOCK',
    id: 'cb1',
    codeBlockData: { textStyle: { textAlignment: 'AUTO' } },
    nodes: [text('npm install\nnpm start')],
  },
  divider: {
    type: 'DIVIDER',
    id: 'd1',
    nodes: [],
    dividerData: { lineStyle: 'SINGLE', width: 'LARGE', alignment: 'CENTER' },
  },
  poll: { type: 'POLL', id: 'pl1', nodes: [], pollData: { poll: { title: 'Which day?' } } },
  unknown: { type: 'SOMETHING_NEW', id: 'u1', nodes: [text('inside')], somethingData: { x: [1, { y: 2 }] } },
  inlineNode: paragraph(
    'p2',
    text('Hello '),
    { type: 'MENTION', id: 'mn1', nodes: [], mentionData: { name: 'Ada' } },
    text('!'),
  ),
};

describe('description: wire rich content <-> editor document', () => {
  for (const [kind, node] of Object.entries(KINDS)) {
    it(`round-trips ${kind}`, () => {
      const content: WireRichContent = { nodes: [node], metadata: { version: 1, id: 'doc' } };
      expect(roundTrip(content)).toEqual(content);
    });
  }

  it('round-trips a document of every kind at once, with its metadata and style', () => {
    const content: WireRichContent = {
      nodes: Object.values(KINDS),
      metadata: { version: 1, createdTimestamp: '2026-01-01T00:00:00Z' },
      documentStyle: { paragraph: { decorations: [] } },
    };
    expect(roundTrip(content)).toEqual(content);
  });

  it('edits what the editor owns: text, heading level, image source and alt text', () => {
    const doc = throughEditor(toEditorDocument({ nodes: [KINDS.heading!, KINDS.image!] }));
    doc.content![0]!.attrs!.level = 3;
    doc.content![0]!.content = [{ type: 'text', text: 'Renamed', marks: [{ type: 'bold' }] }];
    doc.content![1]!.attrs!.alt = 'The new stage';
    doc.content![1]!.attrs!.src = '/_media/site/new.webp';
    const [heading, image] = toWireRichContent(throughEditor(doc), {}, { newId }).nodes!;
    expect(heading).toEqual({
      type: 'HEADING',
      id: 'h1',
      nodes: [text('Renamed', [{ type: 'BOLD', fontWeightValue: 700 }])],
      headingData: { level: 3, textStyle: { textAlignment: 'CENTER' } },
    });
    expect(image).toMatchObject({
      id: 'i1',
      imageData: {
        image: { src: { id: 'site/abc.webp', url: '/_media/site/new.webp' }, width: 1600, height: 900 },
        altText: 'The new stage',
        caption: 'Last year',
      },
    });
  });

  it('gives new nodes new ids and a copied node a fresh one; drops the trailing empty line', () => {
    counter = 0;
    const wire = toWireRichContent(
      throughEditor({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Welcome' }] },
          { type: 'paragraph', attrs: { wire: { id: 'same' } }, content: [{ type: 'text', text: 'a' }] },
          { type: 'paragraph', attrs: { wire: { id: 'same' } }, content: [{ type: 'text', text: 'b' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://x.test' } }] },
            ],
          },
          { type: 'paragraph' },
        ],
      }),
      null,
      { newId },
    );
    expect(wire.nodes!.map((n) => n.id)).toEqual(['new1', 'same', 'new2', 'new3']);
    expect(wire.nodes![0]).toEqual({
      type: 'HEADING',
      id: 'new1',
      nodes: [text('Welcome')],
      headingData: { level: 1 },
    });
    expect(wire.nodes![3]!.nodes![0]).toEqual(
      // A new link opens in a new tab (the editor's default).
      text('link', [{ type: 'LINK', linkData: { link: { url: 'https://x.test', target: 'BLANK' } } }]),
    );
  });

  it('keeps nodes whose children do not fit the editor whole, instead of dropping them', () => {
    const odd: WireNode[] = [
      { type: 'BULLETED_LIST', id: 'x1', nodes: [{ type: 'LIST_ITEM', id: 'x2', nodes: [KINDS.image!] }] },
      { type: 'HEADING', id: 'x3', nodes: [text('Level 9')], headingData: { level: 9 } },
      { type: 'CODE_BLOCK', id: 'x4', nodes: [text('bold code', [{ type: 'BOLD' }])] },
      { type: 'BLOCKQUOTE', id: 'x5', nodes: [] },
      text('a text at block level'),
    ];
    const doc = throughEditor(toEditorDocument({ nodes: odd }));
    expect(doc.content!.map((n) => n.type)).toEqual(Array(5).fill('wireBlock'));
    const back = toWireRichContent(doc, {}, { newId });
    expect(back.nodes!.slice(0, 4)).toEqual(odd.slice(0, 4));
    expect(back.nodes![4]).toMatchObject({ type: 'TEXT', textData: { text: 'a text at block level' } });
  });

  it('maps an empty or missing description to one empty line and back to no nodes', () => {
    expect(toEditorDocument(undefined)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(toWireRichContent(throughEditor(toEditorDocument({ nodes: [] })), {}).nodes).toEqual([]);
  });

  it('ignores hostile shapes: non-object nodes, a __proto__ key, absent text', () => {
    const hostile = JSON.parse(
      '{"nodes":[null,7,"x",{"type":"PARAGRAPH","id":"h","nodes":[{"type":"TEXT","textData":{}}],"__proto__":{"polluted":true}}]}',
    ) as WireRichContent;
    const back = roundTrip(hostile);
    expect(back.nodes).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
