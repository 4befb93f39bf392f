import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCTS_SORTS, useCollections, useProducts, type ProductsSort } from '@tessera/react';
import type { Product } from '@tessera/sdk/products';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Pager } from '../../shared/Pager.tsx';
import { CollectionFilters } from './CollectionFilters.tsx';
import { productPath } from './paths.ts';
import { mainImageOf, priceOf } from './product-view.ts';
import { shopErrorMessage } from './shop-errors.ts';
import './shop.css';

const PAGE_SIZE = 12;
const SORT_NAMES: Record<ProductsSort, string> = {
  newest: 'Newest',
  name: 'Name (A–Z)',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

/** The store's catalog (`/shop`): collections, a name search, sort and pages, all in the address. */
export function CatalogPage() {
  usePageTitle('Shop');
  const [search, setSearch] = useSearchParams();
  const collectionId = search.get('collection') ?? '';
  const sortParam = search.get('sort') as ProductsSort | null;
  const sort: ProductsSort = sortParam && PRODUCTS_SORTS.includes(sortParam) ? sortParam : 'newest';
  const namePrefix = search.get('q') ?? '';
  const page = Math.max(0, Math.floor(Number(search.get('page')) || 0));
  const collections = useCollections();
  const products = useProducts({
    ...(collectionId ? { collectionId } : {}),
    ...(namePrefix ? { namePrefix } : {}),
    sort,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const [typed, setTyped] = useState(namePrefix);

  /** Changes some parameters; any change but the page starts at the first page. */
  const change = (values: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in values)) next.delete('page');
    setSearch(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed.trim() });
  };
  const total = products.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="shop">
      <h1>Shop</h1>
      <div className="shop-filters">
        <CollectionFilters
          collections={collections.data ?? []}
          chosen={collectionId}
          onChoose={(id) => change({ collection: id })}
        />
        <form className="shop-search" role="search" onSubmit={onSearch}>
          <label htmlFor="shop-search">Name starts with</label>
          <input
            id="shop-search"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <div className="shop-sort">
          <label htmlFor="shop-sort">Sort by</label>
          <select id="shop-sort" value={sort} onChange={(e) => change({ sort: e.currentTarget.value })}>
            {PRODUCTS_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.error ? (
        <div className="notice" role="alert">
          <p>The products could not be loaded. {shopErrorMessage(products.error)}</p>
          <button type="button" className="button" onClick={() => void products.refetch()}>
            Try again
          </button>
        </div>
      ) : !products.data ? (
        <p className="muted" role="status">
          Loading products…
        </p>
      ) : products.data.items.length === 0 ? (
        <div className="notice">
          <p>No products match.</p>
          {(collectionId || namePrefix) && (
            <button type="button" className="button" onClick={() => setSearch(new URLSearchParams())}>
              Show all products
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="muted" role="status">
            {total === 1 ? '1 product' : `${total} products`}
          </p>
          <ul className="shop-grid" aria-busy={products.isPlaceholderData}>
            {products.data.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
          <Pager
            page={page}
            hasNext={page + 1 < totalPages}
            totalPages={totalPages}
            onPage={(p) => change({ page: p ? String(p) : '' })}
          />
        </>
      )}
    </div>
  );
}

function ProductCard({ product }: { product: Product }) {
  const image = mainImageOf(product);
  const price = priceOf(product.priceData);
  const soldOut = !product.stock.inStock;
  return (
    <li className="shop-card">
      <Link to={productPath(product.slug)} className="shop-card-link">
        <div className="shop-card-image">
          {image ? (
            <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" />
          ) : (
            <span aria-hidden className="shop-card-placeholder" />
          )}
          {product.ribbon && <span className="shop-ribbon">{product.ribbon}</span>}
        </div>
        <span className="shop-card-name">{product.name}</span>
      </Link>
      <span className="shop-price">
        {price.before && (
          <>
            <s aria-label={`was ${price.before}`}>{price.before}</s>{' '}
          </>
        )}
        <strong>{price.now}</strong>
      </span>
      {soldOut && <span className="shop-stock-out">Out of stock</span>}
    </li>
  );
}
