import { useState, type FormEvent } from 'react';
import { Alert, Button, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { shopErrorMessage } from './shop-errors.ts';
import { chipOf, CUSTOM, customAmountOf, NONE, presetLabel } from './tip-choice.ts';
import { useTipChoice, useUpdateTipChoice } from './tip-calls.ts';

/**
 * The tip on the checkout, when the store takes tips: no tip, the owner's presets (percentages of
 * the items or amounts) and, when allowed, an amount of the buyer's own. A choice is sent at once;
 * the summary then shows the tip as the server priced it.
 */
export function TipPicker({ checkoutId }: { checkoutId: string }) {
  const tip = useTipChoice(checkoutId);
  const update = useUpdateTipChoice(checkoutId);
  const settings = tip.data?.tipSettings;
  const saved = settings ? chipOf(settings, tip.data?.tipChoice) : NONE;
  // The custom chip is picked before an amount is sent: the field shows until another chip is.
  const [picked, setPicked] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string>();
  if (!settings) return null;

  const chip = picked ?? saved;
  const choose = (value: string) => {
    setPicked(value);
    setCustomError(undefined);
    if (value === CUSTOM) {
      setCustom(tip.data?.tipChoice?.tipType === 'CUSTOM' ? (tip.data.tipChoice.value ?? '') : '');
      return;
    }
    const preset = settings.presets[Number(value)];
    update.mutate(
      value === NONE || !preset
        ? { tipType: settings.tipType, value: '0' }
        : { tipType: settings.tipType, value: String(preset.value) },
      // Refused: the chips show the choice the checkout still holds.
      { onError: () => setPicked(null) },
    );
  };
  const sendCustom = (event: FormEvent) => {
    event.preventDefault();
    const amount = customAmountOf(custom);
    if (!amount) {
      setCustomError('Enter an amount, for example 5 or 2.50.');
      return;
    }
    setCustomError(undefined);
    update.mutate({ tipType: 'CUSTOM', value: amount });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="tip-heading">
      <Title order={2} size="h4" id="tip-heading">
        Tip
      </Title>
      <Chip.Group multiple={false} value={chip} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-labelledby="tip-heading">
          <Chip name="tip" value={NONE} disabled={update.isPending}>
            No tip
          </Chip>
          {settings.presets.map((preset, index) => (
            <Chip name="tip" key={index} value={String(index)} disabled={update.isPending}>
              {presetLabel(settings, preset.value)}
            </Chip>
          ))}
          {settings.allowCustomAmount && (
            <Chip name="tip" value={CUSTOM} disabled={update.isPending}>
              Other amount
            </Chip>
          )}
        </Group>
      </Chip.Group>
      {chip === CUSTOM && (
        <form onSubmit={sendCustom} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={`Tip amount (${settings.currency})`}
              inputMode="decimal"
              value={custom}
              error={customError}
              onChange={(e) => {
                setCustom(e.currentTarget.value);
                setCustomError(undefined);
              }}
              w={180}
            />
            <Button type="submit" variant="light" mt={25} loading={update.isPending}>
              Add tip
            </Button>
          </Group>
        </form>
      )}
      {update.isSuccess && !update.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {Number(update.data.tipAmount) > 0 ? 'Tip added to your total.' : 'No tip.'}
        </Text>
      )}
      {update.error && (
        <Alert color="red" role="alert">
          {shopErrorMessage(update.error)}
        </Alert>
      )}
    </Stack>
  );
}
