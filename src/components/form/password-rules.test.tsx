import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import auth from '../../../public/locales/en/auth.json';
import validation from '../../../public/locales/en/validation.json';
import { createTestI18n } from '@/lib/test-i18n';
import { NewPasswordFields } from './new-password-fields';
import { saysTooCommon } from './password-policy';

afterEach(cleanup);

const i18n = createTestI18n({ en: { auth, validation } });
const rules = { minLength: 8, maxLength: 64, disallowCommon: true };
const noop = () => {};

function renderFields(error: string | undefined) {
  render(
    <I18nextProvider i18n={i18n}>
      <NewPasswordFields
        password={{ name: 'password', value: 'password1', onChange: noop, error }}
        confirmation={{
          name: 'confirmation',
          value: 'password1',
          onChange: noop,
          error: undefined,
        }}
        labels={{ password: 'New password', confirmation: 'Repeat it' }}
        rules={rules}
      />
    </I18nextProvider>,
  );
  return screen.getByTestId('password-rule-not-common');
}

describe('the password checklist', () => {
  it('stays neutral on "not a commonly used password" while the server has said nothing', () => {
    const line = renderFields(undefined);
    expect(line.dataset.failed).toBeUndefined();
    expect(line.textContent).toBe('Not a commonly used password');
  });

  it('fails that line when the server refused the password as too common', () => {
    const line = renderFields('This password is too common. Choose one that is harder to guess.');
    expect(line.dataset.failed).toBe('true');
    expect(line.textContent).toBe('Not a commonly used password (not met)');
  });

  it('leaves it neutral for another refusal of the server', () => {
    const line = renderFields('Do not use your username or email as your password.');
    expect(line.dataset.failed).toBeUndefined();
  });

  it('reads the refusal in English and in Spanish', () => {
    expect(saysTooCommon('This password is too common.')).toBe(true);
    expect(saysTooCommon('Esta contraseña es demasiado común.')).toBe(true);
    expect(saysTooCommon('Use at least 8 characters.')).toBe(false);
    expect(saysTooCommon(undefined)).toBe(false);
  });
});
