import { isRecord, recordAt, type WireNode } from './wire.ts';

// The blocks the editor inserts and edits through a form (video, map, button, gallery, table).
// Each is a `wireBlock` atom whose attrs are the wire node itself, so the mapping stays a plain
// round-trip. Building from a form merges over the node being edited: fields the form does not
// show (container data, styles, ids) are kept as they came.

export type FormKind = 'VIDEO' | 'MAP' | 'BUTTON' | 'GALLERY' | 'TABLE';
export const FORM_KINDS: readonly FormKind[] = ['VIDEO', 'MAP', 'BUTTON', 'GALLERY', 'TABLE'];

export const newBlockId = () => Math.random().toString(36).slice(2, 10);

const CONTAINER = { width: { size: 'CONTENT' }, alignment: 'CENTER' };
const dataOf = (node: WireNode | null | undefined, key: string) => recordAt(node, key);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether `url` parses as an https URL with a host. */
function isHttps(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !!parsed.hostname;
  } catch {
    return false;
  }
}

/** A path of this site: starts with one slash (two would be another host). */
const isSitePath = (url: string) => /^\/(?!\/)[^\s\\]*$/.test(url);

// ---- Video -------------------------------------------------------------------------------------

export interface VideoValues {
  url: string;
  title: string;
}

export const videoValues = (node?: WireNode | null): VideoValues => ({
  url: str(recordAt(recordAt(dataOf(node, 'videoData'), 'video'), 'src').url),
  title: str(dataOf(node, 'videoData').title),
});

/** A problem with a video address, in words, or null. YouTube, Vimeo or any https address. */
export function videoUrlProblem(url: string): string | null {
  if (!url.trim()) return 'Enter the video’s address.';
  return isHttps(url.trim()) ? null : 'Enter an https address (a YouTube or Vimeo page, or a video file).';
}

export function videoNode(values: VideoValues, base?: WireNode | null): WireNode {
  const data = dataOf(base, 'videoData');
  const video = recordAt(data, 'video');
  const videoData: Record<string, unknown> = {
    containerData: CONTAINER,
    ...data,
    video: { ...video, src: { ...recordAt(video, 'src'), url: values.url.trim() } },
  };
  if (values.title.trim()) videoData.title = values.title.trim();
  else delete videoData.title;
  return { ...base, type: 'VIDEO', id: base?.id || newBlockId(), nodes: [], videoData };
}

// ---- Map ---------------------------------------------------------------------------------------

export interface MapValues {
  address: string;
  locationName: string;
}

export const mapValues = (node?: WireNode | null): MapValues => {
  const settings = recordAt(dataOf(node, 'mapData'), 'mapSettings');
  return { address: str(settings.address), locationName: str(settings.locationName) };
};

export const mapAddressProblem = (address: string) =>
  address.trim() ? null : 'Enter the address the map shows.';

export function mapNode(values: MapValues, base?: WireNode | null): WireNode {
  const data = dataOf(base, 'mapData');
  const kept = recordAt(data, 'mapSettings');
  const address = values.address.trim();
  const mapSettings: Record<string, unknown> = {
    marker: true,
    initialZoom: 16,
    mapType: 'ROADMAP',
    zoomControl: true,
    draggable: true,
    ...kept,
    address,
  };
  // Coordinates belong to the address they were found for: a new address drops them (the map
  // link then searches the address).
  if (address !== str(kept.address)) {
    delete mapSettings.lat;
    delete mapSettings.lng;
  }
  if (values.locationName.trim()) mapSettings.locationName = values.locationName.trim();
  else delete mapSettings.locationName;
  return {
    ...base,
    type: 'MAP',
    id: base?.id || newBlockId(),
    nodes: [],
    mapData: { containerData: CONTAINER, ...data, mapSettings },
  };
}

// ---- Button ------------------------------------------------------------------------------------

export interface ButtonValues {
  text: string;
  url: string;
}

