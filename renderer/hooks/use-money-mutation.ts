import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { headerNames } from '../../shared/api/headers.ts';
import { newIdempotencyKey } from '../lib/amount.ts';

/**
 * A money-changing call (spec issue 5: "no sequence of clicks, retries or crashes loses or creates money"):
 * - one Idempotency-Key per user intent: submitting the same input again after a failure (a retry) sends the SAME key,
 *   so the platform applies it at most once; a different input, or a new intent after a success, gets a new key;
 * - while a call is in flight further submits are ignored (and the caller disables its button with `isPending`).
 *
 * `submit(input)` fits a react-hook-form <Form onSubmit>: it resolves once the call has settled and never rejects
 * (a refusal reaches `onError`, where a form shows it with `showRefusal`, and `error`).
 */
export function useMoneyMutation<TInput, TResult>(
  run: (input: TInput, idempotencyKey: string) => Promise<TResult>,
  options: {
    onSuccess?: (result: TResult, input: TInput) => void;
    onError?: (error: unknown, input: TInput) => void;
    /** what makes two submits the same intent (default: the input as JSON; Files need their own) */
    fingerprint?: (input: TInput) => string;
  } = {},
) {
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const { onSuccess, onError } = options;
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: TInput; key: string }) => run(input, key),
    onSuccess: (result, { input }) => {
      intent.current = null;
      onSuccess?.(result, input);
    },
    onError: (error, { input }) => onError?.(error, input),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutateAsync } = mutation;

  const fingerprintOf = options.fingerprint;
  const keyFor = useCallback(
    (input: TInput) => {
      const fingerprint = fingerprintOf ? fingerprintOf(input) : JSON.stringify(input);
      if (intent.current?.fingerprint !== fingerprint) {
        intent.current = { fingerprint, key: newIdempotencyKey() };
      }
      return intent.current.key;
    },
    [fingerprintOf],
  );

  const submit = useCallback(
    async (input: TInput): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      await mutateAsync({ input, key: keyFor(input) }).then(
        () => undefined,
        () => undefined,
      );
    },
    [keyFor, mutateAsync],
  );

  return {
    submit,
    isPending: mutation.isPending,
    error: mutation.error,
    data: mutation.data,
    isSuccess: mutation.isSuccess,
    reset: mutation.reset,
  };
}

/** The header of a money-changing call. */
export function idempotencyHeaders(key: string): { headers: Record<string, string> } {
  return { headers: { [headerNames.idempotencyKey]: key } };
}
