import { ANALYTICS_PURCHASE_DATA, CONNECTION_LOG_DATA, CONSENT_SWITCH_API, CRASH_DATA, DEVICE_PERMISSIONS, PASSWORD_DATA, PURCHASE_DATA, SUPPORT_MAIL_DATA } from '@/content/legal/shared';
import type { InventoryEntry, LegalRecord } from '@/lib/legal/facts';
import { type DevicePermissionKind, type OptionalBy, SPECIAL_CATEGORIES } from '@/lib/legal/kinds';
import { requiredReasonProblems } from '@/lib/stores/required-reasons';
import { DATA_TYPES, type DataTypeKey } from '@/lib/stores/taxonomy';

/**
 * The types that are content a user gives (what they write, record, photograph or pick): the only
 * ones a user can choose to save or add, and what an automated filter refuses is one of them.
 */
export const CONTENT_TYPES: readonly DataTypeKey[] = ['photos', 'videos', 'voice-recordings', 'music-files', 'other-audio', 'files-and-docs', 'other-user-content', 'other-messages', 'emails'];

type Rule = { readonly [field: string]: unknown };

/** ANALYTICS_PURCHASE_DATA but its processor, which is the record's own analytics processor by whatever name the record gives it. */
const LOGGED_PURCHASES: Rule = Object.fromEntries(Object.entries(ANALYTICS_PURCHASE_DATA).filter(([field]) => field !== 'processors'));

/** The fields of an entry that differ from a shared rule: a list must hold every item of the rule's, any other field must equal it. */
function departures(entry: InventoryEntry, rule: Rule): { name: string; text: string }[] {
  return Object.entries(rule).flatMap(([name, expected]) => {
    const actual = (entry as unknown as Record<string, unknown>)[name];
    if (Array.isArray(expected)) {
      const missing = expected.filter((item) => !(Array.isArray(actual) && actual.includes(item)));
      return missing.length ? [{ name, text: `it lacks ${missing.map((item) => `"${item}"`).join(', ')}` }] : [];
    }
    return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ name, text: `it is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}` }];
  });
}

type Optional = Partial<{ consent: string; permission: DevicePermissionKind | readonly DevicePermissionKind[]; when: OptionalBy }>;
/** What makes an entry optional, whichever kind it is; undefined when it is required. */
const optionalBy = (entry: InventoryEntry): Optional | undefined => (typeof entry.use === 'object' ? entry.use : undefined);
/** The device permissions that reach an entry: none, one, or any one of several. */
export const permissionsOf = (entry: InventoryEntry): readonly DevicePermissionKind[] => {
  const permission = optionalBy(entry)?.permission;
  return permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
};

/** CRASH_DATA's purposes, whatever the record calls its crash-reporting processor and whether it links the reports. */
const CRASH_PURPOSES: Rule = { purposes: CRASH_DATA.purposes };
/** Play's personal-info types a password could be mistaken for (PASSWORD_DATA). */
const PERSONAL_INFO = (Object.keys(DATA_TYPES) as DataTypeKey[]).filter((key) => DATA_TYPES[key].play.question === 'PSL_DATA_TYPES_PERSONAL');

/**
 * The rules of content/legal/data-rules.ts, which every app that has the fact follows: server
 * connection logs, support mail, purchase records, crash reports, what reaches an AI provider and
 * what it makes, what the user chooses to save or add, what a filter refused, a sign-in password,
 * what the servers receive with an identifier, the device permissions, and the required-reason APIs
 * of the consent switches. Each problem names the
 * field and says what to write; nothing when the inventory follows them.
 */
