import { ApplicationError, TesseraApiError, ValidationError } from '@tessera/sdk';

/** Whether the server asked for a captcha (spec §8: -19971 missing, -19970 invalid). */
export const needsCaptcha = (error: unknown) =>
  error instanceof ApplicationError && (error.code === '-19971' || error.code === '-19970');

/** What to tell a visitor about a failed identity call, by the spec §8 codes where there is one. */
export function identityErrorMessage(error: unknown): string {
  if (error instanceof ApplicationError) {
    switch (error.code) {
      case '-19971':
        return 'Please complete the captcha.';
      case '-19970':
        return 'The captcha was not accepted. Please try again.';
      case '-19976':
      case '-19999':
        return 'Wrong email or password.';
      case '-19973':
        return 'This account needs a new password: use “Forgot password?”.';
      case '-19995':
        return 'An account with this email already exists. Log in instead.';
      default:
        return error.description || error.message;
    }
  }
  if (error instanceof ValidationError) {
    return error.fieldViolations.map((v) => `${v.field}: ${v.description}`).join('; ') || error.message;
  }
  if (error instanceof TesseraApiError || error instanceof Error) return error.message;
  return String(error);
}
