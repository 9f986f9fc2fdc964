import { expect, test } from './fixtures/test';

// Seed spot 1, the flagship, has an open line that takes people from the page.
const SPOT = 1;

test('joining a line remotely: party size, the ticket page, and the line says it is mine', async ({ page, signIn }) => {
  await signIn();
  await page.goto(`/popup/${SPOT}`);
  const line = page.locator('#queue-status li').filter({ has: page.getByRole('button', { name: '원격 줄서기' }) });
  const teams = Number((await line.getByText(/\d+팀/).innerText()).replace(/\D/g, ''));
  await line.getByRole('button', { name: '원격 줄서기' }).click();

  const dialog = page.getByRole('dialog', { name: /줄서기$/ });
  await expect(dialog.getByText(`지금 ${teams}팀이 기다리고 있어요.`)).toBeVisible();
  await dialog.getByRole('button', { name: '인원 늘리기' }).click();
  await expect(dialog.getByText('3명')).toBeVisible();
  await dialog.getByRole('button', { name: '줄서기', exact: true }).click();

  await expect(page).toHaveURL(/\/waiting\/\d+$/);
  await expect(page.getByText('웨이팅 중이에요')).toBeVisible();
  await expect(page.getByText('3명')).toBeVisible();
  // The line's teams are everyone in it; on the ticket those still waiting and those already
  // called (on their way in) are told apart, and together they are the same teams (decision 059).
  const waiting = Number((await page.getByText(/^내 앞에 \d+팀이 있어요$/).innerText()).replace(/\D/g, ''));
  const calledLine = page.getByText(/^앞에서 호출된 \d+팀이 입장하고 있어요$/);
  const called = (await calledLine.count()) ? Number((await calledLine.innerText()).replace(/\D/g, '')) : 0;
  expect(waiting + called).toBe(teams);

  await page.goto(`/popup/${SPOT}`);
  await expect(page.getByRole('link', { name: '내 순서 보기' })).toBeVisible();
});
