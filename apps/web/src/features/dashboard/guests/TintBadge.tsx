import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge with dark text: the tint's own text colour falls short of 4.5:1 (axe). */
export function TintBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge
      variant="light"
      {...props}
      style={{ overflow: 'visible' }}
      styles={{ label: { color: 'var(--mantine-color-black)', overflow: 'visible' } }}
    >
      {children}
    </Badge>
  );
}
