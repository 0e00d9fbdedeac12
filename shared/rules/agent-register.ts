import type { RegisterRule } from '../api/system.ts';
import { registerFields, type RegisterField } from './register.ts';

/**
 * The fields an agent fills in to register a downline (agent centre, "register account"): the registration form's
 * username tab as the merchant's register settings describe it, without what does not apply to an account the agent
 * opens — the SMS code and the captcha (the agent is signed in), the invitation code (the account is bound to the
 * agent) and the payment password (the member sets its own). One definition for the agent's form and the platform.
 */
const notForAgents: ReadonlySet<string> = new Set([
  'verificationCode',
  'captcha',
  'affiliateCode',
  'paymentPassword',
]);

export function downlineRegisterFields(rules: readonly RegisterRule[]): RegisterField[] {
  return registerFields({ tab: 'username', rules, smsOnUsername: false, passwordOnMobile: false }).filter(
    (field) => !notForAgents.has(field.name),
  );
}
