import { fortuneCategories, parseFortuneCategories } from '@/lib/content/fortune';

describe('fortune questions content', () => {
  it('has at least five categories of at least four questions, each with a point value', () => {
    expect(fortuneCategories.length).toBeGreaterThanOrEqual(5);
    for (const category of fortuneCategories) {
      expect(category.questions.length).toBeGreaterThanOrEqual(4);
      for (const question of category.questions) expect(question.point).toBeGreaterThan(0);
    }
    expect(fortuneCategories[0]!.categoryName).toBe('Aşk');
  });

  it('fails naming the category and field when a question has no point value', () => {
    expect(() =>
      parseFortuneCategories([{ id: 'x', categoryName: 'Kariyer', questions: [{ text: 'Terfi alacak mıyım?' }, ...Array(3).fill({ text: 'Yeni iş bulacak mıyım?', point: 5 })] }]),
    ).toThrow(/category "Kariyer"[\s\S]*field "questions.0.point"/);
  });

  it('refuses a category with fewer than four questions', () => {
    expect(() => parseFortuneCategories([{ id: 'x', categoryName: 'Para', questions: [{ text: 'Zengin olacak mıyım?', point: 5 }] }])).toThrow(
      /needs at least four questions/,
    );
  });
});
