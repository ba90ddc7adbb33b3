import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLightForm } from './light-form';

const t = (key: string) => key;

/** A form as the prerendered sign-in page leaves it: typed into before React took it over. */
function typedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = '<input name="username"><input name="password" type="password"><input name="remember" type="checkbox"><input name="other">';
  (form.elements.namedItem('username') as HTMLInputElement).value = 'teacher';
  (form.elements.namedItem('remember') as HTMLInputElement).checked = true;
  (form.elements.namedItem('other') as HTMLInputElement).value = 'not a field of the form';
  return form;
}

describe('useLightForm adoptFrom', () => {
  it('takes what was typed into the named fields before the first paint, and leaves empty fields alone', () => {
    const ref = { current: typedForm() };
    const { result } = renderHook(() => useLightForm({ username: '', password: '', remember: false }, {}, t, { adoptFrom: ref }));
    expect(result.current.values).toEqual({ username: 'teacher', password: '', remember: true });
    expect(result.current.errors).toEqual({});
  });

  it('submits the adopted values at once', () => {
    const ref = { current: typedForm() };
    const { result } = renderHook(() => useLightForm({ username: '', password: '', remember: false }, {}, t, { adoptFrom: ref }));
    let submitted: unknown;
    result.current.onSubmit((values) => (submitted = values))({ preventDefault() {} } as React.FormEvent<HTMLFormElement>);
    expect(submitted).toEqual({ username: 'teacher', password: '', remember: true });
  });

  it('changes nothing without a form to adopt from', () => {
    const { result } = renderHook(() => useLightForm({ username: '' }, {}, t));
    expect(result.current.values).toEqual({ username: '' });
  });
});
