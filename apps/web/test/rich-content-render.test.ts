import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichContent } from '../src/features/events/RichContent.tsx';

const text = (value: string, decorations: unknown[] = []) => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text: value, decorations },
});
const render = (nodes: unknown[]) => renderToStaticMarkup(createElement(RichContent, { content: { nodes } }));

describe('the event page renders a description (rich content)', () => {
  it('renders each node kind of spec §3', () => {
    const html = render([
      { type: 'HEADING', id: 'h', nodes: [text('Line-up')], headingData: { level: 1 } },
      { type: 'HEADING', id: 'h2', nodes: [text('Bands')], headingData: { level: 2 } },
      { type: 'HEADING', id: 'h3', nodes: [text('Times')], headingData: { level: 3 } },
      {
        type: 'PARAGRAPH',
        id: 'p',
        nodes: [
          text('Doors at '),
          text('seven', [
            { type: 'BOLD', fontWeightValue: 700 },
            { type: 'ITALIC', italicData: true },
          ]),
          text('\nsee ', []),
          text('the site', [
            { type: 'LINK', linkData: { link: { url: 'https://example.com', target: 'BLANK' } } },
          ]),
        ],
      },
      {
        type: 'IMAGE',
        id: 'i',
        nodes: [],
        imageData: {
          image: { src: { url: '/_media/s/a.webp' }, width: 800, height: 600 },
          altText: 'Stage',
          caption: 'The stage',
        },
      },
      {
        type: 'GALLERY',
        id: 'g',
        nodes: [],
        galleryData: {
          items: [{ image: { media: { src: { url: 'https://example.com/1.jpg' } } }, title: 'One' }],
        },
      },
      {
        type: 'VIDEO',
        id: 'v',
        nodes: [],
        videoData: { video: { src: { url: 'https://example.com/teaser.mp4' } }, title: 'Teaser' },
      },
      {
        type: 'VIDEO',
        id: 'v2',
        nodes: [],
        videoData: { video: { src: { url: 'https://www.youtube.com/watch?v=x' } } },
      },
      {
        type: 'MAP',
        id: 'm',
        nodes: [],
        mapData: { mapSettings: { address: 'Main St 1', lat: 52.5, lng: 13.4, locationName: 'Hall' } },
      },
      {
        type: 'TABLE',
        id: 't',
        tableData: {},
        nodes: [
          {
            type: 'TABLE_ROW',
            id: 'r',
            nodes: [
              {
                type: 'TABLE_CELL',
                id: 'c',
                nodes: [{ type: 'PARAGRAPH', id: 'cp', nodes: [text('19:00')] }],
              },
            ],
          },
        ],
      },
      {
        type: 'BUTTON',
        id: 'b',
        nodes: [],
        buttonData: { type: 'LINK', text: 'Buy', link: { url: '/events/x' } },
      },
      {
        type: 'BULLETED_LIST',
        id: 'l',
        nodes: [
          { type: 'LIST_ITEM', id: 'li', nodes: [{ type: 'PARAGRAPH', id: 'lp', nodes: [text('One')] }] },
        ],
      },
    ]);
    expect(html).toContain('<h2>Line-up</h2><h2>Bands</h2><h3>Times</h3>');
    expect(html).toContain('<strong><em>seven</em></strong><br/>see ');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">the site</a>',
    );
    expect(html).toContain(
      '<img src="/_media/s/a.webp" alt="Stage" width="800" height="600" loading="lazy"/>',
    );
    expect(html).toContain('<figcaption>The stage</figcaption>');
    expect(html).toContain('<ul class="rich-gallery"><li>');
    expect(html).toContain('<video src="https://example.com/teaser.mp4"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=x"');
    expect(html).toContain('https://www.openstreetmap.org/?mlat=52.5&amp;mlon=13.4');
    expect(html).toContain('<td><p>19:00</p></td>');
    expect(html).toContain('<a class="rich-button" href="/events/x">Buy</a>');
    expect(html).toContain('<ul><li><p>One</p></li></ul>');
  });

  it('follows no unsafe link and shows unknown kinds by their children', () => {
    const html = render([
      {
        type: 'PARAGRAPH',
        id: 'p',
        nodes: [text('click', [{ type: 'LINK', linkData: { link: { url: 'javascript:alert(1)' } } }])],
      },
      {
        type: 'IMAGE',
        id: 'i',
        nodes: [],
        imageData: { image: { src: { url: 'data:image/png;base64,xx' } } },
      },
      { type: 'BUTTON', id: 'b', nodes: [], buttonData: { text: 'Go', link: { url: 'javascript:x' } } },
      {
        type: 'PARAGRAPH',
        id: 'c',
        nodes: [text('red', [{ type: 'COLOR', colorData: { foreground: 'red;background:url(x)' } }])],
      },
      {
        type: 'SOMETHING_NEW',
        id: 'u',
        nodes: [{ type: 'PARAGRAPH', id: 'up', nodes: [text('still shown')] }],
      },
      { type: 'POLL', id: 'pl', nodes: [] },
      null,
      'text',
    ]);
    expect(html).not.toContain('javascript');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('background');
    expect(html).toContain('<p>click</p>');
    expect(html).toContain('<div><p>still shown</p></div>');
  });

  it('renders nothing for an empty description and stops at a hostile depth', () => {
    expect(render([])).toBe('');
    let node: Record<string, unknown> = text('deep');
    for (let i = 0; i < 500; i++) node = { type: 'BLOCKQUOTE', id: String(i), nodes: [node] };
    expect(render([node])).not.toContain('deep');
  });
});
