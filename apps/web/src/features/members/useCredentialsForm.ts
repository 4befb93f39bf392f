import { useState, type FormEvent } from 'react';
import type { CaptchaTokens, StateMachine } from '@tessera/sdk';
import { useSiteConfig } from '../../app/site-config-context.ts';
import { identityErrorMessage, needsCaptcha } from './identity-errors.ts';
import { useLoginFlow } from './useLoginFlow.ts';

/**
 * The submit of the log-in and sign-up forms: sends the credentials with the captcha token when
 * there is one, follows the login state machine, and on failure shows the message and asks for a
 * captcha (or a fresh one: a token is good for one check). `captcha` is null while none is shown.
 */
export function useCredentialsForm(
  send: (captchaTokens: CaptchaTokens | undefined) => Promise<StateMachine>,
) {
  // A site that requires a captcha shows it with the form, so the first submit can pass; otherwise
  // it appears when the server asks for one (a captcha switched on since this page loaded).
  const { captchaRequired } = useSiteConfig();
  const [captcha, setCaptcha] = useState<string | null>(captchaRequired ? '' : null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const flow = useLoginFlow();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (captcha === '') {
      setError('Please complete the captcha check first.');
      return;
    }
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
