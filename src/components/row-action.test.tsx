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
import { RowAction } from './row-action';

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
