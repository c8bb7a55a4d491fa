import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { fieldMessage, generalErrorMessage } from './form-errors';

const validation = (fieldErrors: Record<string, string[]>) =>
  new ApiError({
    kind: 'validation',
    status: 422,
    code: 'validation_error',
    title: 'Unknown Api Error',
    message: 'The given data was invalid.',
    fieldErrors,
  });

describe('generalErrorMessage', () => {
  it('shows nothing when there is no error', () => {
    expect(generalErrorMessage(null, ['email'])).toBeNull();
  });

  it('shows nothing above the form when every field message sits under its field', () => {
    expect(generalErrorMessage(validation({ email: ['Taken.', 'Bad.'] }), ['email'])).toBeNull();
  });

  it('shows the first message of a field the form does not show', () => {
    const error = validation({ email: ['Taken.'], zone: ['Choose a region.', 'x'] });
    expect(generalErrorMessage(error, ['email'])).toBe('Choose a region.');
  });

  it("shows a rate limit's own message", () => {
    const error = new ApiError({
      kind: 'rate_limited',
      status: 429,
      code: 'rate_limited',
      title: 'Unknown Api Error',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(generalErrorMessage(error, ['password'])).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

describe('fieldMessage', () => {
  it('prefers the client check, then the first server message of the field', () => {
    const error = validation({ email: ['First.', 'Second.'] });
    expect(fieldMessage({ email: 'Required.' }, error, 'email')).toBe('Required.');
    expect(fieldMessage({}, error, 'email')).toBe('First.');
    expect(fieldMessage({}, error, 'mobile')).toBeUndefined();
  });
});
