import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

// Dark text on the light tint or outline: the tint's own text colour falls short of 4.5:1.
const LABEL_STYLES = { label: { color: 'var(--mantine-color-black)', overflow: 'visible' } };

/** A status badge people can read (contrast 4.5:1 on every colour). */
export function StoreBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge {...props} style={{ overflow: 'visible' }} styles={LABEL_STYLES}>
      {children}
    </Badge>
  );
}
