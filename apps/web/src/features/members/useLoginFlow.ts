import { useState } from 'react';
import type { StateResponse } from './api.ts';
import { stepFor, type Step } from './LoginSteps.tsx';
import { useFinishLogin } from './useFinishLogin.ts';

/** Follows the login state machine: a step to show, or on SUCCESS the way to the callback. */
export function useLoginFlow() {
  const [step, setStep] = useState<Step | null>(null);
  const [leaving, setLeaving] = useState(false);
  const finish = useFinishLogin();
  const onAnswer = async (answer: StateResponse) => {
    if (answer.state === 'SUCCESS' && answer.sessionToken) {
      setLeaving(true);
      await finish(answer.sessionToken);
      return;
    }
    const next = stepFor(answer);
    if (!next) throw new Error('The sign-in cannot go on from here. Please start again.');
    setStep(next);
  };
  return { step, leaving, onAnswer };
}
