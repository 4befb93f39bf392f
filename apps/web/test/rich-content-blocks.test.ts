import { getSchema, type JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import {
  buttonNode,
  buttonUrlProblem,
  buttonValues,
  editableKind,
  galleryNode,
  galleryProblem,
  galleryValues,
  mapNode,
  mapValues,
  resizeCells,
  tableNode,
  tableProblem,
  tableValues,
  videoNode,
  videoUrlProblem,
  videoValues,
} from '../src/features/dashboard/event-editor/rich-content/block-kinds.ts';
import { descriptionExtensions } from '../src/features/dashboard/event-editor/rich-content/schema.ts';
import { toEditorDocument } from '../src/features/dashboard/event-editor/rich-content/to-editor.ts';
import { toWireRichContent } from '../src/features/dashboard/event-editor/rich-content/to-wire.ts';
import type { WireNode } from '../src/features/dashboard/event-editor/rich-content/wire.ts';

// The blocks the description editor inserts through its forms: each is a wireBlock atom whose
// attrs are the wire node, so editor → wire → editor gives back the same document, through the
// editor's real schema.
const schema = getSchema(descriptionExtensions());
const throughEditor = (json: JSONContent): JSONContent => ProseMirrorNode.fromJSON(schema, json).toJSON();
const inserted = (node: WireNode): JSONContent =>
  throughEditor({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        attrs: { wire: { id: 'p1', paragraphData: {} } },
        content: [{ type: 'text', text: 'Before' }],
      },
      { type: 'wireBlock', attrs: { node } },
    ],
  });
const editorWireEditor = (doc: JSONContent) => throughEditor(toEditorDocument(toWireRichContent(doc)));

const INSERTED: Record<string, WireNode> = {
  video: videoNode({ url: ' https://vimeo.com/123 ', title: 'Teaser' }),
  map: mapNode({ address: 'Schönhauser Allee 36, Berlin', locationName: 'Kulturbrauerei' }),
  button: buttonNode({ text: 'Buy tickets', url: '/events/jazz' }),
  gallery: galleryNode([
    { id: 'site/a.webp', url: '/_media/site/a.webp', width: 800, height: 600, altText: 'The stage' },
    { id: 'site/b.webp', url: '/_media/site/b.webp', width: 600, height: 800, altText: '' },
  ]),
  table: tableNode({
    cells: [
      ['Band', 'Time'],
      ['The Trio', '20:00'],
    ],
    header: true,
  }),
};

