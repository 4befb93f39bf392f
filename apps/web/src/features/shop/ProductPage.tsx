import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAddToCart, useProduct } from '@tessera/react';
import type { Product, Variant } from '@tessera/sdk/products';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { itemsIn, writeCartCount } from './cart-count.ts';
import { CART_PATH, productPath, SHOP_PATH } from './paths.ts';
import { choiceInStock, priceOf, stockOf, variantFor } from './product-view.ts';
import { shopErrorMessage } from './shop-errors.ts';
import { useRequestBackInStock } from './store-calls.ts';
import './shop.css';

/**
 * A product (`/shop/products/:slug`): its media, options → the variant, price with its discount,
 * stock, quantity and "Add to cart"; out of stock, an email sign-up for when it is back.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  usePageTitle(product.data?.name ?? 'Product');
  if (product.error) {
    return (
      <div className="notice" role="alert">
        <h1>This product cannot be shown</h1>
        <p>{shopErrorMessage(product.error)}</p>
        <Link to={SHOP_PATH}>Back to the shop</Link>
      </div>
    );
  }
  if (product.data === undefined) {
    return (
      <p className="muted" role="status">
        Loading the product…
      </p>
    );
  }
  if (product.data === null) return <NotFound />;
  return <ProductDetails key={product.data.id} product={product.data} />;
}

function NotFound() {
  return (
    <div className="notice">
      <h1>Product not found</h1>
      <p>This product does not exist or is no longer sold.</p>
      <Link to={SHOP_PATH}>Back to the shop</Link>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    // A single choice is chosen already.
    Object.fromEntries(
      product.productOptions
        .filter((o) => o.choices.filter((c) => c.visible).length === 1)
        .map((o) => [o.name, o.choices.find((c) => c.visible)!.description]),
    ),
  );
  const hasOptions = product.productOptions.length > 0;
  const variant = hasOptions ? variantFor(product, choices) : product.variants?.[0];
  const priceData = variant?.variant.priceData ?? product.priceData;
  const price = priceOf(priceData);
  const stock = stockOf(product, variant);
  const missing = product.productOptions.filter((o) => !choices[o.name]).map((o) => o.name);

  return (
    <article className="shop-product">
      <Gallery product={product} choices={choices} />
      <div className="shop-product-info">
        <p className="muted">
          <Link to={SHOP_PATH}>Shop</Link>
        </p>
        <h1>{product.name}</h1>
        {product.ribbon && <span className="shop-ribbon shop-ribbon-inline">{product.ribbon}</span>}
        <p className="shop-product-price">
          {price.before && (
            <>
              <s aria-label={`was ${price.before}`}>{price.before}</s>{' '}
            </>
          )}
          <strong>{price.now}</strong>
          {price.before && product.discount.type === 'PERCENT' && (
            <span className="shop-discount"> {product.discount.value}% off</span>
          )}
        </p>
        {product.productOptions.map((option) => (
          <div key={option.name} className="shop-option">
            <label htmlFor={`option-${option.name}`}>{option.name}</label>
            <select
              id={`option-${option.name}`}
              value={choices[option.name] ?? ''}
              onChange={(e) => setChoices({ ...choices, [option.name]: e.currentTarget.value })}
            >
              <option value="">Choose {option.name.toLowerCase()}</option>
              {option.choices
                .filter((c) => c.visible)
                .map((c) => {
                  const available = choiceInStock(product, choices, option.name, c.description);
                  return (
                    <option key={c.description} value={c.description}>
                      {c.description}
                      {available ? '' : ' (out of stock)'}
                    </option>
                  );
                })}
            </select>
          </div>
        ))}
        {missing.length === 0 && (
          <p className={stock.canBuy ? 'shop-stock' : 'shop-stock-out'} role="status">
            {stock.text}
          </p>
        )}
        {missing.length > 0 ? (
          <p className="muted">Choose {missing.join(' and ').toLowerCase()} to see the price and stock.</p>
        ) : stock.canBuy ? (
          <AddToCart product={product} variant={variant} max={stock.max} />
        ) : (
          <BackInStock product={product} variant={variant} price={priceData.discountedPrice} />
        )}
        {product.description && (
          // The catalog's description is the owner's HTML; shown as text (no markup from the server).
          <div className="shop-description">
            <h2>Description</h2>
            <p>{textOf(product.description)}</p>
          </div>
        )}
      </div>
    </article>
  );
}

/** The owner's description as plain text (tags dropped by the browser's parser, nothing run). */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent?.trim() ?? '';
}

