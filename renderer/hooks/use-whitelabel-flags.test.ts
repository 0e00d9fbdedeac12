import { describe, expect, it } from 'vitest';
import { enabledModIds } from './use-whitelabel-flags.ts';

describe('whitelabel flags', () => {
  it('are the enabled modIds whose ancestors are all enabled', () => {
    const ids = enabledModIds([
      {
        modId: 'ACCOUNT',
        name: 'Account',
        enabled: true,
        childrenNodes: [
          { modId: 'FREEPLAY3', name: 'Free play', enabled: true, childrenNodes: [] },
          { modId: 'REGMOBVERF3', name: 'SMS on registration', enabled: false, childrenNodes: [] },
        ],
      },
      {
        modId: 'REBATE',
        name: 'Rebate',
        enabled: false,
        childrenNodes: [{ modId: 'MANPLAYREB3', name: 'Manual rebate', enabled: true, childrenNodes: [] }],
      },
    ]);
    expect([...ids].sort()).toEqual(['ACCOUNT', 'FREEPLAY3']);
  });
});
