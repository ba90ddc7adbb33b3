/**
 * RowAction draws what antd's `<Button type="link" size="small">` draws (the baked stylesheet
 * then styles both alike): compared element for element with antd's own, under the app's theme,
 * so an antd upgrade that changes the button's markup fails here.
 */
import { createRef, type ReactElement } from 'react';
import { Button, ConfigProvider, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { theme } from '@/app/theme';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterButton } from './router-button';
import { RowAction, RowLink } from './row-action';

function markup(node: ReactElement): string {
  const { container, unmount } = render(<ConfigProvider theme={theme}>{node}</ConfigProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('RowAction', () => {
  it.each([
    ['a text', { children: 'Modify' }],
    ['danger', { danger: true, children: 'Delete' }],
    ['disabled, described', { disabled: true, 'aria-describedby': 'why', children: 'Reset' }],
    ['two Chinese characters (a link button inserts no space)', { children: '删除' }],
    ['texts joined and an icon', { 'aria-label': 'Modify: Ann', children: ['Modify', ' ', <DownOutlined key="i" aria-hidden />] }],
    ['a number and a class', { className: 'team-danger-link', danger: true, children: 7 }],
    ['nothing rendered among the children', { children: [null, 'Share', false] }],
  ] as const)('draws the same button as antd: %s', (_, props) => {
    const ours = markup(<RowAction {...props} />);
    const antd = markup(<Button type="link" size="small" {...props} />);
    expect(ours).toBe(antd);
    expect(ours).toContain('<button');
  });

  it('clicks, and a disabled one does not', () => {
    const onClick = vi.fn();
    const { rerender } = render(<RowAction onClick={onClick}>Modify</RowAction>);
    fireEvent.click(screen.getByRole('button', { name: 'Modify' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <RowAction onClick={onClick} disabled>
        Modify
      </RowAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modify' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a ref, and opens a Dropdown that wraps it', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Dropdown menu={{ items: [{ key: 'a', label: 'Change the name' }] }} trigger={['click']}>
        <RowAction ref={ref}>Functions</RowAction>
      </Dropdown>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Functions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Functions' }));
    expect(await screen.findByRole('menuitem', { name: 'Change the name' })).toBeInTheDocument();
    expect(ref.current?.className).toContain('ant-dropdown-open');
  });
});

describe('RowLink', () => {
  /** The markup of `node` on a page of a memory router, and the router (where a click went). */
  function onAPage(node: ReactElement) {
    const router = createMemoryRouter(
      [
        { path: '/teams', element: <ConfigProvider theme={theme}>{node}</ConfigProvider> },
        { path: '/teams/:code', element: <p>Team page</p> },
      ],
      { initialEntries: ['/teams'] },
    );
    const view = render(<RouterProvider router={router} />);
    return { html: view.container.innerHTML, router, unmount: view.unmount };
  }

  it("draws the same link as antd's small link Button with an href (RouterButton)", () => {
    const props = { to: '/teams/ABCDEF', 'aria-label': 'Manage: Class 1' };
    const ours = onAPage(<RowLink {...props}>Manage</RowLink>);
    ours.unmount();
    const antd = onAPage(
      <RouterButton type="link" size="small" {...props}>
        Manage
      </RouterButton>,
    );
    antd.unmount();
    const attributes = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const link = template.content.querySelector('a')!;
      return { attributes: Object.fromEntries([...link.attributes].map((a) => [a.name, a.value])), content: link.innerHTML };
    };
    expect(attributes(ours.html)).toEqual(attributes(antd.html));
    expect(attributes(ours.html).attributes).toMatchObject({ href: '/teams/ABCDEF', tabindex: '0', 'aria-disabled': 'false' });
  });

  it('opens its page in the app with the state given', async () => {
    const { router } = onAPage(
      <RowLink to="/teams/ABCDEF" state={{ back: '/teams?page=2' }}>
        Manage
      </RowLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Manage' }));
    expect(await screen.findByText('Team page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ back: '/teams?page=2' });
  });
});
