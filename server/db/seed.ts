import type { Database } from './database.ts';
import { transaction } from './database.ts';
import { languages } from '../../shared/constants/i18n.ts';
import { footerVendorLogos } from '../../shared/constants/games.ts';
import { demoAccounts, demoMerchantCode } from '../demo-accounts.ts';
import { hashPassword, seedHashCost } from '../services/passwords.ts';
import { createLedger, mainWallet } from '../services/ledger.ts';
import { seedAccountExtras } from './seed-accounts.ts';
import { seedPointsAndContent } from './seed-points.ts';
import { seedEngagement } from './seed-engagement.ts';
import { prepareAgentTeamSeed, seedAgentTeam } from './seed-agent-team.ts';
import { seedCatalogue } from '../services/catalogue.ts';
import { defaultSettings } from '../services/settings.ts';
import {
  banners,
  categoryOrder,
  countryCodes,
  demoMerchantConfig,
  domainMirrors,
  gameClassify,
  gameLanes,
  helpCentre,
  notices,
  popups,
  registerRules,
  seedTime,
  vendorColor,
  vendorDisplayNames,
  whitelabelTree,
  type WhitelabelSeedNode,
} from './seed-data.ts';

/** True when the database has no merchant yet (a new database). */
export function needsSeed(db: Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM merchants').get() as { n: number };
  return row.n === 0;
}

/**
 * Seeds a new database with the demo merchant and the demo accounts, in one transaction. Deterministic: every
 * timestamp is `seedTime`, ids follow insertion order; only the password salts are random. Does nothing when the
 * database already holds a merchant. Returns whether it seeded.
 */
export async function seedDatabase(
  db: Database,
  /** demoTeam: the demo agent's team with 90 days of history (seed-agent-team.ts); the platform asks for it */
  options: { demoTeam?: boolean } = {},
): Promise<boolean> {
  if (!needsSeed(db)) return false;
  // Hash first (async, in parallel on the thread pool), then write everything in one transaction.
  const [hashes, team] = await Promise.all([
    Promise.all(demoAccounts.map((account) => hashPassword(account.password, seedHashCost()))),
    options.demoTeam ? prepareAgentTeamSeed() : null,
  ]);
  return transaction(db, () => {
    if (!needsSeed(db)) return false; // another process seeded meanwhile
    seedMerchant(db);
    seedContent(db);
    seedGames(db);
    seedCatalogue(db, demoMerchantCode);
    seedMembers(db, hashes);
    seedAccountExtras(db);
    seedPointsAndContent(db);
    seedEngagement(db);
    if (team) seedAgentTeam(db, team);
    return true;
  });
}

