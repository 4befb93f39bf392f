import type { Collection } from '@tessera/sdk/collections';
import { mainImageOf } from './product-view.ts';
import './collection-filters.css';

/**
 * The picture to show ~30 px wide: the main image's thumbnail (the upload's 320 px variant) when
 * the server has one, else the image itself (web images and images stored before thumbnails).
 */
function smallImageOf(collection: Collection) {
  return collection.media.mainMedia?.thumbnail ?? mainImageOf(collection);
}

/**
 * The shop's collections as filter buttons, each with its image when it has one ("All products"
 * first). The image is decoration beside the name (empty alt: the button is named by its text);
 * width and height give the aspect ratio before it arrives, and it loads lazily; the small variant
 * is loaded, not the largest.
 */
export function CollectionFilters({
  collections,
  chosen,
  onChoose,
}: {
  collections: readonly Collection[];
  /** The chosen collection's id; '' for all products. */
  chosen: string;
  onChoose: (collectionId: string) => void;
}) {
  return (
    <nav aria-label="Collections" className="shop-collections">
      <button type="button" className="filter" aria-pressed={!chosen} onClick={() => onChoose('')}>
        All products
      </button>
      {collections
        .filter((c) => c.slug !== 'all-products')
        .map((c) => {
          const image = smallImageOf(c);
          return (
            <button
              key={c.id}
              type="button"
              className={image ? 'filter shop-collection-pictured' : 'filter'}
              aria-pressed={chosen === c.id}
              onClick={() => onChoose(c.id)}
            >
              {image && (
                <img
                  src={image.url}
                  alt=""
                  {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
                  loading="lazy"
                  className="shop-collection-image"
                />
              )}
              {c.name}
            </button>
          );
        })}
    </nav>
  );
}
