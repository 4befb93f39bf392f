import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { AddressFieldset } from './AddressFieldset.tsx';
import type { ContactDetails, ContactErrors } from './contact-details.ts';
import { shopErrorMessage } from './shop-errors.ts';

/**
 * The checkout's first step: email, shipping address and billing address (the same by default;
 * unticked, a second fieldset of its own). Submitting saves them on the checkout.
 */
export function ContactForm({
  details,
  errors,
  saved,
  pending,
  error,
  onChange,
  onSubmit,
}: {
  details: ContactDetails;
  errors: ContactErrors;
  saved: boolean;
  pending: boolean;
  error: unknown;
  onChange: (details: ContactDetails) => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" component="section" aria-labelledby="shipping-heading">
        <Title order={2} size="h4" id="shipping-heading">
          Contact and addresses
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={details.email}
          error={errors.email}
          onChange={(e) => onChange({ ...details, email: e.currentTarget.value })}
        />
        <AddressFieldset
          legend="Shipping address"
          section="shipping"
          value={details.shipping}
          errors={errors.shipping}
          onChange={(shipping) => onChange({ ...details, shipping })}
        />
        <Checkbox
          label="The billing address is the same as the shipping address"
          checked={details.billingSame}
          onChange={(e) => onChange({ ...details, billingSame: e.currentTarget.checked })}
        />
        {!details.billingSame && (
          <AddressFieldset
            legend="Billing address"
            section="billing"
            value={details.billing}
            errors={errors.billing}
            onChange={(billing) => onChange({ ...details, billing })}
          />
        )}
        {Boolean(error) && (
          <Alert color="red" role="alert">
            {shopErrorMessage(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant={saved ? 'light' : 'filled'} loading={pending}>
            {saved ? 'Address saved' : 'Continue to shipping'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
