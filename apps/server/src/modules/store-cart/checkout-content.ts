import type { GetCheckoutContentResponse } from '@tessera/contracts/checkout-content';
import type { Static } from '@sinclair/typebox';
import { AppError } from '../../platform/errors.ts';

/**
 * `GET /ecom/v1/checkout-content/{appId}/{componentId}`: the texts a content provider app gives
 * the checkout page. A hosted site installs such apps (an SPI); Tessera installs none and its
 * checkouts name no `customContentReference`, so every app is answered as the hosted API answers
 * an app the site does not have — and the checkout page keeps its own texts.
 */
export function checkoutContent(appId: string): Static<typeof GetCheckoutContentResponse> {
  throw new AppError(
    'NOT_FOUND',
    'REQUIRED_APP_NOT_INSTALLED',
    'No checkout content app is installed on this site: the checkout uses its default texts',
    { appId },
  );
}
