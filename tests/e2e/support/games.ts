import { expect, type Page } from '@playwright/test';
import { parseAmountToCents } from '../../../shared/rules/amount.ts';

/**
 * Opens the first game of the lobby the page shows (/rng) in its window, as a player does: its name and the window,
 * loaded at the platform's /play/ page.
 */
export async function openFirstGame(page: Page): Promise<{ game: Page; name: string }> {
  const tile = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first();
  const name = (await tile.locator('.game-tile__name').textContent())!;
  const [game] = await Promise.all([
    page.waitForEvent('popup'),
    tile.getByRole('button', { name: `Jogar ${name}` }).click(),
  ]);
  await game.waitForURL(/\/play\//);
  return { game, name };
}

/**
 * Plays `rounds` rounds in an open game window at a stake (cents; the game's own default without one), each until
 * the game's balance changes; returns the balance it shows last (cents), which may equal the start: wins can make up
 * for stakes.
 */
export async function playRounds(game: Page, rounds: number, stake?: number): Promise<number> {
  if (stake !== undefined) await game.locator('#stake').selectOption(String(stake));
  const balance = game.locator('#balance');
  for (let i = 0; i < rounds; i++) {
    const before = await balance.textContent();
    await game.locator('#play').click();
    await expect(balance).not.toHaveText(before!);
  }
  const last = parseAmountToCents(((await balance.textContent()) ?? '').replace(/[^\d.,]/g, ''));
  expect(last).not.toBeNull();
  return last!;
}
