import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileField } from './mobile-field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {},
  react: { useSuspense: false },
});

const noop = () => {};

/** The text a control's aria-describedby points at, as a screen reader reads it with the field. */
function description(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby');
  expect(ids, 'aria-describedby').toBeTruthy();
  return ids!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const renderIn = (ui: React.ReactElement) =>
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('field errors reach a screen reader', () => {
  it('a text field with an error is invalid and described by the message', () => {
    renderIn(
      <TextField
        name="username"
        label="Username"
        value=""
        onChange={noop}
        error="Enter your username."
      />,
    );
    const input = screen.getByRole('textbox', { name: /Username/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Enter your username.');
  });

  it('a text field without an error is not marked invalid, and its hint still describes it', () => {
    renderIn(
      <TextField name="email" label="Email" value="" onChange={noop} hint="We never share it." />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(description(input)).toBe('We never share it.');
  });

  it('a password field keeps its own input settings and is invalid with its message', () => {
    const { container } = renderIn(
      <PasswordField
        name="password"
        label="Password"
        value=""
        onChange={noop}
        autoComplete="current-password"
        error="Enter your password."
      />,
    );
    const input = container.querySelector<HTMLInputElement>('input[name=password]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('size')).toBe('1');
    expect(description(input)).toBe('Enter your password.');
  });

  it('a text area and a select with an error are invalid and described by it', () => {
    renderIn(
      <>
        <TextAreaField
          name="message"
          label="Message"
          value=""
          onChange={noop}
          error="Write a message."
        />
        <SelectField
          name="country"
          label="Country"
          value=""
          onChange={noop}
          options={[{ value: 'US', label: 'United States' }]}
          error="Choose a country."
        />
      </>,
    );
    const area = screen.getByRole('textbox', { name: /Message/ });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(description(area)).toBe('Write a message.');
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe('Choose a country.');
  });

  it('a mobile number with an error is invalid and described by it', () => {
    const { container } = renderIn(
      <MobileField
        label="Mobile"
        countries={[]}
        mobileCode=""
        mobile=""
        onMobileCodeChange={noop}
        onMobileChange={noop}
        error="Enter your mobile number."
      />,
    );
    const input = container.querySelector<HTMLInputElement>('input[name=mobile]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Enter your mobile number.');
  });
});
