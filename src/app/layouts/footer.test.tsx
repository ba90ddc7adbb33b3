import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { renderApp, signIn } from '@/test/render';
import { preloadRoutes } from '@/test/preload';

beforeAll(() => preloadRoutes('/course', '/login'));

const footer = async () => {
  await screen.findByText(/© \d{4}/);
  const element = document.querySelector<HTMLElement>('footer');
  if (!element) throw new Error('no footer');
  return element;
};

function expectCommonLinks(f: HTMLElement, labels = ['User agreement', 'Privacy policy', 'Contact us']) {
  expect(within(f).getByText(labels[0]).closest('a')).toHaveAttribute('href', '/agreement');
  expect(within(f).getByText(labels[1]).closest('a')).toHaveAttribute('href', '/privacypolicy');
  expect(within(f).getByText(labels[2]).closest('a')).toHaveAttribute('href', EXTERNAL_LINKS.support.contactPage);
  expect(within(f).getByText(new RegExp(EXTERNAL_LINKS.filing.number)).closest('a')).toHaveAttribute('href', EXTERNAL_LINKS.filing.url);
}

describe('footer', () => {
  it("shows the student footer: the product's mark, no organisation logo", async () => {
    await signIn('student');
    renderApp('/course');
    await screen.findByLabelText(/^Account menu for/);
    const f = await footer();
    expect(f).toHaveAttribute('data-footer', 'student');
    expect(within(f).getByText('Make things, share them, love coding')).toBeInTheDocument();
    expect(within(f).queryByAltText(/logo$/)).not.toBeInTheDocument();
    expectCommonLinks(f);
  }, 120_000);

  it("shows the teacher footer with the organisation's logo image and text mark", async () => {
    await signIn('teacher');
    renderApp('/course');
    await screen.findByLabelText(/^Account menu for/);
    const f = await footer();
    expect(f).toHaveAttribute('data-footer', 'teacher');
    expect(within(f).getByAltText('Sunshine Coding School logo')).toHaveAttribute('src', expect.stringContaining('org-0'));
    expect(within(f).getByText('Sunshine')).toBeInTheDocument();
    expectCommonLinks(f);
  }, 120_000);

  it('gives signed-out visitors the slim footer, in their language', async () => {
    renderApp('/login', { locale: 'zh-CN' });
    const f = await footer();
    expect(f).toHaveAttribute('data-footer', 'slim');
    expectCommonLinks(f, ['用户协议', '隐私政策', '联系我们']);
  }, 120_000);
});
