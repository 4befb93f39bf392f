import { Badge } from '@mantine/core';

// Dark text on the light tint: the tint's own text colour falls short of 4.5:1.
const LABEL_STYLES = { label: { color: 'var(--mantine-color-black)', overflow: 'visible' } };

/** A status as a tinted badge whose text stays readable. */
export function StatusBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} variant="light" style={{ overflow: 'visible' }} styles={LABEL_STYLES}>
      {label}
    </Badge>
  );
}
