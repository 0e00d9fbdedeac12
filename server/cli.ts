/**
 * Operator CLI, acting directly on DATA_DIR's database (the running server sees changes on its next request).
 *
 *   npm run operator -- status
 *   npm run operator -- maintenance on --title "Manutenção" --text "Voltamos às 6h" [--end 2026-01-01T06:00:00Z]
 *   npm run operator -- maintenance off
 *   npm run operator -- region on [--text "..."] [--ips 203.0.113.7,198.51.100.2] [--countries US,FR]
 *   npm run operator -- region off
 *   npm run operator -- flag FREEPLAY3 off
 *   npm run operator -- sms-outbox [--mobile 11987654321] [--limit 20]
 *   npm run operator -- email-outbox [--email someone@example.com] [--limit 20]
 *   npm run operator -- social list
 *   npm run operator -- social GOOGLE on --client-id ID --client-secret SECRET --redirect https://site/oauth/callback
 *       [--authorize-url URL --token-url URL --userinfo-url URL --scope "openid email"]
 *   npm run operator -- social GOOGLE simulate [--platform http://127.0.0.1:4173] [--redirect URL,URL]
 *       (the platform's own simulated provider, loopback demo only: redirects straight back with a code)
 *   npm run operator -- social GOOGLE off
 *   npm run operator -- deposits | deposit confirm|fail <orderId>       (the PIX payment simulator; see cli-money.ts)
 *   npm run operator -- withdrawals | withdrawal pay|reject|force|refund <withdrawalId>
 *   npm run operator -- money settings | money auto-confirm <seconds> | money confirm-timeout <minutes>
 *
 * Options: --merchant <code> (default demo); env DATA_DIR (default .data/).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databasePath, openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { demoMerchantCode } from './demo-accounts.ts';
import { findMerchant } from './services/merchants.ts';
import { isMoneyCommand, moneyUsage, runMoneyCommand } from './cli-money.ts';
import { readOutbox } from './services/outbox.ts';
import {
  describeSocialProviders,
  removeSocialProvider,
  saveSocialProvider,
  simulatedProviderConfig,
  socialProviderConfigSchema,
} from './services/social.ts';
import { socialProviderSchema } from '../shared/api/account.ts';
import {
  operatorState,
  setFlag,
  setMaintenance,
  setRegion,
  type OperatorState,
} from './services/settings.ts';

const usage = `Usage: npm run operator -- <command>
  status
  maintenance on|off [--title TEXT] [--text TEXT] [--end ISO-DATE]
  region on|off [--text TEXT] [--ips IP,IP] [--countries CC,CC]
  flag <MODID> on|off
  sms-outbox [--mobile DIGITS] [--limit N]
  email-outbox [--email ADDRESS] [--limit N]
  social list
  social GOOGLE|FACEBOOK on --client-id ID --client-secret SECRET --redirect URL[,URL]
      [--authorize-url URL] [--token-url URL] [--userinfo-url URL] [--scope TEXT]
  social GOOGLE|FACEBOOK simulate [--platform URL] [--redirect URL[,URL]]   (simulated provider, loopback demo)
  social GOOGLE|FACEBOOK off
${moneyUsage}
Options: --merchant CODE (default ${demoMerchantCode}); env DATA_DIR (default .data/)`;

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
    merchant: { type: 'string', default: demoMerchantCode },
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
  await seedDatabase(db);
  const merchant = values.merchant;
  if (!findMerchant(db, merchant)) fail(`Unknown merchant "${merchant}".`);
  const [command, first, second] = positionals;
  switch (command) {
    case 'status':
      break;
    case 'sms-outbox':
    case 'email-outbox': {
      const sms = command === 'sms-outbox';
      const messages = readOutbox(db, {
        merchantCode: merchant,
        channel: sms ? 'SMS' : 'EMAIL',
        ...(sms && values.mobile !== undefined && { mobileNum: values.mobile }),
        ...(!sms && values.email !== undefined && { destination: values.email.toLowerCase() }),
        limit: values.limit === undefined ? 20 : Number(values.limit) || 20,
      });
      if (messages.length === 0) console.log('(no messages)');
      for (const m of messages) {
        console.log(`${m.createdAt}  ${m.destination}  [${m.purpose}]  code ${m.code ?? '—'}\n    ${m.body}`);
      }
      break;
    }
    case 'maintenance':
      setMaintenance(db, merchant, {
        enabled: onOff(first),
        ...(values.title !== undefined && { title: values.title }),
        ...(values.text !== undefined && { content: values.text }),
        ...(values.end !== undefined && { endTime: values.end === '' ? null : values.end }),
      });
      break;
    case 'region': {
      const ips = list(values.ips);
      const countries = list(values.countries)?.map((c) => c.toUpperCase());
      setRegion(db, merchant, {
        enabled: onOff(first),
        ...(values.text !== undefined && { content: values.text }),
        ...(ips !== undefined && { blockedIps: ips }),
        ...(countries !== undefined && { blockedCountries: countries }),
      });
      break;
    }
    case 'flag': {
      if (!first) fail('Name the flag, e.g. FREEPLAY3.');
      if (!setFlag(db, merchant, first, onOff(second))) fail(`Unknown whitelabel flag "${first}".`);
      break;
    }
    case 'social': {
      if (first !== 'list') {
        const provider = socialProviderSchema.safeParse(first?.toUpperCase());
        if (!provider.success) fail('Name the provider: GOOGLE or FACEBOOK.');
        const redirects = list(values.redirect);
        if (second === 'off') removeSocialProvider(db, merchant, provider.data);
        else if (second === 'simulate') {
          const platformUrl = values.platform ?? `http://127.0.0.1:${process.env.PORT ?? '4173'}`;
          const origin = new URL(platformUrl).origin;
          saveSocialProvider(
            db,
            merchant,
            simulatedProviderConfig(provider.data, origin, redirects ?? [`${origin}/oauth/callback`]),
          );
        } else if (second === 'on') {
          saveSocialProvider(
            db,
            merchant,
            socialProviderConfigSchema.parse({
              provider: provider.data,
              clientId: values['client-id'],
              clientSecret: values['client-secret'],
              redirectUris: redirects,
              ...(values['authorize-url'] !== undefined && {
                authorizationEndpoint: values['authorize-url'],
              }),
              ...(values['token-url'] !== undefined && { tokenEndpoint: values['token-url'] }),
              ...(values['userinfo-url'] !== undefined && { userinfoEndpoint: values['userinfo-url'] }),
              ...(values.scope !== undefined && { scope: values.scope }),
            }),
          );
        } else fail(`Expected "on", "simulate" or "off", got "${second ?? ''}".`);
      }
      const providers = describeSocialProviders(db, merchant);
      if (providers.length === 0) console.log('social sign-in: none configured');
      for (const p of providers) {
        console.log(
          `social  ${p.provider}  client ${p.clientId}${p.simulated ? ' (SIMULATED)' : ''}  ` +
            `redirects ${p.redirectUris.join(', ')}`,
        );
      }
      break;
    }
    default:
      if (isMoneyCommand(command)) runMoneyCommand(db, merchant, positionals, (line) => console.log(line));
      else fail(`Unknown command "${command ?? ''}".`);
  }
  if (
    command !== 'sms-outbox' &&
    command !== 'email-outbox' &&
    command !== 'social' &&
    !isMoneyCommand(command)
  )
    print(operatorState(db, merchant));
} catch (error) {
  if (error instanceof z.ZodError) {
    for (const issue of error.issues) console.error(`${issue.path.join('.') || 'value'}: ${issue.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  db.close();
}
