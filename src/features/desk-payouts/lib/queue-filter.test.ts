import { describe, expect, it } from 'vitest';
import { canBatch, readQueueFilter } from './queue-filter';

describe('readQueueFilter', () => {
  it('reads the status, member and batch from the URL', () => {
    expect(
      readQueueFilter(new URLSearchParams('status=awaiting_second_approval&member= ann &batch=7')),
    ).toEqual({ status: 'awaiting_second_approval', member: 'ann', batch: '7' });
  });

  it('drops an unknown status and a batch that is not a number', () => {
    expect(readQueueFilter(new URLSearchParams('status=lost&batch=x'))).toEqual({
      status: null,
      member: '',
      batch: '',
    });
  });
});

describe('canBatch', () => {
  it('takes approved payouts that are in no batch yet', () => {
    expect(canBatch({ status: 'approved', batchId: null })).toBe(true);
    expect(canBatch({ status: 'approved', batchId: 3 })).toBe(false);
    expect(canBatch({ status: 'awaiting_second_approval', batchId: null })).toBe(false);
  });
});
