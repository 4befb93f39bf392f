/** The notices' close button needs a name for screen readers (Mantine's has none). */
export const CLOSE = { 'aria-label': 'Close notice' } as const;
