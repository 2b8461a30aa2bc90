/** @jest-environment node */
import { invented } from '@/content/facts';
import { apps, getApp } from '@/lib/content/apps';
import { unverifiedFacts } from '@/lib/content/facts';
import { deletedOnDeletion, formatPeriod, keptItem, keptLonger, numberWords, retentionPhrase } from '@/lib/legal/wording';
import { carveOutSentence, liabilitySentence } from '@/lib/legal/liability';
import { legalRecord, legalRecords, parseLegalRecord } from '@/lib/legal/records';
import { FIXTURE_APP, FIXTURE_OWNER, recordFixture } from '@/lib/legal/record-fixture';

describe('legal facts', () => {
  it('writes numbers as words and digits in English and Turkish', () => {
    expect(formatPeriod({ amount: 1, unit: 'month' }, 'en')).toBe('one (1) month');
    expect(formatPeriod({ amount: 30, unit: 'day' }, 'en')).toBe('thirty (30) days');
    expect(formatPeriod({ amount: 14, unit: 'month' }, 'en')).toBe('fourteen (14) months');
    expect(formatPeriod({ amount: 90, unit: 'day' }, 'tr')).toBe('doksan (90) gün');
    expect(formatPeriod({ amount: 14, unit: 'month' }, 'tr')).toBe('on dört (14) ay');
    expect(numberWords(365, 'en')).toBe('three hundred and sixty-five');
    expect(numberWords(365, 'tr')).toBe('üç yüz altmış beş');
    expect(numberWords(100, 'tr')).toBe('yüz');
  });

  it('phrases a retention period and a kept item', () => {
    const limit = { amount: 30, unit: 'day' } as const;
    const support = { data: 'Support messages', period: { amount: 12, unit: 'month' }, from: 'last-contact', afterDeletion: 'kept', reason: 'To answer follow-up questions.' } as const;
    expect(retentionPhrase(support, limit, 'en')).toBe('for twelve (12) months after our last exchange with you');
    expect(keptItem(support, limit, 'en')).toBe('Support messages: kept for twelve (12) months after our last exchange with you. To answer follow-up questions.');
    expect(retentionPhrase({ data: 'Hesap', period: 'while-active', afterDeletion: 'deleted' }, limit, 'tr')).toBe(
      'hesabınız var olduğu sürece saklanır ve hesabınızı sildikten sonra en geç otuz (30) gün içinde silinir',
    );
  });

  it('states one liability rule naming the app, with a floor when there is one', () => {
    const carveOuts = ['fraud'] as const;
    expect(liabilitySentence({ paidMonths: 12, floor: { amount: 10, currency: 'EUR' }, carveOuts: [...carveOuts] }, 'en', 'Sample Notes')).toBe(
      'Our total liability to you for all claims arising from or relating to Sample Notes is limited to the amount you paid for Sample Notes and for purchases in it, whether to us or through the App Store or Google Play, in the twelve (12) months before the event giving rise to the claim, or €10, whichever is greater.',
    );
    expect(liabilitySentence({ paidMonths: 12, carveOuts: [...carveOuts] }, 'tr', 'Örnek Not')).toMatch(
      /on iki \(12\) ay içinde Örnek Not ve uygulama içi satın almaları için doğrudan bize veya App Store ya da Google Play aracılığıyla ödediğiniz tutar ile sınırlıdır\.$/,
    );
    // A Turkish amount takes its suffix as a word does: "10 avrodan", never "€10 tutarından".
    expect(liabilitySentence({ paidMonths: 12, floor: { amount: 10, currency: 'EUR' }, carveOuts: [...carveOuts] }, 'tr', 'Örnek Not')).toContain('ödediğiniz tutar ile 10 avrodan hangisi yüksekse o tutarla sınırlıdır.');
  });

  it('counts in every app’s liability rule what the user paid through the App Store or Google Play, never only what was paid to us', () => {
    for (const app of apps) {
      const sentence = liabilitySentence(legalRecord(app.slug).liability.value, app.language, app.name);
      expect(sentence).toContain('App Store');
      expect(sentence).toContain('Google Play');
      // Purchases in the apps are paid to Apple or Google: a cap on "what you paid us" would be nothing.
      expect(sentence).not.toMatch(/paid us\b|(?<!veya )bize ödediğiniz/);
    }
  });

  it('lists the carve-outs of the record, and only those', () => {
    expect(carveOutSentence({ paidMonths: 12, carveOuts: ['death-personal-injury', 'fraud', 'gross-negligence', 'wilful-misconduct'] }, 'en')).toBe(
      'These limits do not apply to liability for death or personal injury caused by our negligence, for fraud, for gross negligence or for wilful misconduct, nor to any other liability that cannot be limited or excluded by law.',
    );
    const short = carveOutSentence({ paidMonths: 12, carveOuts: ['fraud', 'gross-negligence'] }, 'en');
    expect(short).not.toMatch(/personal injury|wilful misconduct/);
    expect(carveOutSentence({ paidMonths: 12, carveOuts: ['fraud', 'wilful-misconduct'] }, 'tr')).toMatch(/^Bu sınırlamalar; hile veya kasıt hâllerinden doğan sorumluluğu/);
  });

  it('names, as exceptions to the deletion time limit, exactly the data kept longer', () => {
    const record = parseLegalRecord(recordFixture({ payments: true }), FIXTURE_APP, FIXTURE_OWNER);
    const uploads = { data: 'Uploaded photos', period: { amount: 1, unit: 'month' }, from: 'collection', afterDeletion: 'deleted' } as const;
    const withUploads = { ...record, retention: { ...record.retention, uploads: { value: uploads, verified: true } } };
    expect(keptLonger(withUploads).map((retention) => retention.data)).toEqual(
      (['analytics', 'purchaseRecords', 'requestRecords'] as const).map((category) => record.retention[category]!.value.data),
    );
    // Kept exactly as long as the limit is not an exception.
    expect(keptLonger(withUploads).map((retention) => retention.data)).not.toContain(uploads.data);
  });

  it('every app has a record that passes its schema, and a broken record fails naming the file and field', () => {
    expect(legalRecords.map((record) => record.app)).toEqual(apps.map((app) => app.slug));
    const broken = { ...recordFixture(), minimumAge: invented(7) };
    expect(() => parseLegalRecord(broken, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts[\\s\\S]*field "minimumAge"`));
  });

  it('an app that takes store payments must keep purchase records for the period of the tax law', () => {
    const paying = recordFixture({ payments: true });
    const retention = Object.fromEntries(Object.entries(paying.retention).filter(([category]) => category !== 'purchaseRecords'));
    expect(() => parseLegalRecord({ ...paying, retention }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts: field "retention.purchaseRecords"`));
    const shorter = { ...paying.retention.purchaseRecords!, value: { ...paying.retention.purchaseRecords!.value, period: { amount: 1, unit: 'year' } } };
    expect(() => parseLegalRecord({ ...paying, retention: { ...paying.retention, purchaseRecords: shorter } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/purchaseRecords/);
    // Without a store, the app sells nothing: no purchase record, and no purchase history in its inventory.
    const inventory = { ...paying.inventory, value: { ...paying.inventory.value, types: paying.inventory.value.types.filter((entry) => entry.type !== 'purchase-history') } };
    const storeless = { ...paying, processors: paying.processors.filter((fact) => fact.value.kind !== 'payments'), retention, inventory };
    expect(() => parseLegalRecord(storeless, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
  });

  it('an app with an AI provider must say how its permission is withdrawn in the app', () => {
    const withAi = recordFixture({ ai: true });
    expect(() => parseLegalRecord(withAi, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    const noConsent = withAi.consents.filter((consent) => consent.value.of !== 'ai');
    expect(() => parseLegalRecord({ ...withAi, consents: noConsent }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(new RegExp(`content/apps/${FIXTURE_APP}/legal\\.ts: field "consents"`));
    const byEmailOnly = [invented({ of: 'ai', withdrawInApp: ['E-mail'] })];
    expect(() => parseLegalRecord({ ...withAi, consents: byEmailOnly }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "consents.0.withdrawInApp"/);
  });

  it('the service itself never rests on consent, however the app asks before sending data to an AI provider', () => {
    const withAi = legalRecords.filter((record) => record.processors.some((fact) => fact.value.kind === 'ai'));
    for (const record of [parseLegalRecord(recordFixture({ ai: true }), FIXTURE_APP, FIXTURE_OWNER), ...withAi]) {
      const onConsent = record.lawfulBases.map((entry) => (entry.of === 'ai' ? { ...entry, basis: 'consent' as const } : entry));
      expect(() => parseLegalRecord({ ...record, lawfulBases: onConsent }, record.app, record.app === FIXTURE_APP ? FIXTURE_OWNER : getApp(record.app))).toThrow(new RegExp(`content/apps/${record.app}/legal\\.ts: field "lawfulBases\\.\\d+": "ai" is the service itself`));
    }
  });

  it('each processing has one legal basis, and what the app asks consent for rests on consent alone', () => {
    const record = recordFixture({ health: true });
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    const twice = [...record.lawfulBases, { of: 'analytics' as const, basis: 'legitimate-interests' as const, activity: 'Improving the app with usage analytics' }];
    expect(() => parseLegalRecord({ ...record, lawfulBases: twice }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "lawfulBases\.\d+": "analytics" already has a legal basis/);
    const onInterest = record.lawfulBases.map((entry) => (entry.of === 'analytics' ? { ...entry, basis: 'legitimate-interests' as const } : entry));
    expect(() => parseLegalRecord({ ...record, lawfulBases: onInterest }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "consents\.\d+": the app asks consent for "analytics"/);
    const withoutBasis = record.lawfulBases.filter((entry) => entry.of !== 'analytics');
    expect(() => parseLegalRecord({ ...record, lawfulBases: withoutBasis }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/"analytics"/);
    const health = record.lawfulBases.map((entry) => (entry.of === 'health' ? { ...entry, basis: 'consent' as const } : entry));
    expect(() => parseLegalRecord({ ...record, lawfulBases: health }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/special categories of data \(health\) rest on explicit consent/);
  });

  it('an app with points or credits names the balance among what a deletion erases, from the account data', () => {
    const record = recordFixture({ credits: 'star' });
    expect(() => parseLegalRecord(record, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    // The deletion lists print the account's data, whatever else the record lists.
    const parsed = parseLegalRecord({ ...record, deletion: { ...record.deletion, deleted: [], tr: { ...record.deletion.tr, deleted: [] } } }, FIXTURE_APP, FIXTURE_OWNER);
    expect(deletedOnDeletion(parsed).some((item) => /star/i.test(item))).toBe(true);
    const account = { ...record.retention.account!, value: { ...record.retention.account!.value, data: 'Your account and what you saved in it' } };
    expect(() => parseLegalRecord({ ...record, retention: { ...record.retention, account } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "retention\.account"/);
  });

  it('the courts of every record are those of the owner’s city, never a city written into the record', () => {
    const record = recordFixture();
    const elsewhere = invented({ law: record.governingLaw.value.law, courts: 'the courts of another city' });
    expect(() => parseLegalRecord({ ...record, governingLaw: elsewhere }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "governingLaw\.courts"/);
  });

  it('a document published after the first takes effect between the record’s effective date and its last update', () => {
    const record = recordFixture();
    expect(() => parseLegalRecord({ ...record, effectiveFrom: { eula: invented('2026-01-02') } }, FIXTURE_APP, FIXTURE_OWNER)).not.toThrow();
    expect(() => parseLegalRecord({ ...record, effectiveFrom: { eula: invented('2025-12-31') } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "effectiveFrom\.eula"/);
    expect(() => parseLegalRecord({ ...record, effectiveFrom: { eula: invented('2026-01-03') } }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "effectiveFrom\.eula"/);
  });

  it('carve-outs are listed once each, in one order', () => {
    const record = recordFixture();
    const twice = invented({ ...record.liability.value, carveOuts: ['fraud', 'fraud'] });
    expect(() => parseLegalRecord({ ...record, liability: twice }, FIXTURE_APP, FIXTURE_OWNER)).toThrow(/field "liability.carveOuts"/);
  });

  it('finds every unverified fact with its path', () => {
    const found = unverifiedFacts({ a: invented(1), b: { verified: true, value: { c: invented('x', 'why') } }, d: [invented(2)] }, 'root');
    expect(found).toEqual([
      { where: 'root.a', value: 1 },
      { where: 'root.b.c', value: 'x', note: 'why' },
      { where: 'root.d.0', value: 2 },
    ]);
  });
});
