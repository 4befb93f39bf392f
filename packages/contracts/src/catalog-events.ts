import { Type } from '@sinclair/typebox';

// Domain events of the store catalog (modules/store-catalog), declared by its module.

const at = { timestamp: Type.String({ format: 'date-time' }) };
const closed = { additionalProperties: false } as const;

export const CatalogEntityFqdn = {
  product: 'wix.stores.catalog.v1.product',
  collection: 'wix.stores.catalog.v1.collection',
} as const;

export const catalogDomainEvents = {
  product_created: Type.Object(
    { productId: Type.String(), name: Type.String(), slug: Type.String(), visible: Type.Boolean(), ...at },
    closed,
  ),
  /** `changedFields`: the wire fields a write changed (`priceData`, `media`, `productOptions`, …). */
  product_changed: Type.Object(
    { productId: Type.String(), changedFields: Type.Array(Type.String()), ...at },
    closed,
  ),
  product_deleted: Type.Object({ productId: Type.String(), ...at }, closed),
  product_variants_changed: Type.Object(
    {
      productId: Type.String(),
      variants: Type.Array(
        Type.Object(
          {
            variantId: Type.String(),
            choices: Type.Record(Type.String(), Type.String()),
            changedFields: Type.Array(Type.String()),
          },
          closed,
        ),
      ),
      ...at,
    },
    closed,
  ),
  collection_created: Type.Object(
    { collectionId: Type.String(), name: Type.String(), slug: Type.String(), visible: Type.Boolean(), ...at },
    closed,
  ),
  collection_changed: Type.Object(
    { collectionId: Type.String(), changedFields: Type.Array(Type.String()), ...at },
    closed,
  ),
  collection_deleted: Type.Object({ collectionId: Type.String(), ...at }, closed),
};

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    catalog: typeof catalogDomainEvents;
  }
}
