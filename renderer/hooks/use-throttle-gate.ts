import { useState } from 'react';
import { throttleGate, type ThrottleGate } from '../lib/throttle.ts';

/** A throttle gate (lib/throttle.ts) that lives as long as the component. */
export function useThrottleGate(waitMs: number): ThrottleGate {
  const [gate] = useState(() => throttleGate(waitMs));
  return gate;
}