export const buttonValues = (node?: WireNode | null): ButtonValues => ({
  text: str(dataOf(node, 'buttonData').text),
  url: str(recordAt(dataOf(node, 'buttonData'), 'link').url),
});

export const buttonTextProblem = (text: string) =>
  text.trim() ? (text.trim().length > 60 ? 'Keep the label under 60 characters.' : null) : 'Enter the label.';

export function buttonUrlProblem(url: string): string | null {
  const value = url.trim();
  if (!value) return 'Enter where the button leads.';
  return isHttps(value) || isSitePath(value)
    ? null
    : 'Enter an https address or a path of this site starting with “/”.';
}

export function buttonNode(values: ButtonValues, base?: WireNode | null): WireNode {
  const data = dataOf(base, 'buttonData');
  const url = values.url.trim();
  const link: Record<string, unknown> = { ...recordAt(data, 'link'), url };
  // Another site opens in a new tab; a page of this site in the same one.
  if (isSitePath(url)) delete link.target;
  else link.target = 'BLANK';
  return {
    ...base,
    type: 'BUTTON',
    id: base?.id || newBlockId(),
    nodes: [],
    buttonData: { containerData: CONTAINER, type: 'LINK', ...data, text: values.text.trim(), link },
  };
}

// ---- Gallery -----------------------------------------------------------------------------------

export interface GalleryImage {
  /** The media id (absent for an image that came with the description from elsewhere). */
  id?: string;
  url: string;
  width?: number;
  height?: number;
  altText: string;
  /** The wire item as it came, kept under what the form edits. */
  item?: Record<string, unknown>;
}

export const MAX_GALLERY_IMAGES = 20;

export const galleryValues = (node?: WireNode | null): GalleryImage[] => {
  const items = dataOf(node, 'galleryData').items;
  return (Array.isArray(items) ? items.filter(isRecord) : []).map((item) => {
    const media = recordAt(recordAt(item, 'image'), 'media');
    const src = recordAt(media, 'src');
    return {
      ...(typeof src.id === 'string' ? { id: src.id } : {}),
      url: str(src.url),
      ...(typeof media.width === 'number' ? { width: media.width } : {}),
      ...(typeof media.height === 'number' ? { height: media.height } : {}),
      altText: str(item.altText),
      item,
    };
  });
};

export const galleryProblem = (images: GalleryImage[]) =>
  images.length === 0
    ? 'Add at least one image.'
    : images.length > MAX_GALLERY_IMAGES
      ? `A gallery holds up to ${MAX_GALLERY_IMAGES} images.`
      : null;

function galleryItem(image: GalleryImage): Record<string, unknown> {
  const kept = image.item ?? {};
  const keptImage = recordAt(kept, 'image');
  const keptMedia = recordAt(keptImage, 'media');
  const src: Record<string, unknown> = { ...recordAt(keptMedia, 'src'), url: image.url };
  if (image.id) src.id = image.id;
  const media: Record<string, unknown> = { ...keptMedia, src };
  if (image.width !== undefined) media.width = image.width;
  if (image.height !== undefined) media.height = image.height;
  const item: Record<string, unknown> = { ...kept, image: { ...keptImage, media } };
  if (image.altText.trim()) item.altText = image.altText.trim();
  else delete item.altText;
  return item;
}

export function galleryNode(images: GalleryImage[], base?: WireNode | null): WireNode {
  const data = dataOf(base, 'galleryData');
  return {
    ...base,
    type: 'GALLERY',
    id: base?.id || newBlockId(),
    nodes: [],
    galleryData: {
      containerData: CONTAINER,
      options: { layout: { type: 'GRID' } },
      ...data,
      items: images.map(galleryItem),
    },
  };
}

// ---- Table -------------------------------------------------------------------------------------

export interface TableValues {
  /** rows × columns of plain text. */
  cells: string[][];
  /** The first row is a header row. */
  header: boolean;
}

export const MAX_TABLE_ROWS = 20;
export const MAX_TABLE_COLUMNS = 6;

