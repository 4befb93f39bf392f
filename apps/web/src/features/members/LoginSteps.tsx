import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FactorType, StateMachine } from '@tessera/sdk';
import { identityErrorMessage } from './identity-errors.ts';
import { useMemberAuth } from './member-auth.ts';
import { FormError } from '../../shared/forms/FormError.tsx';

/** A step of the login after the password: the state the machine is in. */
export type Step =
  | { kind: 'email-code'; state: Extract<StateMachine, { loginState: 'EMAIL_VERIFICATION_REQUIRED' }> }
  | { kind: 'mfa'; state: Extract<StateMachine, { loginState: 'MFA_REQUIRED' }>; factors: FactorType[] }
  | { kind: 'approval' };

/** The step to show for a state; null on SUCCESS, FAILURE or anything unknown. */
export function stepFor(state: StateMachine): Step | null {
  if (state.loginState === 'EMAIL_VERIFICATION_REQUIRED') return { kind: 'email-code', state };
  if (state.loginState === 'MFA_REQUIRED') {
    const factors = state.data.factors.map((f) => f.factorType);
    return { kind: 'mfa', state, factors: factors.length ? factors : ['TOTP'] };
  }
  if (state.loginState === 'OWNER_APPROVAL_REQUIRED') return { kind: 'approval' };
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
        <FormError>{error}</FormError>
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
  onAnswer: (answer: StateMachine) => Promise<void>;
}) {
  const auth = useMemberAuth();
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
          onSubmit={async (code) => onAnswer(await auth.processVerification({ code }, step.state))}
        />
        <Group gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void auth.resendVerificationCode(step.state).then(() => setResent(true))}
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
          onAnswer(
            await auth.processVerification(
              { code, factorType: chosen, rememberThisDevice: remember },
              step.state,
            ),
          )
        }
      />
    </Stack>
  );
}
