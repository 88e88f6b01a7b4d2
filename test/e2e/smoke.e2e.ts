import { axeViolations, closeBrowser, openPage, siteUrl } from './support/browser';

afterAll(closeBrowser);

it('serves the home page from the built site and the demo API', async () => {
  const visitor = await openPage();
  await visitor.page.goto(siteUrl('/'));
  await visitor.page.getByRole('heading', { name: 'Trending Now' }).waitFor();
  expect(await axeViolations(visitor.page)).toEqual([]);
  expect(visitor.problems).toEqual([]);
  await visitor.close();
});
