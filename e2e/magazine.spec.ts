import { expect, test, type Page } from './fixtures/test';

/** The page's Article structured data, parsed. */
async function articleJsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = scripts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article');
  expect(article, 'an Article JSON-LD script').toBeTruthy();
  return article;
}

test('magazine: the list opens a post with its Article data; previous/next move between posts', async ({ page }) => {
  await page.goto('/magazine');
  await expect(page.getByRole('heading', { level: 1, name: '매거진' })).toBeVisible();
  // The first page is server-rendered.
  const html = await (await page.request.get('/magazine')).text();
  expect(html).toMatch(/href="\/\d+"/);

  const firstPost = page.getByRole('list', { name: '매거진 글 목록' }).getByRole('link').first();
  const href = await firstPost.getAttribute('href');
  expect(href).toMatch(/^\/\d+$/);
  await firstPost.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toBeEmpty();
  await expect(page.locator('article')).toHaveAttribute('lang', 'ko');

  const data = await articleJsonLd(page);
  expect(data.headline).toBe(await title.textContent());
  expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  expect(data.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  expect(data.author).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(data.publisher).toMatchObject({
    '@type': 'Organization',
    name: 'Popspot',
    logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//) },
  });
  const images = data.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const url of images) expect(url).toMatch(/^https?:\/\//);
  expect(data.mainEntityOfPage).toMatchObject({ '@id': expect.stringMatching(new RegExp(`${href}$`)) });

  // Canonical and Open Graph article tags.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  // The newest post has an older neighbour.
  const firstTitle = (await title.textContent()) ?? '';
  const previous = page.getByRole('navigation', { name: '다른 글' }).getByRole('link', { name: /이전 글/ });
  await previous.click();
  await expect(page).not.toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstTitle);
});

test('magazine: a translated post in English is English, an untranslated one says it is Korean', async ({ page }) => {
  await page.goto('/en/magazine');
  // The seed translates the Seongsu guide and the MONO HAUS interview.
  const translated = page.getByRole('heading', { level: 2, name: /Seongsu-dong Pop-ups/ });
  await translated.click();
  await expect(page).toHaveURL(/\/en\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conquer the Seongsu-dong Pop-ups This Weekend');
  const data = await articleJsonLd(page);
  expect(data.inLanguage).toBe('en');
  expect(data.url).toMatch(/\/en\/\d+$/);

  await page.goto('/en/magazine');
  const korean = page.getByRole('heading', { level: 2, name: /캐릭터 팝업/ });
  await korean.click();
  await expect(page).toHaveURL(/\/en\/\d+$/);
  await expect(page.locator('article')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('note')).toContainText('original Korean');
});

test('magazine: unknown, unpublished and non-numeric post paths are 404', async ({ request }) => {
  expect((await request.get('/999999')).status()).toBe(404);
  expect((await request.get('/en/999999')).status()).toBe(404);
  expect((await request.get('/not-a-post')).status()).toBe(404);
  const api = await request.get('/api/v1/magazines/999999');
  expect(api.status()).toBe(404);
  expect((await api.json()).result.code).toBe(40400000);
});

test('home: the latest magazine posts link to their pages', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: '매거진' });
  await expect(section.getByRole('link', { name: /전체 보기/ })).toHaveAttribute('href', '/magazine');
  const post = section.getByRole('listitem').first().getByRole('link');
  await expect(post).toHaveAttribute('href', /^\/\d+$/);
  await post.click();
  await expect(page.locator('article h1')).toBeVisible();
});
