/**
 * The carriers the platform knows by their code (their tracking links are made by the server);
 * any other provider is the owner's own name, shown as it is.
 */
export const KNOWN_CARRIERS = [
  { value: 'ups', label: 'UPS' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'usps', label: 'USPS' },
  { value: 'dhl', label: 'DHL' },
  { value: 'canadaPost', label: 'Canada Post' },
] as const;

/** A provider's name for people: a known carrier's, else the owner's own word. */
export function carrierName(provider: string): string {
  return KNOWN_CARRIERS.find((carrier) => carrier.value === provider)?.label ?? provider;
}