export function sharedRuleProblems(record: LegalRecord): string[] {
  const problems: string[] = [];
  const { types, permissions } = record.inventory.value;
  const field = (index: number, name: string) => `field "inventory.types.${index}.${name}"`;
  const processors = record.processors.map((fact) => fact.value);
  const hosting = processors.filter((processor) => processor.kind === 'hosting').map((processor) => processor.name);
  const ai = processors.filter((processor) => processor.kind === 'ai').map((processor) => processor.name);
  const analytics = processors.filter((processor) => processor.kind === 'analytics').map((processor) => processor.name);
  const crashReports = processors.filter((processor) => processor.kind === 'crash-reports').map((processor) => processor.name);
  const payments = processors.some((processor) => processor.kind === 'payments');
  /** The purchases the analytics SDK logs on its own, not the purchase records the app keeps. */
  const isAnalyticsPurchase = (entry: InventoryEntry) => entry.type === ANALYTICS_PURCHASE_DATA.type && entry.processors.some((name) => analytics.includes(name));
  const follow = (index: number, entry: InventoryEntry, rule: Rule, name: string, what: string) => {
    for (const { name: at, text } of departures(entry, rule)) problems.push(`${field(index, at)}: ${what} follows ${name} of content/legal/shared.ts, but ${text}; spread it ("...${name}")`);
  };
  const isConnectionLog = (entry: InventoryEntry) => entry.type === CONNECTION_LOG_DATA.type && entry.processors.some((name) => hosting.includes(name));
  const isSupportMail = (entry: InventoryEntry) => optionalBy(entry)?.when === 'support';
  /** The identifier the servers receive to serve the app, which links what they receive with it (KEYED_SERVER_DATA). */
  const identifier = types.find((entry) => (entry.type === 'user-ids' || entry.type === 'device-ids') && entry.purposes.includes('app-functionality') && entry.processors.some((name) => hosting.includes(name)));

  types.forEach((entry, index) => {
    if (isConnectionLog(entry)) follow(index, entry, CONNECTION_LOG_DATA, 'CONNECTION_LOG_DATA', 'the IP address the servers log');
    if (isSupportMail(entry)) follow(index, entry, SUPPORT_MAIL_DATA, 'SUPPORT_MAIL_DATA', 'support mail');
    if (isAnalyticsPurchase(entry)) follow(index, entry, LOGGED_PURCHASES, 'ANALYTICS_PURCHASE_DATA', 'the purchases analytics logs');
    else if (entry.type === PURCHASE_DATA.type) follow(index, entry, PURCHASE_DATA, 'PURCHASE_DATA', 'a purchase record');
    const aiProcessor = entry.processors.find((name) => ai.includes(name));
    const consent = optionalBy(entry)?.consent;
    if (aiProcessor && !(consent === 'ai' || SPECIAL_CATEGORIES.some((kind) => kind === consent))) {
      problems.push(`${field(index, 'use')}: ${aiProcessor} is an AI provider, which receives nothing before the AI permission; make the type optional by it ("...AI_INPUT_DATA", use: { consent: 'ai' })`);
    }
    if (optionalBy(entry)?.when === 'choice' && !CONTENT_TYPES.includes(entry.type)) {
      problems.push(`${field(index, 'use')}: only content a user gives (${CONTENT_TYPES.join(', ')}) is optional by the user's choice to save or add it, not "${entry.type}"`);
    }
    if (entry.retention === 'filterResults' && !CONTENT_TYPES.includes(entry.type)) {
      problems.push(`${field(index, 'type')}: what the automated filters refused is the content itself (a prompt, a caption, an image), so its type is one of ${CONTENT_TYPES.join(', ')}, not "${entry.type}"`);
    }
    for (const permission of permissionsOf(entry)) {
      if (!permissions.some((listed) => listed.of === permission)) {
        problems.push(`${field(index, 'use')}: reached through the device permission "${permission}", which "inventory.permissions" does not list; add it there (...DEVICE_PERMISSIONS['${permission}'], with what it reaches, why the app asks and where it is turned off)`);
      }
    }
    if (entry.processors.some((name) => crashReports.includes(name))) {
      follow(index, entry, CRASH_PURPOSES, 'CRASH_DATA', 'a crash report');
      if (entry.type === 'diagnostics') {
        problems.push(`${field(index, 'type')}: what a crash report carries besides the crash (the device model, the system version) is "other-performance" (Play's Other app performance data, Apple's Other Diagnostic Data), not "diagnostics", which is Apple's Performance Data (launch time, hang rate, energy use); see CRASH_DATA of content/legal/shared.ts`);
      }
    }
    if (entry.retention === 'generated' && ai.length && !aiProcessor) {
      problems.push(`${field(index, 'processors')}: what is kept as "generated" is what the AI made, which its provider processes as it makes it; list the AI provider (${ai.join(', ')}) and make it optional by the AI permission, as its input ("...AI_INPUT_DATA" of content/legal/shared.ts)`);
    }
    if (entry.kvkk === PASSWORD_DATA.kvkk && PERSONAL_INFO.includes(entry.type) && entry.type !== PASSWORD_DATA.type) {
      problems.push(`${field(index, 'type')}: a sign-in password is declared with the account it signs in to, as "${PASSWORD_DATA.type}", not "${entry.type}"; spread PASSWORD_DATA of content/legal/shared.ts`);
    }
    // A purchase record is the store's transaction, kept by its transaction ID for the period tax law sets (PURCHASE_DATA says whether it is linked).
    if (identifier && identifier !== entry && !entry.linked && optionalBy(entry)?.when !== 'purchase' && entry.purposes.includes('app-functionality') && entry.processors.some((name) => hosting.includes(name))) {
      problems.push(
        `${field(index, 'linked')}: the app's servers receive it with ${identifier.type === 'user-ids' ? 'the account’s ID' : 'the installation’s ID'} ("${identifier.data}"), so Apple counts it linked to the user (linked unless de-identified before it is collected); say "linked: true" (...KEYED_SERVER_DATA of content/legal/shared.ts)`,
      );
    }
  });
  if (identifier && !identifier.linked) {
    problems.push(`${field(types.indexOf(identifier), 'linked')}: the app's servers key what they receive to this identifier, so it is linked to the user (Apple); say "linked: true" (...KEYED_SERVER_DATA of content/legal/shared.ts)`);
  }
  const apis = record.requiredReasonApis.value;
  problems.push(...requiredReasonProblems(apis, 'field "requiredReasonApis"'));
  if (record.consents.length && !apis.some((entry) => entry.api === CONSENT_SWITCH_API.api && CONSENT_SWITCH_API.reasons.every((code) => entry.reasons.includes(code)))) {
    problems.push(`field "requiredReasonApis": the app keeps the answers of its consent switches (${record.consents.map((fact) => fact.value.of).join(', ')}) in its own user defaults, so its privacy manifest declares "${CONSENT_SWITCH_API.api}" for ${CONSENT_SWITCH_API.reasons.join(', ')}; spread CONSENT_SWITCH_API of content/legal/shared.ts`);
  }

  // A log is written by request, not by account: a deletion cuts it short only where the owner confirms the backend does.
  for (const key of new Set(types.filter(isConnectionLog).flatMap((entry) => (entry.retention ? [entry.retention] : [])))) {
    const fact = record.retention[key];
    if (fact && !fact.verified && (fact.value.afterDeletion !== 'kept' || fact.value.from !== 'collection')) {
      problems.push(
        `field "retention.${key}": the servers' connection logs are written request by request, not by account, so they are kept from collection for their period whatever a user deletes; spread the rule (connectionLogs() of content/legal/shared.ts), or, once you confirm the backend erases an account's entries when it is deleted, write the entry as confirmed(...) with afterDeletion: 'deleted'`,
      );
    }
  }
  if (hosting.length && !types.some(isConnectionLog)) {
    problems.push(`field "inventory.types": the app's servers (${hosting.join(', ')}) receive the IP address of every request; add an "approximate-location" type that spreads CONNECTION_LOG_DATA and lists ${hosting[0]} under "processors"`);
  }
  if (record.retention.supportMessages && !types.some((entry) => isSupportMail(entry) && entry.type === SUPPORT_MAIL_DATA.type)) {
    problems.push('field "inventory.types": the record keeps support messages ("retention.supportMessages"); add an "email" type that spreads SUPPORT_MAIL_DATA');
  }
  if (payments && !types.some((entry) => entry.type === PURCHASE_DATA.type && !isAnalyticsPurchase(entry))) {
    problems.push('field "inventory.types": a processor of kind "payments" takes payments; add a "purchase-history" type that spreads PURCHASE_DATA');
  }
  if (payments && analytics.length && !types.some(isAnalyticsPurchase)) {
    problems.push(`field "inventory.types": once analytics is allowed, ${analytics[0]} logs the in-app purchases on its own, and no switch stops it alone; add a "purchase-history" type that spreads ANALYTICS_PURCHASE_DATA and says what it records ("The purchases you make in the app, as analytics events")`);
  }
  permissions.forEach((permission, index) => {
    const name = `field "inventory.permissions.${index}"`;
    if (permissions.findIndex((other) => other.of === permission.of) !== index) problems.push(`${name}: "${permission.of}" is listed twice; keep one`);
    if (!types.some((entry) => permissionsOf(entry).includes(permission.of))) {
      problems.push(`${name}: the app asks for "${permission.of}", but no type of "inventory.types" is reached through it; write use: { permission: '${permission.of}' } on the types it reaches (with the consent they also need, if any: { consent: 'ai', permission: '${permission.of}' }), or remove the permission`);
    }
    const platforms = DEVICE_PERMISSIONS[permission.of];
    if (JSON.stringify([permission.android, permission.ios]) !== JSON.stringify([platforms.android, platforms.ios])) {
      problems.push(`${name}: the platforms' names of "${permission.of}" are ${JSON.stringify(platforms.android)} and ${JSON.stringify(platforms.ios)}; spread DEVICE_PERMISSIONS['${permission.of}'] of content/legal/shared.ts`);
    }
  });
  return problems;
}
