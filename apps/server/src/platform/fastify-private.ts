/**
 * A reader of one private, symbol-keyed property of Fastify's objects (a reply's headers, a
 * request's route context), found once by its symbol's description. Null when the property is
 * absent (Fastify renamed it): callers then take the public API, and their tests fail.
 */
export function fastifyPrivate<T>(description: string): (target: object) => T | null {
  let key: symbol | null | undefined;
  return (target) => {
    if (key === undefined) {
      key = Object.getOwnPropertySymbols(target).find((each) => each.description === description) ?? null;
    }
    return key ? ((target as Record<symbol, T | undefined>)[key] ?? null) : null;
  };
}
