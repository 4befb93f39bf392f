/**
 * Tracking links of the carriers the hosted platform knows by name: a fulfillment naming one of
 * them with a tracking number gets its link made from the number; any other provider name is the
 * owner's own carrier, whose link (if any) the owner gives.
 */
const carrierLinks: Readonly<Record<string, (number: string) => string>> = {
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  canadaPost: (n) => `https://www.canadapost-postescanada.ca/track-reperez/en#/details/${n}`,
};

/** The carrier's tracking link of a number, or null for a provider it does not know. */
export function carrierTrackingLink(
  provider: string | null | undefined,
  trackingNumber: string | null | undefined,
) {
  if (!provider || !trackingNumber || !Object.hasOwn(carrierLinks, provider)) return null;
  return carrierLinks[provider]!(encodeURIComponent(trackingNumber));
}

/** Only web links: a `javascript:` or `data:` link would run in the buyer's email or the dashboard. */
export const isWebLink = (link: string) => /^https?:\/\/[^\s]+$/i.test(link);
