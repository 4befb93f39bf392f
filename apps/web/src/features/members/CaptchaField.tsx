import { TextInput } from '@mantine/core';

/**
 * Shown once the server asks for a captcha (spec §8 code -19971). The token goes to the server's
 * captcha verifier as `captchaTokens[].Recaptcha`; a widget that produces it (reCAPTCHA and its
 * site key) can fill this field instead of the visitor.
 */
export function CaptchaField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Captcha"
      description="This site asks for a captcha check before you continue."
      required
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
