/** An antd button that is a real link (middle-click, copy address) but navigates inside the app. */
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

export function RouterButton({ to, state, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; /** router state handed to the page (e.g. the list to go back to) */ state?: unknown }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to, state === undefined ? undefined : { state });
      }}
    />
  );
}
