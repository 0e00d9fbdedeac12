import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getWhitelabel } from '../../../shared/api/system.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { fixedEntries } from './side-menu.tsx';
import { SideMenuEntries } from './side-menu-entries.tsx';

describe("the side menu's held places (side-menu.tsx, while the entries' code loads)", () => {
  it('are as many as the entries drawn before the merchant switches answer, beside the categories', () => {
    stubFetch({ [getWhitelabel.path]: { hang: true } });
    renderWithProviders(<SideMenuEntries categories={[]} />);
    const list = screen.getByRole('navigation', { name: 'Menu lateral' }).querySelector('.side-menu__list');
    expect(list?.children).toHaveLength(fixedEntries);
  });
});
