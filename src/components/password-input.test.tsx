import { fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { I18nProvider, type Catalogue } from '@/lib/i18n/i18n';
import { commonEnUS } from '@/lib/i18n/common.en-US';
import { commonZhCN } from '@/lib/i18n/common.zh-CN';
import { PasswordInput } from './password-input';

const catalogue: Catalogue = { 'en-US': commonEnUS, 'zh-CN': commonZhCN };

function renderField(locale: 'en-US' | 'zh-CN') {
  render(
    <I18nProvider catalogue={catalogue} initialLocale={locale}>
      <label htmlFor="pw">{locale === 'en-US' ? 'Password' : '密码'}</label>
      <PasswordInput id="pw" />
    </I18nProvider>,
  );
}

describe('PasswordInput', () => {
  it("names its eye in the reader's language, and the name follows what a click does", () => {
    renderField('en-US');
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('img', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('img', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('img', { name: /eye/ })).toBeNull();
  });

  it('speaks Chinese in zh-CN', () => {
    renderField('zh-CN');
    expect(screen.getByRole('img', { name: '显示密码' })).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  });
});