function Gallery({ product, choices }: { product: Product; choices: Record<string, string> }) {
  const images = product.media.items.filter((m) => m.image);
  // A choice with its own media shows it first.
  const choiceMedia = product.productOptions
    .flatMap((o) => o.choices.filter((c) => choices[o.name] === c.description))
    .flatMap((c) => c.media?.items ?? [])
    .filter((m) => m.image);
  const shown = choiceMedia.length ? choiceMedia : images;
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [shown.length, shown[0]?.id]);
  const current = shown[Math.min(index, shown.length - 1)];
  if (!current?.image) {
    return <div className="shop-gallery shop-card-placeholder" aria-hidden />;
  }
  return (
    <div className="shop-gallery">
      <img
        className="shop-gallery-main"
        src={current.image.url}
        alt={current.image.altText || current.title || product.name}
        width={current.image.width}
        height={current.image.height}
      />
      {shown.length > 1 && (
        <ul className="shop-thumbs" aria-label="Images">
          {shown.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                aria-label={`Image ${i + 1} of ${shown.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={(m.thumbnail ?? m.image)!.url} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddToCart({ product, variant, max }: { product: Product; variant?: Variant; max?: number }) {
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const limit = Math.min(max ?? 99, 99);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate([{ productId: product.id, ...(variant ? { variantId: variant.id } : {}), quantity }], {
      onSuccess: (cart) => writeCartCount(itemsIn(cart)),
    });
  };
  return (
    <form className="shop-add" onSubmit={onSubmit}>
      <div className="shop-option">
        <label htmlFor="shop-quantity">Quantity</label>
        <input
          id="shop-quantity"
          type="number"
          min={1}
          max={limit}
          value={quantity}
          onChange={(e) =>
            setQuantity(Math.max(1, Math.min(limit, Math.floor(Number(e.currentTarget.value)) || 1)))
          }
        />
      </div>
      <button type="submit" className="button button-primary" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add to cart'}
      </button>
      <div aria-live="polite">
        {add.isSuccess && (
          <p className="shop-added">
            Added to your cart. <Link to={CART_PATH}>View cart</Link>
          </p>
        )}
        {add.error && (
          <p className="shop-error" role="alert">
            {shopErrorMessage(add.error)}
          </p>
        )}
      </div>
    </form>
  );
}

function BackInStock({ product, variant, price }: { product: Product; variant?: Variant; price: number }) {
  const request = useRequestBackInStock();
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const image = product.media.mainMedia?.image?.url;
    request.mutate({
      item: { productId: product.id, ...(variant ? { variantId: variant.id } : {}) },
      email: email.trim(),
      itemUrl: new URL(productPath(product.slug), window.location.origin).href,
      // The email's price is a decimal string (the catalog's number as it is).
      details: { name: product.name, price: String(price), ...(image ? { image } : {}) },
    });
  };
  if (request.isSuccess) {
    return (
      <p className="shop-added" role="status">
        We will email {request.data.email ?? email} when it is back in stock.
      </p>
    );
  }
  return (
    <form className="shop-back-in-stock" onSubmit={onSubmit}>
      <h2>Get an email when it is back</h2>
      <label htmlFor="shop-bis-email">Email</label>
      <input
        id="shop-bis-email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Notify me'}
      </button>
      {request.error && (
        <p className="shop-error" role="alert">
          {shopErrorMessage(request.error)}
        </p>
      )}
    </form>
  );
}
