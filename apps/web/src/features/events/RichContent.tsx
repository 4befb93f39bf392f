import type { CSSProperties, ReactNode } from 'react';
import { mapHref, safeColor, safeHref, safeMediaSrc } from './rich-content-links.ts';
import './rich-content.css';

// The event description as the wire gives it (spec §3 rich content), in plain React: no editor
// code on the visitor's page. Kinds it does not know show their children, if any; a POLL (which
// needs the hosted platform) shows nothing. Headings start at h2: the page's h1 is the title.

interface Node {
  type?: unknown;
  id?: unknown;
  nodes?: unknown;
  [data: string]: unknown;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const dataOf = (value: unknown, key: string): Data => {
  const inner = isRecord(value) ? value[key] : undefined;
  return isRecord(inner) ? inner : {};
};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const childrenOf = (node: Node): Node[] => (Array.isArray(node.nodes) ? node.nodes.filter(isRecord) : []);

/** Nested deeper than this, a document is not a description someone wrote: the rest is left out. */
const MAX_DEPTH = 40;

const ALIGNMENTS: Record<string, CSSProperties['textAlign']> = {
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
  JUSTIFY: 'justify',
};
const alignOf = (data: Data): CSSProperties | undefined => {
  const align = ALIGNMENTS[String(dataOf(data, 'textStyle').textAlignment)];
  return align ? { textAlign: align } : undefined;
};

function Text({ node }: { node: Node }) {
  const data = dataOf(node, 'textData');
  const text = typeof data.text === 'string' ? data.text : '';
  const lines = text.split('\n');
  let out: ReactNode = lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
  const decorations = Array.isArray(data.decorations) ? data.decorations.filter(isRecord) : [];
  // Innermost first, so a link wraps the styled text.
  for (const d of [...decorations].reverse()) {
    if (d.type === 'BOLD' && !(typeof d.fontWeightValue === 'number' && d.fontWeightValue < 600))
      out = <strong>{out}</strong>;
    else if (d.type === 'ITALIC' && d.italicData !== false) out = <em>{out}</em>;
    else if (d.type === 'UNDERLINE' && d.underlineData !== false) out = <u>{out}</u>;
    else if (d.type === 'STRIKETHROUGH' && d.strikethroughData !== false) out = <s>{out}</s>;
    else if (d.type === 'COLOR') {
      const color = safeColor(dataOf(d, 'colorData').foreground);
      if (color) out = <span style={{ color }}>{out}</span>;
    }
  }
  const link = dataOf(
    dataOf(
      decorations.find((d) => d.type === 'LINK'),
      'linkData',
    ),
    'link',
  );
  const href = safeHref(link.url);
  if (href) {
    const blank = link.target === 'BLANK';
    out = (
      <a href={href} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {out}
      </a>
    );
  }
  return <>{out}</>;
}

function Image({ data }: { data: Data }) {
  const image = dataOf(data, 'image');
  const src = safeMediaSrc(dataOf(image, 'src').url);
  if (!src) return null;
  const caption = textOf(data.caption);
  const width = typeof image.width === 'number' ? image.width : undefined;
  const height = typeof image.height === 'number' ? image.height : undefined;
  const img = <img src={src} alt={textOf(data.altText) ?? ''} width={width} height={height} loading="lazy" />;
  const href = safeHref(dataOf(data, 'link').url);
  return (
    <figure className="rich-image">
      {href ? <a href={href}>{img}</a> : img}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

function Gallery({ data }: { data: Data }) {
  const items = Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  const shown = items.flatMap((item, i) => {
    const media = dataOf(dataOf(item, 'image'), 'media');
    const src = safeMediaSrc(dataOf(media, 'src').url);
    if (!src) return [];
    const title = textOf(item.title);
    return [
      <li key={i}>
        <figure className="rich-image">
          <img src={src} alt={textOf(item.altText) ?? title ?? ''} loading="lazy" />
          {title && <figcaption>{title}</figcaption>}
        </figure>
      </li>,
    ];
  });
  return shown.length ? <ul className="rich-gallery">{shown}</ul> : null;
}

/** Video sites named on the link, so a visitor knows where it leads. */
const VIDEO_SITES: [RegExp, string][] = [
  [/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/i, 'YouTube'],
  [/(^|\.)vimeo\.com$/i, 'Vimeo'],
];
const videoSite = (src: string) =>
  VIDEO_SITES.find(([host]) => host.test(new URL(src, 'https://this.site').hostname))?.[1];

/**
 * A video file plays here; a page of a video site (YouTube, say) is a link, with the node's own
 * thumbnail if it has one: no third-party frame or script (the page's CSP allows no such frame).
 */
function Video({ data }: { data: Data }) {
  const src = safeMediaSrc(dataOf(dataOf(data, 'video'), 'src').url);
  if (!src) return null;
  const title = textOf(data.title);
  if (/\.(mp4|webm|ogg|mov)(\?|#|$)/i.test(src)) {
    return (
      <figure className="rich-video">
        <video src={src} controls preload="none" aria-label={title ?? 'Video'} />
        {title && <figcaption>{title}</figcaption>}
      </figure>
    );
  }
  const site = videoSite(src);
  const thumbnail = safeMediaSrc(dataOf(dataOf(data, 'thumbnail'), 'src').url);
  const label = `▶ ${title ?? 'Watch the video'}${site ? ` on ${site}` : ''}`;
  return (
    <p className="rich-video-link">
      <a href={src} target="_blank" rel="noopener noreferrer">
        {thumbnail && <img src={thumbnail} alt="" loading="lazy" />}
        <span>{label}</span>
      </a>
    </p>
  );
}

function MapLink({ data }: { data: Data }) {
  const settings = dataOf(data, 'mapSettings');
  const href = mapHref(settings);
  if (!href) return null;
  const name = textOf(settings.locationName);
  const address = textOf(settings.address);
  return (
    <p className="rich-map">
      <a href={href} target="_blank" rel="noopener noreferrer">
        📍 {[name, address].filter(Boolean).join(', ') || 'Show on a map'}
      </a>
    </p>
  );
}

function Button({ data }: { data: Data }) {
  const href = safeHref(dataOf(data, 'link').url);
  const text = textOf(data.text);
  if (!href || !text) return null;
  const blank = dataOf(data, 'link').target === 'BLANK';
  return (
    <p>
      <a
        className="rich-button"
        href={href}
        {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {text}
      </a>
    </p>
  );
}

function Table({ node, depth }: { node: Node; depth: number }) {
  const rows = childrenOf(node).filter((row) => row.type === 'TABLE_ROW');
  const header = dataOf(node, 'tableData').rowHeader === true;
  return (
    <div className="rich-table">
      <table>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {childrenOf(row).map((cell, c) => {
                const Cell = header && r === 0 ? 'th' : 'td';
                return <Cell key={c}>{blocks(childrenOf(cell), depth + 1)}</Cell>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Level n is h(n), except that level 1 is h2: the page's one h1 is the event's title.
const HEADINGS = ['h2', 'h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function block(node: Node, key: number, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return null;
  const children = childrenOf(node);
  const inline = () => children.map((child, i) => inlineNode(child, i, depth + 1));
  switch (node.type) {
    case 'PARAGRAPH': {
      const data = dataOf(node, 'paragraphData');
      return (
        <p key={key} style={alignOf(data)}>
          {children.length ? inline() : <br />}
        </p>
      );
    }
    case 'HEADING': {
      const data = dataOf(node, 'headingData');
      const level = typeof data.level === 'number' ? Math.min(Math.max(Math.trunc(data.level), 1), 6) : 2;
      const Heading = HEADINGS[level]!;
      return (
        <Heading key={key} style={alignOf(data)}>
          {inline()}
        </Heading>
      );
    }
    case 'BULLETED_LIST':
      return <ul key={key}>{blocks(children, depth + 1)}</ul>;
    case 'ORDERED_LIST':
      return <ol key={key}>{blocks(children, depth + 1)}</ol>;
    case 'LIST_ITEM':
      return <li key={key}>{blocks(children, depth + 1)}</li>;
    case 'BLOCKQUOTE':
      return <blockquote key={key}>{blocks(children, depth + 1)}</blockquote>;
    case 'CODE_BLOCK':
      return (
        <pre key={key}>
          <code>{inline()}</code>
        </pre>
      );
    case 'DIVIDER':
      return <hr key={key} />;
    case 'IMAGE':
      return <Image key={key} data={dataOf(node, 'imageData')} />;
    case 'GALLERY':
      return <Gallery key={key} data={dataOf(node, 'galleryData')} />;
    case 'VIDEO':
      return <Video key={key} data={dataOf(node, 'videoData')} />;
    case 'MAP':
      return <MapLink key={key} data={dataOf(node, 'mapData')} />;
    case 'BUTTON':
      return <Button key={key} data={dataOf(node, 'buttonData')} />;
    case 'TABLE':
      return <Table key={key} node={node} depth={depth} />;
    case 'TEXT':
      return (
        <p key={key}>
          <Text node={node} />
        </p>
      );
    case 'POLL':
      return null;
    default:
      return children.length ? <div key={key}>{blocks(children, depth + 1)}</div> : null;
  }
}

function inlineNode(node: Node, key: number, depth: number): ReactNode {
  if (node.type === 'TEXT') return <Text key={key} node={node} />;
  // Inline nodes of other kinds (a mention, say): their text, if they carry any.
  return depth > MAX_DEPTH ? null : (
    <span key={key}>{childrenOf(node).map((c, i) => inlineNode(c, i, depth + 1))}</span>
  );
}

const blocks = (nodes: Node[], depth: number): ReactNode[] => nodes.map((node, i) => block(node, i, depth));

/** A description's nodes; nothing for an empty one. */
export function RichContent({
  content,
  className,
}: {
  content: { nodes?: unknown } | undefined;
  className?: string;
}) {
  const nodes = Array.isArray(content?.nodes) ? content.nodes.filter(isRecord) : [];
  if (nodes.length === 0) return null;
  return <div className={['rich-content', className].filter(Boolean).join(' ')}>{blocks(nodes, 0)}</div>;
}

/** Whether a description has anything to show. */
export const hasRichContent = (content: { nodes?: unknown } | undefined) =>
  Array.isArray(content?.nodes) && content.nodes.length > 0;
