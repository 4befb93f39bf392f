import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** Why a form's last submission failed; nothing when it did not. */
export function FormError({ children, title }: { children?: ReactNode; title?: string }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {children}
    </Alert>
  );
}
