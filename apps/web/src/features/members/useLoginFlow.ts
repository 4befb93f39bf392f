import { useState } from 'react';
import type { StateMachine } from '@tessera/sdk';
import { failureAsError } from './member-auth.ts';
import { stepFor, type Step } from './LoginSteps.tsx';
import { useFinishLogin } from './useFinishLogin.ts';

/** Follows the login state machine: a step to show, or on SUCCESS the way to the callback. */
export function useLoginFlow() {
  const [step, setStep] = useState<Step | null>(null);
  const [leaving, setLeaving] = useState(false);
  const finish = useFinishLogin();
  const onAnswer = async (answer: StateMachine) => {
    const state = failureAsError(answer);
    if (state.loginState === 'SUCCESS') {
      setLeaving(true);
      await finish(state.data.sessionToken);
      return;
    }
    const next = stepFor(state);
    if (!next) throw new Error('The sign-in cannot go on from here. Please start again.');
    setStep(next);
  };
  return { step, leaving, onAnswer };
}
