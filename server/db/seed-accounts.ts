import type { Database } from './database.ts';
import { seedTime } from './seed-data.ts';

/**
 * Account details of the demo members (issue 3), applied after they are inserted: the demo agent's invitation code,
 * first login done for everyone except `demo_reset` (still on the default initial password), and the registered IP
 * of `demo_secure` (not loopback, so a local login asks for new-IP verification).
 */
export const demoAgentAffiliateCode = 'AGENT01';
export const demoSecureRegisteredIp = '203.0.113.10';

export function seedAccountExtras(db: Database): void {
  db.prepare("UPDATE members SET first_login_at = ? WHERE username <> 'demo_reset'").run(seedTime);
  db.prepare("UPDATE members SET affiliate_code = ? WHERE username = 'demo_agent'").run(
    demoAgentAffiliateCode,
  );
  db.prepare("UPDATE members SET must_change_password = 1 WHERE username = 'demo_reset'").run();
  db.prepare(
    "INSERT INTO member_ips (member_id, ip, created_at) SELECT id, ?, ? FROM members WHERE username = 'demo_secure'",
  ).run(demoSecureRegisteredIp, seedTime);
}
