import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { OptionValues } from './product-form.ts';

const OPTION_TYPES = [
  { value: 'drop_down', label: 'List' },
  { value: 'color', label: 'Color' },
];

/** The product's options (Size, Color…); their choices generate the variants on save. */
export function OptionsField({
  options,
  errors,
  onChange,
}: {
  options: OptionValues[];
  errors: Record<string, string>;
  onChange: (options: OptionValues[]) => void;
}) {
  const update = (index: number, change: Partial<OptionValues>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...change } : option)));
  return (
    <Fieldset legend="Options">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Each combination of choices becomes a variant with its own price, SKU and stock. Changing the
          options makes the variants again.
        </Text>
        {options.map((option, index) => (
          <Group key={index} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={`Option ${index + 1} name`}
              value={option.name}
              maxLength={50}
              onChange={(event) => update(index, { name: event.currentTarget.value })}
              error={errors[`option${index}`]}
              style={{ flex: '1 1 140px' }}
            />
            <Select
              label={`Option ${index + 1} type`}
              data={OPTION_TYPES}
              value={option.optionType}
              allowDeselect={false}
              onChange={(value) => update(index, { optionType: value === 'color' ? 'color' : 'drop_down' })}
              style={{ flex: '0 1 120px' }}
            />
            <TextInput
              label={`Option ${index + 1} choices`}
              description={
                option.optionType === 'color'
                  ? 'Comma-separated, e.g. Red #ff0000, Blue'
                  : 'Comma-separated, e.g. S, M, L'
              }
              value={option.choices}
              onChange={(event) => update(index, { choices: event.currentTarget.value })}
              style={{ flex: '2 1 220px' }}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              c="red.9"
              mt={26}
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors.options && (
          <Text size="sm" c="red.8">
            {errors.options}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="sm"
            disabled={options.length >= 6}
            onClick={() => onChange([...options, { name: '', optionType: 'drop_down', choices: '' }])}
          >
            Add an option
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
