import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SectionProps } from './editor-context.ts';

/** Where: a venue with its address, or online. */
export function LocationFields({ values, set, errorOf }: SectionProps) {
  const venue = values.locationType === 'VENUE';
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} id="location-type-label">
          Location
        </Text>
        <SegmentedControl
          aria-labelledby="location-type-label"
          value={values.locationType}
          onChange={(type) => set('locationType', type as 'VENUE' | 'ONLINE')}
          data={[
            { value: 'VENUE', label: 'At a venue' },
            { value: 'ONLINE', label: 'Online' },
          ]}
        />
      </div>
      <TextInput
        label={venue ? 'Venue name' : 'Where online'}
        placeholder={venue ? 'e.g. Kulturbrauerei' : 'e.g. Zoom'}
        maxLength={50}
        error={errorOf('locationName')}
        value={values.locationName}
        onChange={(e) => set('locationName', e.currentTarget.value)}
      />
      {venue && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Street and number"
            autoComplete="street-address"
            maxLength={250}
            error={errorOf('addressLine')}
            value={values.addressLine}
            onChange={(e) => set('addressLine', e.currentTarget.value)}
          />
          <TextInput
            label="City"
            autoComplete="address-level2"
            maxLength={100}
            error={errorOf('city')}
            value={values.city}
            onChange={(e) => set('city', e.currentTarget.value)}
          />
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            maxLength={100}
            error={errorOf('postalCode')}
            value={values.postalCode}
            onChange={(e) => set('postalCode', e.currentTarget.value)}
          />
          <TextInput
            label="Country code"
            description="Two letters, e.g. DE"
            autoComplete="country"
            maxLength={2}
            error={errorOf('country')}
            value={values.country}
            onChange={(e) => set('country', e.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
      )}
      <Checkbox
        label="The location is still to be announced"
        checked={values.locationTbd}
        onChange={(e) => set('locationTbd', e.currentTarget.checked)}
      />
    </Stack>
  );
}
