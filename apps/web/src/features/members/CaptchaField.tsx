import { useEffect, useRef, useState } from 'react';
import { Alert, Checkbox, Input } from '@mantine/core';
import { useSiteConfig } from '../../app/site-config-context.ts';
import { loadRecaptcha, type Recaptcha } from './recaptcha.ts';

interface CaptchaFieldProps {
  /** The widget's token; '' until solved, and set back to '' to ask for a fresh one. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Shown once the server asks for a captcha (spec §8 code -19971). The widget is the one the
 * server is configured with (`/api/site-config`): the provider's (reCAPTCHA) or, in development,
 * a checkbox that yields the test verifier's token.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  const { captcha } = useSiteConfig();
  if (captcha.provider === 'recaptcha')
    return <RecaptchaWidget siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} {...props} />;
  if (captcha.provider === 'test')
    return (
      <Checkbox
        label="I am not a robot (test captcha: development only)"
        checked={props.value === 'test-pass'}
        onChange={(event) => props.onChange(event.currentTarget.checked ? 'test-pass' : '')}
      />
    );
  return (
    <Alert color="red" variant="light" title="Captcha unavailable">
      This site asks for a captcha, but none is set up on the server. Please contact the site owner.
    </Alert>
  );
}

function RecaptchaWidget({
  siteKey,
  scriptUrl,
  value,
  onChange,
}: CaptchaFieldProps & { siteKey: string; scriptUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Recaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(scriptUrl).then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => changed.current(token),
          'expired-callback': () => changed.current(''),
          'error-callback': () => changed.current(''),
        });
        widget.current = { api, id };
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [scriptUrl, siteKey]);

  // A token is good for one check: once the form clears it, the visitor solves the widget again.
  useEffect(() => {
    const current = widget.current;
    if (value === '' && current && current.api.getResponse(current.id)) current.api.reset(current.id);
  }, [value]);

  return (
    <Input.Wrapper label="Captcha" description="This site asks for a captcha check before you continue.">
      {failed ? (
        <Alert color="red" variant="light">
          The captcha could not be loaded. Check your connection and reload the page.
        </Alert>
      ) : (
        <div ref={container} data-testid="captcha-widget" />
      )}
    </Input.Wrapper>
  );
}
