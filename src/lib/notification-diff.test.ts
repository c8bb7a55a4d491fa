import { describe, expect, it } from 'vitest';
import { newUnread } from './notification-diff';

const on = () => true;

describe('newUnread', () => {
  it('announces nothing on the first poll', () => {
    expect(newUnread(null, { order: 3, payout: 1, message: 2 }, on)).toEqual([]);
  });
  it('announces the kinds that grew, with how many', () => {
    expect(
      newUnread({ order: 1, payout: 1, message: 2 }, { order: 1, payout: 3, message: 3 }, on),
    ).toEqual([
      { kind: 'payout', added: 2 },
      { kind: 'message', added: 1 },
    ]);
  });
  it('ignores items read since (counts that fell) and events switched off for in-app', () => {
    expect(
      newUnread(
        { order: 4, payout: 0, message: 0 },
        { order: 2, payout: 1, message: 1 },
        (event) => event !== 'new_mail',
      ),
    ).toEqual([{ kind: 'payout', added: 1 }]);
  });
});