function seedMerchant(db: Database): void {
  const code = demoMerchantCode;
  db.prepare('INSERT INTO merchants (code, config) VALUES (?, ?)').run(
    code,
    JSON.stringify(demoMerchantConfig),
  );
  const setting = db.prepare(
    'INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, ?, ?, ?)',
  );
  setting.run(code, 'maintenance', JSON.stringify(defaultSettings.maintenance), seedTime);
  setting.run(code, 'region', JSON.stringify(defaultSettings.region), seedTime);

  const node = db.prepare(
    'INSERT INTO whitelabel_nodes (merchant_code, mod_id, parent_mod_id, name, enabled, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let order = 0;
  const walk = (nodes: WhitelabelSeedNode[], parent: string | null) => {
    for (const n of nodes) {
      node.run(code, n.modId, parent, n.name, n.enabled ? 1 : 0, order++);
      walk(n.children ?? [], n.modId);
    }
  };
  walk(whitelabelTree, null);

  const rule = db.prepare(
    'INSERT INTO register_rules (merchant_code, field, enabled, required, accepted_pattern, min_length, max_length, pattern_id, sort_order) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  registerRules.forEach((r, i) =>
    rule.run(
      code,
      r.field,
      r.enabled ? 1 : 0,
      r.required ? 1 : 0,
      r.acceptedPattern,
      r.minLength,
      r.maxLength,
      r.patternId,
      i,
    ),
  );

  const mirror = db.prepare(
    'INSERT INTO domain_mirrors (merchant_code, url, label, sort_order) VALUES (?, ?, ?, ?)',
  );
  domainMirrors.forEach((m, i) => mirror.run(code, m.url, m.label, i));

  const country = db.prepare(
    'INSERT INTO country_codes (merchant_code, country_code, dialing_code, names, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  countryCodes.forEach((c, i) => country.run(code, c.countryCode, c.dialingCode, JSON.stringify(c.names), i));
}

function seedContent(db: Database): void {
  const code = demoMerchantCode;
  const category = db.prepare(
    'INSERT INTO help_categories (merchant_code, key, lang, title, sort_order) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const article = db.prepare(
    'INSERT INTO help_articles (category_id, title, content, sort_order) VALUES (?, ?, ?, ?)',
  );
  const banner = db.prepare(
    'INSERT INTO banners (id, merchant_code, lang, group_name, title, url, linkage, linkage_type, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const notice = db.prepare(
    'INSERT INTO notices (merchant_code, lang, title, content, sort_order, published_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const popup = db.prepare(
    'INSERT INTO popups (merchant_code, lang, execution, title, content, promotion_type, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let bannerId = 0;
  for (const lang of languages) {
    helpCentre.forEach((c, i) => {
      const { id } = category.get(code, c.key, lang, c.title[lang], i) as { id: number };
      c.articles.forEach((a, j) => article.run(id, a.title[lang], a.content[lang], j));
    });
    banners.forEach((b, i) => {
      const id = ++bannerId;
      banner.run(
        id,
        code,
        lang,
        b.group,
        b.title[lang],
        `/assets-platform/banners/${id}.svg`,
        b.linkage,
        b.linkageType,
        i,
      );
    });
    notices.forEach((n, i) => notice.run(code, lang, n.title[lang], n.content[lang], i, seedTime));
    popups.forEach((p, i) =>
      popup.run(code, lang, p.execution, p.title[lang], p.content[lang], p.promotionType, i),
    );
  }
}

function seedGames(db: Database): void {
  const code = demoMerchantCode;
  const category = db.prepare('INSERT INTO game_categories (code, sort_order) VALUES (?, ?)');
  categoryOrder.forEach((c, i) => category.run(c, i));
  const vendor = db.prepare(
    'INSERT INTO vendors (code, display_names, color) VALUES (?, ?, ?) ON CONFLICT (code) DO NOTHING',
  );
  const card = db.prepare(
    'INSERT INTO category_vendors (merchant_code, category, vendor_code, is_game, game_code, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Every footer partner has a logo, even before it has a lane.
  for (const v of footerVendorLogos) vendor.run(v, JSON.stringify(vendorDisplayNames(v)), vendorColor(v));
  for (const lane of gameLanes) {
    lane.vendors.forEach((v, i) => {
      vendor.run(v, JSON.stringify(vendorDisplayNames(v)), vendorColor(v));
      card.run(code, lane.category, v, lane.isGame, lane.isGame === 'GAME' ? `${v}_LOBBY` : null, i);
    });
  }
  const classify = db.prepare(
    'INSERT INTO game_classify (merchant_code, category, key, display_names, vendors, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  gameClassify.forEach((g, i) =>
    classify.run(code, g.category, g.key, JSON.stringify(g.names), JSON.stringify(g.vendors), i),
  );
}

function seedMembers(db: Database, hashes: string[]): void {
  const ledger = createLedger(db);
  const insert = db.prepare(
    'INSERT INTO members (merchant_code, username, password_hash, type, parent_id, nickname, email, mobile_num, ' +
      'country_dialing_code, language, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const ids = new Map<string, number>();
  demoAccounts.forEach((account, i) => {
    const parentId = account.parent === null ? null : (ids.get(account.parent) ?? null);
    const { id } = insert.get(
      demoMerchantCode,
      account.username,
      hashes[i] ?? '',
      account.type,
      parentId,
      account.nickname,
      account.email,
      account.mobileNum,
      account.mobileNum ? '+55' : null,
      null,
      seedTime,
      seedTime,
    ) as { id: number };
    ids.set(account.username, id);
    const wallet = ledger.openAccount(id, mainWallet, { currency: 'BRL', demo: account.demoMoney });
    if (account.balanceCents > 0) {
      ledger.credit({
        accountId: wallet.id,
        amount: account.balanceCents,
        type: account.demoMoney ? 'DEMO_GRANT' : 'ADJUSTMENT',
        reference: 'seed',
        idempotencyKey: `seed:${account.username}:opening-balance`,
        at: seedTime,
      });
    }
  });
}
