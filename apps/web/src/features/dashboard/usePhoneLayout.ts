import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em) tables give way to stacked cards. Read at the first
 * render, so a phone never paints the wide table first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
}
