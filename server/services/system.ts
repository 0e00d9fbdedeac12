import type { Database } from '../db/database.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { RegisterRule, WhitelabelNode } from '../../shared/api/system.ts';
import type { RegisterFieldName } from '../../shared/api/system.ts';

/** Reads of the merchant's static configuration tables (whitelabel tree, register rules, help centre ...). */

export function whitelabelTree(db: Database, merchantCode: string): WhitelabelNode[] {
  const rows = db
    .prepare(
      'SELECT mod_id, parent_mod_id, name, enabled FROM whitelabel_nodes WHERE merchant_code = ? ORDER BY sort_order',
    )
    .all(merchantCode) as { mod_id: string; parent_mod_id: string | null; name: string; enabled: number }[];
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.mod_id, {
      modId: row.mod_id,
      name: row.name,
      enabled: row.enabled === 1,
      childrenNodes: [],
    });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id);
    if (!node) continue;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

export function registerRules(db: Database, merchantCode: string): RegisterRule[] {
  const rows = db
    .prepare('SELECT * FROM register_rules WHERE merchant_code = ? ORDER BY sort_order')
    .all(merchantCode) as {
    field: RegisterFieldName;
    enabled: number;
    required: number;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
    pattern_id: number;
  }[];
  return rows.map((row) => ({
    field: row.field,
    enabled: row.enabled === 1,
    required: row.required === 1,
    acceptedPattern: row.accepted_pattern,
    minLength: row.min_length,
    maxLength: row.max_length,
    patternId: row.pattern_id,
  }));
}

export function domainMirrors(db: Database, merchantCode: string): { url: string; label: string }[] {
  return db
    .prepare('SELECT url, label FROM domain_mirrors WHERE merchant_code = ? ORDER BY sort_order')
    .all(merchantCode) as { url: string; label: string }[];
}

export type HelpCategory = {
  id: number;
  key: string;
  title: string;
  articles: { id: number; title: string; content: string }[];
};

export function helpCentre(db: Database, merchantCode: string, lang: Language): HelpCategory[] {
  const categories = db
    .prepare(
      'SELECT id, key, title FROM help_categories WHERE merchant_code = ? AND lang = ? ORDER BY sort_order',
    )
    .all(merchantCode, lang) as { id: number; key: string; title: string }[];
  const articles = db.prepare(
    'SELECT id, title, content FROM help_articles WHERE category_id = ? ORDER BY sort_order, id',
  );
  return categories.map((category) => ({
    ...category,
    articles: articles.all(category.id) as HelpCategory['articles'],
  }));
}

export function countryCodes(
  db: Database,
  merchantCode: string,
  lang: Language,
): { countryCode: string; countryDialingCode: string; name: string }[] {
  const rows = db
    .prepare(
      'SELECT country_code, dialing_code, names FROM country_codes WHERE merchant_code = ? ORDER BY sort_order',
    )
    .all(merchantCode) as { country_code: string; dialing_code: string; names: string }[];
  return rows.map((row) => {
    const names = JSON.parse(row.names) as Partial<Record<Language, string>>;
    return {
      countryCode: row.country_code,
      countryDialingCode: row.dialing_code,
      name: names[lang] ?? row.country_code,
    };
  });
}

export function setMemberLanguage(db: Database, memberId: number, lang: Language): void {
  db.prepare('UPDATE members SET language = ? WHERE id = ?').run(lang, memberId);
}
