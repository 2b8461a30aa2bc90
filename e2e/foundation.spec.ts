import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { foundationRoutes } from './routes';
import { site } from '../content/site';
import { featuredProjects, projects, projectsIn } from '../lib/content/projects';
import { apps } from '../lib/content/apps';
import { textsIn } from '../lib/content/texts';
import { escapeRegExp } from '../lib/text';

test.describe('static HTML', () => {
  for (const route of foundationRoutes) {
    test(`${route.path} is served as complete static HTML`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html.replaceAll('&#x27;', "'")).toContain(route.text);
      expect(html).toContain(`<html lang="${route.language}"`);
    });
  }

  test('a path with a trailing slash reaches the same page', async ({ page }) => {
    const response = await page.goto('/work/');
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  });
});

test.describe('home page', () => {
  for (const [home, work, language] of [['/', '/work', 'en'], ['/tr', '/tr/work', 'tr']] as const) {
    test(`greets the visitor by the owner’s name and lists every featured project (${language})`, async ({ page }) => {
      const words = textsIn(language);
      await page.goto(home);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(site.owner.name);
      const featured = page.locator('#featured article');
      await expect(featured).toHaveCount(featuredProjects.length);
      await expect(page.getByRole('link', { name: new RegExp(`^${words.home.seeMore}`) })).toHaveAttribute('href', work);
      await expect(page.getByRole('link', { name: words.home.viewResume })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('heading', { name: words.skills.mainSoftware })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.skills.mainSkills })).toBeVisible();
      // Each featured project leads to its page in the same language.
      await expect(featured.first().getByRole('link')).toHaveAttribute('href', projectsIn(language)[projects.indexOf(featuredProjects[0]!)]!.generalLink);
    });
  }

  test('reveals every featured project once scrolled into view', async ({ page }) => {
    await page.goto('/');
    // The reveal is the island's work: scrolling before it has hydrated tests nothing.
    await hydrated(page);
    const last = page.locator('#featured article').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('xpath=..')).toHaveCSS('opacity', '1');
  });
});

test.describe('work pages', () => {
  test('the work page lists every project, each with a link to its own page', async ({ page }) => {
    await page.goto('/work');
    await expect(page.getByRole('article')).toHaveCount(projects.length);
    const last = projects.at(-1)!;
    await page.getByRole('link', { name: new RegExp(`More details from this project.*${escapeRegExp(last.title)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(last.generalLink)}$`));
    await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  });

  for (const project of projects) {
    test(`${project.generalLink} shows its photos and only the links the project has, in new tabs`, async ({ page }) => {
      await page.goto(project.generalLink);
      await expect(page.getByRole('img', { name: new RegExp(`${escapeRegExp(project.title)} screenshot`) })).toHaveCount([project.photo1, project.photo2].filter(Boolean).length);
      const buttons = [
        { label: /App Store/, href: project.appStore },
        { label: /Play Store/, href: project.playStore },
        { label: /Github/, href: project.githubLink },
        { label: /Web Sitesi/, href: project.webLink },
      ];
      await expect(page.locator('main a[target="_blank"]')).toHaveCount(buttons.filter((button) => button.href).length);
      for (const { label, href } of buttons) {
        const link = page.getByRole('link', { name: label });
        if (!href) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  }

  test('an unknown project is a real 404 with the not-found page', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/work/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'You found the doorway to the great nothing' })).toBeVisible();
    await page.getByRole('link', { name: 'Take me home!' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(messages.some((text) => text.includes('/work/no-such-project'))).toBe(true);
  });

  test('a Turkish address that matches no page leads, in Turkish, to the Turkish home page', async ({ page }) => {
    const response = await page.goto('/tr/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(textsIn('tr').notFound.message)).toBeVisible();
    await page.getByRole('link', { name: textsIn('tr').notFound.home }).click();
    await expect(page).toHaveURL(/\/tr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('project images are left out on small screens', async ({ page }) => {
    await page.goto('/work');
    for (const project of projects) {
      // Present in the page, so that the check cannot pass on an image that is not there at all.
      const image = page.getByRole('img', { name: project.imageAlt, exact: true, includeHidden: true });
      await expect(image).toHaveCount(1);
      await expect(image).toBeHidden();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const home of ['/', '/tr']) {
    test(`the home page shows all its content, featured projects included (${home})`, async ({ page }) => {
      await page.goto(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const first = page.locator('#featured li').first();
      await expect(first).toHaveCSS('opacity', '1');
    });
  }

  test('the language switch is a plain link: on a Turkish app’s deletion page it opens the page in English, and back', async ({ page }) => {
    const app = apps.find((candidate) => candidate.language === 'tr' && candidate.forms.length) ?? apps.find((candidate) => candidate.forms.length)!;
    const path = app.forms[0]!.page.path;
    const other = app.language === 'tr' ? 'en' : 'tr';
    await page.goto(path);
    await page.getByRole('banner').locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${other}${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.getByRole('banner').locator(`a[hreflang="${app.language}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', app.language);
  });
});

for (const [about, language] of [['/about', 'en'], ['/tr/about', 'tr']] as const) {
  test(`the skip link moves focus to the main content (${language})`, async ({ page }) => {
    await page.goto(about);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: textsIn(language).layout.skipLink });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
}

test('no page is chosen by the browser’s language: / and /tr answer in their own, whatever Accept-Language says, with no redirect', async ({ request }) => {
  for (const [path, language] of [['/', 'en'], ['/tr', 'tr']] as const) {
    for (const accept of ['tr-TR,tr;q=0.9', 'en-GB,en;q=0.9', 'de-DE']) {
      const response = await request.get(path, { headers: { 'Accept-Language': accept }, maxRedirects: 0 });
      expect({ path, accept, status: response.status() }).toEqual({ path, accept, status: 200 });
      expect(await response.text()).toContain(`<html lang="${language}"`);
    }
  }
});
