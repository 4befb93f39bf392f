import { createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The site's accent (#2f5bea, styles.css --accent) as a Mantine scale; shade 6 is the accent itself,
// so white text on a filled button keeps a 5.5:1 contrast.
const accent: MantineColorsTuple = [
  '#ecf0fe',
  '#d5ddfb',
  '#a9baf6',
  '#7b95f1',
  '#5476ed',
  '#3c63eb',
  '#2f5bea',
  '#224bd1',
  '#1a42bc',
  '#0b38a6',
];

export const theme = createTheme({
  primaryColor: 'accent',
  primaryShade: 6,
  colors: { accent },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // No transitions for people who ask their system for less motion (styles.css does the rest).
  respectReducedMotion: true,
  components: {
    // A notice's close button is an icon: it needs a name for screen readers (axe: button-name).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } },
    }),
  },
});

/**
 * Mantine's dimmed text (gray 6) and placeholders fall short of a 4.5:1 contrast on white; the
 * site's muted grey (styles.css --muted) passes. The page background stays the site's.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f5f64',
    '--mantine-color-placeholder': '#6b6b70',
    // An input's error text and its invalid value: red 6 is 3.3:1 on white, red 9 is 5.9:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-body': '#ffffff',
  },
  dark: {},
});
