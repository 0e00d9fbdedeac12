/** Member types (spec §3, §6). */
export const agentMemberTypes = [1, 2, 41, 42] as const;
export const trialMemberType = 4;
export const playerMemberType = 0;

export function isAgentType(type: number): boolean {
  return (agentMemberTypes as readonly number[]).includes(type);
}
export function isTrialType(type: number): boolean {
  return type === trialMemberType;
}