describe('description blocks inserted through a form', () => {
  for (const [kind, node] of Object.entries(INSERTED)) {
    it(`round-trips an inserted ${kind}: editor → wire → editor equal`, () => {
      const doc = inserted(node);
      expect(editorWireEditor(doc)).toEqual(doc);
      // The wire node is the one the form built, with its id.
      expect(toWireRichContent(doc).nodes![1]).toEqual(node);
      expect(node.id).toMatch(/^[a-z0-9]+$/);
      expect(editableKind(node)).toBe(node.type);
    });
  }

  it('writes the wire shapes the event page renders', () => {
    expect(INSERTED.video).toMatchObject({
      type: 'VIDEO',
      nodes: [],
      videoData: { video: { src: { url: 'https://vimeo.com/123' } }, title: 'Teaser' },
    });
    expect(INSERTED.map!.mapData).toMatchObject({
      mapSettings: { address: 'Schönhauser Allee 36, Berlin', locationName: 'Kulturbrauerei', marker: true },
    });
    // A page of this site opens in the same tab; another site in a new one.
    expect(INSERTED.button!.buttonData).toMatchObject({
      type: 'LINK',
      text: 'Buy tickets',
      link: { url: '/events/jazz' },
    });
    expect((INSERTED.button!.buttonData as { link: object }).link).not.toHaveProperty('target');
    expect(buttonNode({ text: 'Map', url: 'https://x.test/' }).buttonData).toMatchObject({
      link: { url: 'https://x.test/', target: 'BLANK' },
    });
    expect(INSERTED.gallery!.galleryData).toMatchObject({
      items: [
        {
          image: { media: { src: { id: 'site/a.webp', url: '/_media/site/a.webp' }, width: 800 } },
          altText: 'The stage',
        },
        { image: { media: { src: { id: 'site/b.webp' } } } },
      ],
    });
    const table = INSERTED.table!;
    expect(table.tableData).toMatchObject({ rowHeader: true, dimensions: { colsWidthRatio: [1, 1] } });
    expect(table.nodes!.map((row) => row.type)).toEqual(['TABLE_ROW', 'TABLE_ROW']);
    expect(table.nodes![1]!.nodes![1]).toMatchObject({
      type: 'TABLE_CELL',
      nodes: [{ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: '20:00', decorations: [] } }] }],
    });
  });

  it('reads a node back into its form and keeps what the form does not show when editing', () => {
    const video: WireNode = {
      type: 'VIDEO',
      id: 'v1',
      nodes: [],
      videoData: {
        video: { src: { url: 'https://youtu.be/x', id: 'k' } },
        thumbnail: { src: { url: 'https://t/x.jpg' } },
      },
    };
    expect(videoValues(video)).toEqual({ url: 'https://youtu.be/x', title: '' });
    expect(videoNode({ url: 'https://youtu.be/y', title: '' }, video)).toEqual({
      ...video,
      videoData: {
        containerData: { width: { size: 'CONTENT' }, alignment: 'CENTER' },
        video: { src: { url: 'https://youtu.be/y', id: 'k' } },
        thumbnail: { src: { url: 'https://t/x.jpg' } },
      },
    });
    const map = mapNode({ address: 'A', locationName: '' });
    const located = { ...map, mapData: { mapSettings: { ...mapValues(map), lat: 1, lng: 2, address: 'A' } } };
    // Same address: coordinates kept; a new one drops them (they belonged to the old address).
    expect(mapNode({ address: 'A', locationName: 'X' }, located).mapData).toMatchObject({
      mapSettings: { lat: 1, lng: 2 },
    });
    expect(mapNode({ address: 'B', locationName: '' }, located).mapData).not.toHaveProperty(
      'mapSettings.lat',
    );
    expect(buttonValues(INSERTED.button)).toEqual({ text: 'Buy tickets', url: '/events/jazz' });
    const gallery = galleryValues(INSERTED.gallery);
    expect(galleryNode(gallery, INSERTED.gallery)).toEqual(INSERTED.gallery);
    expect(tableValues(INSERTED.table)).toEqual({
      cells: [
        ['Band', 'Time'],
        ['The Trio', '20:00'],
      ],
      header: true,
    });
    // Editing a cell keeps every id.
    const edited = tableNode(
      {
        cells: [
          ['Band', 'Time'],
          ['The Trio', '21:00'],
        ],
        header: true,
      },
      INSERTED.table,
    );
    expect(JSON.stringify(edited).match(/"id":"[a-z0-9]+"/g)).toEqual(
      JSON.stringify(INSERTED.table).match(/"id":"[a-z0-9]+"/g),
    );
  });

  it('refuses what it cannot keep: bad addresses, empty forms, tables with rich cells', () => {
    expect(videoUrlProblem('http://youtube.com/x')).toMatch(/https/);
    expect(videoUrlProblem('javascript:alert(1)')).toMatch(/https/);
    expect(videoUrlProblem('https://www.youtube.com/watch?v=a')).toBeNull();
    expect(buttonUrlProblem('//evil.test/x')).toMatch(/https address or a path/);
    expect(buttonUrlProblem('javascript:alert(1)')).toMatch(/https address or a path/);
    expect(buttonUrlProblem('/events?x=1')).toBeNull();
    expect(buttonUrlProblem('')).toMatch(/Enter/);
    expect(galleryProblem([])).toMatch(/at least one/);
    expect(tableProblem({ cells: [['', ' ']], header: false })).toMatch(/at least one cell/);
    expect(resizeCells([['a', 'b']], 2, 1)).toEqual([['a'], ['']]);
    const rich: WireNode = {
      type: 'TABLE',
      id: 't',
      nodes: [
        {
          type: 'TABLE_ROW',
          id: 'r',
          nodes: [{ type: 'TABLE_CELL', id: 'c', nodes: [{ type: 'IMAGE', id: 'i' }] }],
        },
      ],
    };
    expect(tableValues(rich)).toBeNull();
    expect(editableKind(rich)).toBeNull();
    expect(editableKind({ type: 'POLL', id: 'p' })).toBeNull();
    expect(editableKind(JSON.parse('{"type":"__proto__"}') as WireNode)).toBeNull();
  });
});
