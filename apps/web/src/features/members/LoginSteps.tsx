import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTesseraClient } from '@tessera/react';
import {
  resendEmailCode,
  verifyEmailCode,
  verifyFactor,
  type FactorType,
  type StateResponse,
} from './api.ts';
import { identityErrorMessage } from './identity-errors.ts';

/** A step of the login after the password: what the state machine asked for. */
export type Step =
  | { kind: 'email-code'; stateToken: string }
  | { kind: 'mfa'; stateToken: string; factors: FactorType[] }
  | { kind: 'approval' };

/** The next step for an answer of register, login or a verification; null on SUCCESS or unknown. */
export function stepFor(answer: StateResponse): Step | null {
  const stateToken = answer.stateToken ?? '';
  if (answer.state === 'REQUIRE_EMAIL_VERIFICATION') return { kind: 'email-code', stateToken };
  if (answer.state === 'REQUIRE_MFA') {
    const factors = (answer.requireMfaData?.availableFactors ?? []).map((f) => f.factorType);
    return { kind: 'mfa', stateToken, factors: factors.length ? factors : ['TOTP'] };
  }
  if (answer.state === 'REQUIRE_OWNER_APPROVAL') return { kind: 'approval' };
  return null;
}

const FACTOR_LABELS: Partial<Record<FactorType, string>> = {
  TOTP: 'Code from your authenticator app',
  EMAIL: 'Code from the email we sent',
  SMS: 'Code from the text message',
  CALL: 'Code from the call',
};

function CodeForm({
  label,
  description,
  submitLabel,
  extra,
  onSubmit,
}: {
  label: string;
  description?: string;
  submitLabel: string;
  extra?: ReactNode;
  onSubmit: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (caught) {
      setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          label={label}
          description={description}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {extra}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The email-code and MFA steps, and the wait for the owner's approval. */
export function LoginStep({
  step,
  onAnswer,
}: {
  step: Step;
  onAnswer: (answer: StateResponse) => Promise<void>;
}) {
  const client = useTesseraClient();
  const [factor, setFactor] = useState<FactorType | null>(null);
  const [remember, setRemember] = useState(false);
  const [resent, setResent] = useState(false);

  if (step.kind === 'approval') {
    return (
      <Alert color="blue" variant="light" title="Waiting for approval">
        Your account was created. The site owner must approve it before you can log in.
      </Alert>
    );
  }
  if (step.kind === 'email-code') {
    return (
      <Stack gap="sm">
        <Text size="sm">We emailed you a verification code. Enter it to confirm your address.</Text>
        <CodeForm
          label="Verification code"
          submitLabel="Verify"
          onSubmit={async (code) => onAnswer(await verifyEmailCode(client, step.stateToken, code))}
        />
        <Group gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void resendEmailCode(client, step.stateToken).then(() => setResent(true))}
          >
            Send a new code
          </Anchor>
          {resent && (
            <Text size="sm" c="dimmed" role="status">
              A new code is on its way.
            </Text>
          )}
        </Group>
      </Stack>
    );
  }
  const chosen = factor ?? step.factors[0];
  return (
    <Stack gap="sm">
      <Text size="sm">This account uses two-step verification.</Text>
      {step.factors.length > 1 && (
        <Group gap="xs">
          {step.factors.map((f) => (
            <Button
              key={f}
              size="compact-sm"
              variant={f === chosen ? 'filled' : 'default'}
              aria-pressed={f === chosen}
              onClick={() => setFactor(f)}
            >
              {f === 'TOTP' ? 'Authenticator app' : f.charAt(0) + f.slice(1).toLowerCase()}
            </Button>
          ))}
        </Group>
      )}
      <CodeForm
        key={chosen}
        label={FACTOR_LABELS[chosen] ?? 'Verification code'}
        submitLabel="Verify"
        extra={
          <Checkbox
            label="Remember this device"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
        }
        onSubmit={async (code) =>
          onAnswer(await verifyFactor(client, chosen, step.stateToken, code, remember))
        }
      />
    </Stack>
  );
}