const childrenOf = (node: unknown): WireNode[] =>
  isRecord(node) && Array.isArray(node.nodes) ? (node.nodes.filter(isRecord) as WireNode[]) : [];

/** A cell's plain text, or null when it holds more than one undecorated paragraph of text. */
function cellText(cell: WireNode): string | null {
  const blocks = childrenOf(cell);
  if (blocks.length === 0) return '';
  if (blocks.length > 1 || blocks[0]!.type !== 'PARAGRAPH') return null;
  let text = '';
  for (const child of childrenOf(blocks[0])) {
    const data = recordAt(child, 'textData');
    const decorations = Array.isArray(data.decorations) ? data.decorations : [];
    if (child.type !== 'TEXT' || decorations.length > 0) return null;
    text += str(data.text);
  }
  return text;
}

/** The table as plain text, or null when the form cannot edit it without losing something. */
export function tableValues(node?: WireNode | null): TableValues | null {
  if (!node)
    return {
      cells: [
        ['', ''],
        ['', ''],
      ],
      header: true,
    };
  const rows = childrenOf(node);
  if (rows.length === 0 || rows.some((row) => row.type !== 'TABLE_ROW')) return null;
  const cells: string[][] = [];
  for (const row of rows) {
    const texts = childrenOf(row).map((cell) => (cell.type === 'TABLE_CELL' ? cellText(cell) : null));
    if (texts.length === 0 || texts.some((text) => text === null)) return null;
    cells.push(texts as string[]);
  }
  const width = cells[0]!.length;
  if (cells.some((row) => row.length !== width)) return null;
  return { cells, header: dataOf(node, 'tableData').rowHeader === true };
}

/** The grid resized to rows × columns, keeping what fits. */
export function resizeCells(cells: string[][], rows: number, columns: number): string[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cells[r]?.[c] ?? ''),
  );
}

export const tableProblem = (values: TableValues) =>
  values.cells.every((row) => row.every((cell) => !cell.trim())) ? 'Fill in at least one cell.' : null;

const textNode = (text: string): WireNode => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text, decorations: [] },
});

function cellNode(text: string, kept: WireNode | undefined): WireNode {
  const paragraph = childrenOf(kept)[0];
  return {
    tableCellData: {},
    ...kept,
    type: 'TABLE_CELL',
    id: kept?.id || newBlockId(),
    nodes: [
      {
        paragraphData: {},
        ...paragraph,
        type: 'PARAGRAPH',
        id: paragraph?.id || newBlockId(),
        nodes: text ? [textNode(text)] : [],
      },
    ],
  };
}

export function tableNode(values: TableValues, base?: WireNode | null): WireNode {
  const data = dataOf(base, 'tableData');
  const rows = values.cells;
  const columns = rows[0]?.length ?? 0;
  const keptRows = childrenOf(base);
  const tableData: Record<string, unknown> = {
    ...data,
    dimensions: {
      colsWidthRatio: Array(columns).fill(1),
      rowsHeight: Array(rows.length).fill(47),
      colsMinWidth: Array(columns).fill(120),
    },
  };
  if (values.header) tableData.rowHeader = true;
  else delete tableData.rowHeader;
  return {
    ...base,
    type: 'TABLE',
    id: base?.id || newBlockId(),
    tableData,
    nodes: rows.map((row, r) => {
      const keptRow = keptRows[r];
      const keptCells = childrenOf(keptRow);
      return {
        ...keptRow,
        type: 'TABLE_ROW',
        id: keptRow?.id || newBlockId(),
        nodes: row.map((text, c) => cellNode(text.trim(), keptCells[c])),
      };
    }),
  };
}

/** Whether the editor can open a form for this kept block. */
export function editableKind(node: WireNode | null | undefined): FormKind | null {
  if (!node || !FORM_KINDS.includes(node.type as FormKind)) return null;
  if (node.type === 'TABLE' && !tableValues(node)) return null;
  return node.type as FormKind;
}
