import type { InventoryEntry, LegalRecord } from '@/lib/legal/facts';
import { sharedRuleProblems } from '@/lib/legal/shared-rules';
import { DATA_TYPES, type DataTypeKey, PURPOSES, type PurposeKey } from '@/lib/stores/taxonomy';

/**
 * The rules that tie an app's data inventory to the rest of its record, so that the Data safety
 * summary and the stores' forms cannot say what the policy does not: each type has a retention
 * entry and a legal basis, each processor receives a type the inventory lists, an optional type
 * names what makes it optional, and an app with accounts collects User IDs. Each problem names
 * the field, one line each; nothing when they agree.
 */
export function inventoryProblems(record: LegalRecord): string[] {
  const problems: string[] = [];
  const { types, accountCreation } = record.inventory.value;
  const field = (index: number, name: string) => `field "inventory.types.${index}.${name}"`;
  const processors = record.processors.map((fact) => fact.value);
  const bases = new Set(record.lawfulBases.map((entry) => entry.of));
  const consents = new Set(record.consents.map((fact) => fact.value.of));
  types.forEach((entry, index) => {
    if (!entry.retention) {
      if (!entry.ephemeral) {
        problems.push(
          `${field(index, 'retention')} is missing: ${DATA_TYPES[entry.type].name.en} is stored ("ephemeral: false"), so name the entry of "retention" that says how long (${Object.keys(record.retention).map((key) => `"${key}"`).join(', ')} in this record; every key is listed in docs/OWNER-GUIDE.md), or say "ephemeral: true" if it is never stored`,
        );
      }
    } else if (!record.retention[entry.retention]) problems.push(`${field(index, 'retention')}: "${entry.retention}" has no entry in "retention", which says how long ${DATA_TYPES[entry.type].name.en} is kept`);
    for (const basis of entry.bases) {
      if (!bases.has(basis)) problems.push(`${field(index, 'bases')}: "${basis}" has no row in "lawfulBases", which gives its legal basis`);
    }
    for (const name of entry.processors) {
      if (!processors.some((processor) => processor.name === name)) problems.push(`${field(index, 'processors')}: "${name}" is not a processor of "processors"`);
    }
    if (typeof entry.use === 'object' && 'consent' in entry.use && !consents.has(entry.use.consent)) {
      problems.push(`${field(index, 'use')}: optional by the consent "${entry.use.consent}", which "consents" does not ask for; add it there (with its legal basis in "lawfulBases" and where it is withdrawn in the app), or name a consent it has`);
    }
    if (typeof entry.use === 'object' && 'when' in entry.use) {
      if (entry.use.when === 'support' && !record.retention.supportMessages) problems.push(`${field(index, 'use')}: optional when you write to support, but "retention" keeps no supportMessages`);
      if (entry.use.when === 'purchase' && !processors.some((processor) => processor.kind === 'payments')) problems.push(`${field(index, 'use')}: optional when you buy, but no processor of kind "payments" takes a payment`);
      const signIn = accountCreation?.some((method) => method.startsWith('username-password'));
      if (entry.use.when === 'sign-in' && (!signIn || accountCreation!.length < 2)) {
        problems.push(`${field(index, 'use')}: optional when you sign in, but "inventory.accountCreation" has no sign-in with a password beside another way to get an account`);
      }
    }
    // Counting use is analytics, which rests on its own basis (consent, or crash reports' legitimate interests): data the service needs is not counted on the service's basis.
    if (entry.purposes.includes('analytics') && !entry.bases.some((basis) => basis === 'analytics' || basis === 'crash-reports')) {
      problems.push(`${field(index, 'purposes')}: "analytics" is a purpose only of data collected for analytics or crash reports; add that processing to "bases", or remove the purpose`);
    }
    if (entry.tracking && !entry.linked) problems.push(`${field(index, 'tracking')}: data used to track a user across apps is linked to them; say "linked: true"`);
  });
  for (const processor of processors) {
    if (!types.some((entry) => entry.processors.includes(processor.name))) {
      problems.push(`field "processors": ${processor.name} receives personal data, but no type of "inventory.types" lists it under "processors"; add it to the types it receives, or add the type`);
    }
  }
  problems.push(...sharedRuleProblems(record));
  if (record.inventory.value.advertisingId && !types.some((entry) => entry.type === 'device-ids' && entry.purposes.some((purpose) => purpose === 'analytics' || purpose === 'advertising'))) {
    problems.push('field "inventory.advertisingId": the app uses the advertising ID, so it collects Device or other IDs; add a "device-ids" type that names the advertising ID, for "analytics" or "advertising", or set "advertisingId: false" and remove the ID as docs/stores/<app>/app-settings.md says');
  }
  const accounts = record.retention.account !== undefined;
  if (accounts && !types.some((entry) => entry.type === 'user-ids')) problems.push('field "inventory.types": the app has accounts ("retention.account"), so it collects User IDs; add a "user-ids" type that says what identifies an account');
  if (accounts && !accountCreation) problems.push('field "inventory.accountCreation": the app has accounts ("retention.account"): say how users create one');
  if (!accounts && accountCreation) problems.push('field "inventory.accountCreation": the app keeps no account ("retention.account"), so users create none');
  return problems;
}

/** One answer per data type, as the stores ask it: the inventory's entries of a type, taken together. */
export type StoreAnswer = {
  type: DataTypeKey;
  entries: InventoryEntry[];
  /** Required when any entry is: the app cannot be used without it. */
  required: boolean;
  ephemeral: boolean;
  purposes: PurposeKey[];
  sharedFor: PurposeKey[];
  linked: boolean;
  tracking: boolean;
};

const inOrder = (keys: Iterable<PurposeKey>) => {
  const set = new Set(keys);
  return (Object.keys(PURPOSES) as PurposeKey[]).filter((key) => set.has(key));
};

/** The inventory by data type, in the order of Play's questionnaire. */
export function storeAnswers(record: Pick<LegalRecord, 'inventory'>): StoreAnswer[] {
  const entries = record.inventory.value.types;
  return (Object.keys(DATA_TYPES) as DataTypeKey[]).flatMap((type) => {
    const of = entries.filter((entry) => entry.type === type);
    if (!of.length) return [];
    return [
      {
        type,
        entries: of,
        required: of.some((entry) => entry.use === 'required'),
        ephemeral: of.every((entry) => entry.ephemeral),
        purposes: inOrder(of.flatMap((entry) => entry.purposes)),
        sharedFor: inOrder(of.flatMap((entry) => entry.sharedFor)),
        linked: of.some((entry) => entry.linked),
        tracking: of.some((entry) => entry.tracking),
      },
    ];
  });
}
