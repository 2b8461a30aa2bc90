/** @jest-environment node */
import { legalRecords } from '@/content/legal';
import { invented } from '@/content/facts';
import { unverifiedFacts } from '@/lib/facts';
import { formatPeriod, keptItem, liabilitySentence, numberWords, parseLegalRecord, retentionPhrase } from '@/lib/legal-facts';

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

  it('states one liability rule, with a floor when there is one', () => {
    expect(liabilitySentence({ paidMonths: 12, floor: { amount: 10, currency: 'EUR' } }, 'en')).toBe(
      'Our total liability to you for all claims arising from or relating to the App is limited to the amount you paid us for the App in the twelve (12) months before the event giving rise to the claim, or €10, whichever is greater.',
    );
    expect(liabilitySentence({ paidMonths: 12 }, 'tr')).toMatch(/on iki \(12\) ay içinde Uygulama için bize ödediğiniz tutar ile sınırlıdır\.$/);
  });

  it('every app has a record that passes its schema, and a broken record fails naming the file and field', () => {
    expect(legalRecords.map((record) => record.app).sort()).toEqual(['funo', 'meriastro', 'revoai', 'sharix-ai', 'sonora-ai', 'vloader']);
    const broken = { ...legalRecords[0], minimumAge: invented(7) };
    expect(() => parseLegalRecord(broken, legalRecords[0]!.app)).toThrow(/content\/legal\/.*\.ts[\s\S]*field "minimumAge.value"/);
  });

  it('finds every unverified fact with its path', () => {
    const found = unverifiedFacts({ a: invented(1), b: { verified: true, value: { c: invented('x', 'why') } }, d: [invented(2)] }, 'root');
    expect(found).toEqual([
      { where: 'root.a', value: 1 },
      { where: 'root.b.c', value: 'x', note: 'why' },
      { where: 'root.d[0]', value: 2 },
    ]);
  });
});
