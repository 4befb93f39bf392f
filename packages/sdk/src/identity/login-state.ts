import { ApplicationError, TesseraApiError, ValidationError } from '../errors.ts';

/** Where a register, login or verification step leaves the visitor (spec §4 "Login state mapping"). */
export const LoginState = {
  SUCCESS: 'SUCCESS',
  INITIAL: 'INITIAL',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  /** Tessera answers MFA with its own state (the hosted platform's SDK reports 'Unknown _state'). */
  MFA_REQUIRED: 'MFA_REQUIRED',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

export type FactorType = 'PASSWORD' | 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH';

/** spec §8 failures, named as the hosted platform's SDK names them, plus Tessera's extra cases. */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'emailAlreadyExists'
  /** A verification or MFA code was wrong or expired. */
  | 'invalidCode'
  /** The account may not log in (blocked): the server's STATUS_CHECK. */
  | 'statusCheck';

export type StateMachine =
  | { loginState: typeof LoginState.SUCCESS; data: { sessionToken: string } }
  | { loginState: typeof LoginState.INITIAL }
  | { loginState: typeof LoginState.FAILURE; error: string; errorCode?: LoginErrorCode; cause?: unknown }
  | { loginState: typeof LoginState.EMAIL_VERIFICATION_REQUIRED; data: { stateToken: string } }
  | { loginState: typeof LoginState.OWNER_APPROVAL_REQUIRED }
  | {
      loginState: typeof LoginState.MFA_REQUIRED;
      data: { stateToken: string; factors: { factorType: FactorType; factorStatus: string }[] };
    };

/** What register, login and every verification step answer on the wire. */
export interface StateResponse {
  state?: string;
  sessionToken?: string | null;
  stateToken?: string | null;
  requireMfaData?: { availableFactors?: { factorType: FactorType; factorStatus: string }[] } | null;
}

const failure = (error: string, errorCode?: LoginErrorCode, cause?: unknown): StateMachine => ({
  loginState: LoginState.FAILURE,
  error,
  ...(errorCode ? { errorCode } : {}),
  ...(cause !== undefined ? { cause } : {}),
});

/** spec §4: SUCCESS, owner approval, email verification, MFA; any other state is 'Unknown _state'. */
export function stateFromResponse(response: StateResponse): StateMachine {
  switch (response.state) {
    case 'SUCCESS':
      if (response.sessionToken)
        return { loginState: LoginState.SUCCESS, data: { sessionToken: response.sessionToken } };
      break;
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: LoginState.OWNER_APPROVAL_REQUIRED };
    case 'REQUIRE_EMAIL_VERIFICATION':
      if (response.stateToken)
        return {
          loginState: LoginState.EMAIL_VERIFICATION_REQUIRED,
          data: { stateToken: response.stateToken },
        };
      break;
    case 'REQUIRE_MFA':
      if (response.stateToken)
        return {
          loginState: LoginState.MFA_REQUIRED,
          data: { stateToken: response.stateToken, factors: response.requireMfaData?.availableFactors ?? [] },
        };
      break;
    case 'STATUS_CHECK':
      return failure('Unknown _state', 'statusCheck');
  }
  return failure('Unknown _state');
}

const codeOf = (error: unknown) => (error instanceof ApplicationError ? error.code : undefined);

/** spec §8 "Login failures by code"; anything else is reported as an invalid email. */
export function loginFailure(error: unknown): StateMachine {
  if (!(error instanceof TesseraApiError)) throw error;
  const code = codeOf(error);
  const errorCode: LoginErrorCode =
    code === '-19971'
      ? 'missingCaptchaToken'
      : code === '-19970'
        ? 'invalidCaptchaToken'
        : code === '-19976'
          ? 'invalidPassword'
          : code === '-19973'
            ? 'resetPassword'
            : 'invalidEmail';
  return failure(error.message, errorCode, error);
}

/** spec §8 "Registration": an EMAIL violation, missing or invalid captcha, email exists; else only the message. */
export function registerFailure(error: unknown): StateMachine {
  if (!(error instanceof TesseraApiError)) throw error;
  if (error instanceof ValidationError) {
    const email = error.fieldViolations.find(
      (v) => (v.data as { type?: unknown } | undefined)?.type === 'EMAIL',
    );
    if (email) return failure(email.description, 'invalidEmail', error);
  }
  const code = codeOf(error);
  if (code === '-19971') return failure(error.message, 'missingCaptchaToken', error);
  if (code === '-19995') return failure(error.message, 'emailAlreadyExists', error);
  if (code === '-19970') return failure(error.message, 'invalidCaptchaToken', error);
  return failure(error.message, undefined, error);
}

/** A wrong or expired code keeps the visitor in the step (FAILURE with `invalidCode`). */
export function verificationFailure(error: unknown): StateMachine {
  if (!(error instanceof TesseraApiError)) throw error;
  return failure(
    error.message,
    error instanceof ApplicationError || error instanceof ValidationError ? 'invalidCode' : undefined,
    error,
  );
}
