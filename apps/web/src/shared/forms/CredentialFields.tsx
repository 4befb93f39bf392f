import { PasswordInput, TextInput } from '@mantine/core';

interface CredentialFieldsProps {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  /** `current-password` to sign in, `new-password` to choose one (password managers read it). */
  passwordAutoComplete?: 'current-password' | 'new-password';
  /** `username` on a sign-in form, `email` where an account is created. */
  emailAutoComplete?: 'username' | 'email';
  /** The rule a new password must meet, shown under the field before anything is submitted. */
  passwordDescription?: string;
}

/** The email and password of a sign-in or sign-up form. */
export function CredentialFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  passwordAutoComplete = 'current-password',
  emailAutoComplete = 'username',
  passwordDescription,
}: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        required
        value={email}
        onChange={(event) => onEmailChange(event.currentTarget.value)}
      />
      <PasswordInput
        label="Password"
        description={passwordDescription}
        autoComplete={passwordAutoComplete}
        required
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
    </>
  );
}
