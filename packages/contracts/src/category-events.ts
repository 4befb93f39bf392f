import { Type, type TSchema } from '@sinclair/typebox';

const categoryPayload = Type.Object(
  { categoryId: Type.String(), name: Type.String(), timestamp: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);

/** Categories' domain events (modules/categories). */
export const categoryDomainEvents = {
  category_created: categoryPayload,
  category_updated: categoryPayload,
  category_deleted: categoryPayload,
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    categories: typeof categoryDomainEvents;
  }
}
