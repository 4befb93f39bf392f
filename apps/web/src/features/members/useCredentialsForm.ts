import { useState, type FormEvent } from 'react';
import type { CaptchaTokens, StateMachine } from '@tessera/sdk';
import { identityErrorMessage, needsCaptcha } from './identity-errors.ts';
import { useLoginFlow } from './useLoginFlow.ts';

/**
 * The submit of the log-in and sign-up forms: sends the credentials with the captcha token when
 * there is one, follows the login state machine, and on failure shows the message and asks for a
 * captcha (or a fresh one: a token is good for one check).
 */
export function useCredentialsForm(
  send: (captchaTokens: CaptchaTokens | undefined) => Promise<StateMachine>,
) {
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const flow = useLoginFlow();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await flow.onAnswer(await send(captcha ? { recaptchaToken: captcha } : undefined));
    } catch (caught) {
      if (needsCaptcha(caught) || captcha !== null) setCaptcha('');
      setError(identityErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };
  return { flow, submit, captcha, setCaptcha, error, pending };
}
