/**
 * Operator CLI, acting directly on DATA_DIR's database (the running server sees changes on its next request). Every
 * command is a call of the operator API (shared/api/operator.ts) run through the same handlers as the routes.
 *
 *   npm run operator -- status
 *   npm run operator -- maintenance on --title "Manutenção" --text "Voltamos às 6h" [--end 2026-01-01T06:00:00Z]
 *   npm run operator -- maintenance off
 *   npm run operator -- region on [--text "..."] [--ips 203.0.113.7,198.51.100.2] [--countries US,FR]
 *   npm run operator -- region off
 *   npm run operator -- flag FREEPLAY3 off
 *   npm run operator -- sms-outbox [--mobile 11987654321] [--limit 20]
 *   npm run operator -- email-outbox [--email someone@example.com] [--limit 20]
 *   npm run operator -- session demo_player          (a member session token, for scripts: never put it in a link)
 *   npm run operator -- login-link demo_player       (a one-time sign-in link, 5 minutes: /?token=<code>)
 *   npm run operator -- lottery-draw                 (draw the closed lottery issues now)
 *   npm run operator -- social list
 *   npm run operator -- social GOOGLE on --client-id ID --client-secret SECRET --redirect https://site/oauth/callback
 *       [--authorize-url URL --token-url URL --userinfo-url URL --scope "openid email"]
 *   npm run operator -- social GOOGLE simulate [--platform http://127.0.0.1:4173] [--redirect URL,URL]
 *       (the platform's own simulated provider, loopback demo only: redirects straight back with a code)
 *   npm run operator -- social GOOGLE off
 *   npm run operator -- deposits | deposit confirm|fail <orderId>       (the PIX payment simulator; see cli-money.ts)
 *   npm run operator -- withdrawals | withdrawal pay|reject|force|refund <withdrawalId>
 *   npm run operator -- money settings | money auto-confirm <seconds> | money confirm-timeout <minutes>
 *   npm run operator -- responsible status | brazil on|off | set <group>.<field> <value> | legal <field> <value>
 *       | player <username>                          (responsible play; see cli-responsible.ts)
 *   npm run operator -- redemptions | redemption approve|reject <redeemId>   (the points mall; see cli-points.ts)
 *   npm run operator -- feedback | feedback answer <id> --text "…" | message demo_player --title … --text …
 *   npm run operator -- promotions | promotion save --json '{…}' | applications | application approve <id> …
 *       (promotions, missions, VIP levels, envelopes and wheels, tickets, void a round; see cli-engagement.ts)
 *   npm run operator -- agent settings | agent sub-agents on|off | agent notice --title T --text HTML  (cli-agent.ts)
 *
 * Options: --merchant <code> (default: the platform's first merchant); env DATA_DIR (default .data/).
 * Exit status: 0 done, 2 wrong usage or refused by the platform, 1 anything else.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { socialProviderSchema } from '../shared/api/account-forms.ts';
import {
  drawLottery,
  getOperatorState,
  getSocialProviders,
  issueLoginLink,
  issueSession,
  readEmailOutbox,
  readSmsOutbox,
  setFlag,
  setMaintenance,
  setRegion,
  setSocialProvider,
  type OperatorState,
} from '../shared/api/operator.ts';
import { databasePath, openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { isMoneyCommand, moneyUsage, runMoneyCommand } from './cli-money.ts';
import { responsibleUsage, runResponsibleCommand } from './cli-responsible.ts';
import { isPointsCommand, pointsUsage, runPointsCommand } from './cli-points.ts';
import { engagementUsage, isEngagementCommand, runEngagementCommand } from './cli-engagement.ts';
import { agentUsage, runAgentCommand } from './cli-agent.ts';
import { directOperatorContext, operatorMerchant, runOperatorCall } from './handlers/operator.ts';
import { ApiError } from './http/errors.ts';

const usage = `Usage: npm run operator -- <command>
  status
  maintenance on|off [--title TEXT] [--text TEXT] [--end ISO-DATE]
  region on|off [--text TEXT] [--ips IP,IP] [--countries CC,CC]
  flag <MODID> on|off
  sms-outbox [--mobile DIGITS] [--limit N]
  email-outbox [--email ADDRESS] [--limit N]
  session <USERNAME>
  login-link <USERNAME>
  lottery-draw
  social list
  social GOOGLE|FACEBOOK on --client-id ID --client-secret SECRET --redirect URL[,URL]
      [--authorize-url URL] [--token-url URL] [--userinfo-url URL] [--scope TEXT]
  social GOOGLE|FACEBOOK simulate [--platform URL] [--redirect URL[,URL]]   (simulated provider, loopback demo)
  social GOOGLE|FACEBOOK off
${moneyUsage}
${responsibleUsage}
${pointsUsage}
${engagementUsage}
${agentUsage}
Options: --merchant CODE (default: the platform's first merchant); env DATA_DIR (default .data/)`;

function fail(message: string): never {
  console.error(message);
  console.error(usage);
  process.exit(2);
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return fail(`Expected "on" or "off", got "${value ?? ''}".`);
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
}

function print(state: OperatorState): void {
  const m = state.maintenance;
  const r = state.region;
  console.log(`merchant     ${state.merchantCode}`);
  console.log(
    `maintenance  ${m.enabled ? 'ON' : 'off'}${m.enabled ? ` — "${m.title}"${m.endTime ? ` until ${m.endTime}` : ''}: ${m.content}` : ''}`,
  );
  console.log(
    `region       ${r.enabled ? 'ON (global)' : 'off'}; blocked IPs: ${r.blockedIps.join(', ') || '—'}; ` +
      `blocked countries: ${r.blockedCountries.join(', ') || '—'}`,
  );
  console.log('flags');
  for (const flag of state.flags) {
    console.log(
      `  ${flag.enabled ? 'on ' : 'off'}  ${flag.modId}${flag.parentModId ? ` (in ${flag.parentModId})` : ''}`,
    );
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
    end: { type: 'string' },
    ips: { type: 'string' },
    countries: { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
    limit: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    redirect: { type: 'string' },
    platform: { type: 'string' },
    'authorize-url': { type: 'string' },
    'token-url': { type: 'string' },
    'userinfo-url': { type: 'string' },
    scope: { type: 'string' },
    category: { type: 'string' },
    link: { type: 'string' },
    json: { type: 'string' },
    file: { type: 'string' },
    status: { type: 'string' },
    remark: { type: 'string' },
    amount: { type: 'string' },
    count: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || positionals.length === 0) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const { db } = openDatabase(databasePath(dataDir));
try {
  await seedDatabase(db, { demoTeam: true });
  const [command, first, second] = positionals;
  const platformOrigin = new URL(values.platform ?? `http://127.0.0.1:${process.env.PORT ?? '4173'}`).origin;
  const ctx = directOperatorContext(db, platformOrigin);
  const merchant = operatorMerchant(db, values.merchant);
  let state: OperatorState | null = null;
  switch (command) {
    case 'status':
      state = runOperatorCall(getOperatorState, { merchant }, ctx);
      break;
    case 'sms-outbox':
    case 'email-outbox': {
      const limit = values.limit === undefined ? 20 : Number(values.limit) || 20;
      const { messages } =
        command === 'sms-outbox'
          ? runOperatorCall(readSmsOutbox, { merchant, mobileNum: values.mobile, limit }, ctx)
          : runOperatorCall(readEmailOutbox, { merchant, email: values.email, limit }, ctx);
      if (messages.length === 0) console.log('(no messages)');
      for (const m of messages) {
        console.log(`${m.createdAt}  ${m.destination}  [${m.purpose}]  code ${m.code ?? '—'}\n    ${m.body}`);
      }
      break;
    }
    case 'session': {
      if (!first) fail('Name the member, e.g. demo_player.');
      console.log(runOperatorCall(issueSession, { merchant, username: first }, ctx).token);
      break;
    }
    case 'login-link': {
      if (!first) fail('Name the member, e.g. demo_player.');
      console.log(runOperatorCall(issueLoginLink, { merchant, username: first }, ctx).path);
      break;
    }
    case 'lottery-draw': {
      // only issues that have closed: moving time forward is the running platform's (POST /__operator/clock)
      const { draws, settled } = runOperatorCall(drawLottery, { advanceSeconds: 0 }, ctx);
      console.log(`${draws} draw(s), ${settled} ticket(s) settled`);
      break;
    }
    case 'maintenance':
      state = runOperatorCall(
        setMaintenance,
        {
          merchant,
          enabled: onOff(first),
          title: values.title,
          text: values.text,
          ...(values.end !== undefined && { endTime: values.end === '' ? null : values.end }),
        },
        ctx,
      );
      break;
    case 'region':
      state = runOperatorCall(
        setRegion,
        {
          merchant,
          enabled: onOff(first),
          text: values.text,
          blockedIps: list(values.ips),
          blockedCountries: list(values.countries)?.map((c) => c.toUpperCase()),
        },
        ctx,
      );
      break;
    case 'flag': {
      if (!first) fail('Name the flag, e.g. FREEPLAY3.');
      state = runOperatorCall(setFlag, { merchant, flag: first, enabled: onOff(second) }, ctx);
      break;
    }
    case 'social': {
      if (first !== 'list') {
        const provider = socialProviderSchema.safeParse(first?.toUpperCase());
        if (!provider.success) fail('Name the provider: GOOGLE or FACEBOOK.');
        const redirectUris = list(values.redirect);
        if (second === 'off') {
          runOperatorCall(setSocialProvider, { merchant, provider: provider.data, enabled: false }, ctx);
        } else if (second === 'simulate') {
          runOperatorCall(
            setSocialProvider,
            { merchant, provider: provider.data, enabled: true, simulated: true, redirectUris },
            ctx,
          );
        } else if (second === 'on') {
          runOperatorCall(
            setSocialProvider,
            {
              merchant,
              provider: provider.data,
              enabled: true,
              clientId: values['client-id'] ?? '',
              clientSecret: values['client-secret'] ?? '',
              redirectUris: redirectUris ?? [],
              authorizationEndpoint: values['authorize-url'],
              tokenEndpoint: values['token-url'],
              userinfoEndpoint: values['userinfo-url'],
              scope: values.scope,
            },
            ctx,
          );
        } else fail(`Expected "on", "simulate" or "off", got "${second ?? ''}".`);
      }
      const { providers } = runOperatorCall(getSocialProviders, { merchant }, ctx);
      if (providers.length === 0) console.log('social sign-in: none configured');
      for (const p of providers) {
        console.log(
          `social  ${p.provider}  client ${p.clientId}${p.simulated ? ' (SIMULATED)' : ''}  ` +
            `redirects ${p.redirectUris.join(', ')}`,
        );
      }
      break;
    }
    case 'responsible':
      runResponsibleCommand(db, merchant, positionals, (line) => console.log(line));
      break;
    default:
      if (isMoneyCommand(command)) runMoneyCommand(db, merchant, positionals, (line) => console.log(line));
      else if (isPointsCommand(command))
        runPointsCommand(db, merchant, positionals, values, (line) => console.log(line));
      else if (isEngagementCommand(command))
        runEngagementCommand(db, merchant, positionals, values, (line) => console.log(line));
      else if (command === 'agent')
        runAgentCommand(db, merchant, positionals, values, (line) => console.log(line));
      else fail(`Unknown command "${command ?? ''}".`);
  }
  if (state) print(state);
} catch (error) {
  // core's error class: thrown by classic and mini schemas alike
  if (error instanceof z.core.$ZodError) {
    for (const issue of error.issues) console.error(`${issue.path.join('.') || 'value'}: ${issue.message}`);
    process.exitCode = 2;
  } else if (error instanceof ApiError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} finally {
  db.close();
}
