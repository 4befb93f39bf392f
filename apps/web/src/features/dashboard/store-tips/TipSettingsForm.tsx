import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSaveTipSettings } from '@tessera/react';
import type { TipSettings } from '@tessera/sdk/tips-admin';
import { errorMessage } from '../error-message.ts';
import { notifyDone } from '../feedback.ts';
import {
  changeOf,
  draftOf,
  noPresetProblem,
  presetProblems,
  type TipSettingsDraft,
} from './tip-settings-form.ts';

/** The site's default tip settings: what the checkout offers and how tips split among staff. */
export function TipSettingsForm({ current }: { current: TipSettings }) {
  const [draft, setDraft] = useState<TipSettingsDraft>(() => draftOf(current));
  const [checked, setChecked] = useState(false);
  const save = useSaveTipSettings();
  const problems = presetProblems(draft);
  const missing = noPresetProblem(draft);
  const set = (change: Partial<TipSettingsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setPreset = (index: number, value: string) =>
    setDraft((d) => {
      const presets = [...d.presets] as TipSettingsDraft['presets'];
      presets[index] = value;
      return { ...d, presets };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing || problems.some(Boolean)) return;
    save.mutate(
      { id: current.id, change: changeOf(draft, current.revision) },
      { onSuccess: () => notifyDone('Tip settings saved.') },
    );
  };

  const unit = draft.tipType === 'PERCENTAGE' ? '%' : 'amount';
  return (
    <Paper withBorder p="md" component="form" noValidate onSubmit={submit} aria-label="Tip settings">
      <Stack gap="md">
        <Title order={2} size="h3">
          Tips at checkout
        </Title>
        {save.error && (
          <Alert color="red" variant="light" title="The tip settings were not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Switch
          label="Customers may add a tip at checkout"
          checked={draft.allowCustomerTip}
          onChange={(e) => set({ allowCustomerTip: e.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="tip-type-label">
            Tips are
          </Text>
          <SegmentedControl
            aria-labelledby="tip-type-label"
            fullWidth
            maw={420}
            value={draft.tipType}
            onChange={(value) => set({ tipType: value as TipSettingsDraft['tipType'] })}
            data={[
              { value: 'PERCENTAGE', label: 'Percentages' },
              { value: 'AMOUNT', label: 'Fixed amounts' },
            ]}
          />
        </Stack>
        <Radio.Group
          label="Tips customers pick from (the selected one is preselected)"
          value={draft.preselected === null ? '' : String(draft.preselected)}
          onChange={(value) => set({ preselected: value === '' ? null : Number(value) })}
          error={checked && missing}
        >
          <Group gap="md" align="flex-start" wrap="wrap" mt="xs">
            {draft.presets.map((value, index) => (
              <Group key={index} gap={6} align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Tip ${index + 1} (${unit})`}
                  w={130}
                  inputMode="decimal"
                  value={value}
                  error={checked && problems[index]}
                  onChange={(e) => setPreset(index, e.currentTarget.value)}
                />
                <Radio value={String(index)} aria-label={`Preselect tip ${index + 1}`} mb={8} />
              </Group>
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label="Customers may enter their own amount"
          checked={draft.allowCustomAmount}
          onChange={(e) => set({ allowCustomAmount: e.currentTarget.checked })}
        />
        <Radio.Group
          label="Tips given to staff are split"
          value={draft.staffDistributionMethod}
          onChange={(value) =>
            set({ staffDistributionMethod: value as TipSettingsDraft['staffDistributionMethod'] })
          }
        >
          <Stack gap={6} mt="xs">
            <Radio value="EQUAL" label="Equally" />
            <Radio value="PROPORTIONAL" label="By the price of what each served" />
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save tip settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
