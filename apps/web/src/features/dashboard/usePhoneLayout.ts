import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `md` breakpoint (62em, where the actions no longer fit a table row) tables give way to stacked cards. Read at the first
 * render, so a phone never paints the wide table first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
}
