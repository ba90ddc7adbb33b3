import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialOf, PersonAvatar } from './person-avatar';

describe('PersonAvatar', () => {
  it.each([
    ['Ann Lee', 'A'],
    ['  émile', 'É'],
    ['林晓', '林'],
    ['😀 Smile', '😀'],
    ['', ''],
  ])('the initial of %j is %j', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });

  it('draws the picture at its size, and the initial when the picture does not load', () => {
    const { container } = render(<PersonAvatar name="Ann Lee" src="/avatars/ann.png" size={32} />);
    const disc = container.querySelector('.tc-person-avatar') as HTMLElement;
    expect(disc).toHaveAttribute('aria-hidden', 'true');
    expect(disc.style.width).toBe('32px');
    const img = disc.querySelector('img')!;
    expect(img).toHaveAttribute('width', '32');
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(disc.querySelector('img')).toBeNull();
    expect(disc).toHaveTextContent(/^A$/);
  });

  it('draws the initial without a picture, and an icon in its place when given one', () => {
    const { container, rerender } = render(<PersonAvatar name="bo" size={24} />);
    expect(container.querySelector('.tc-person-avatar')).toHaveTextContent(/^B$/);
    rerender(<PersonAvatar name="" size={40} icon={<svg data-testid="icon" />} />);
    expect(container.querySelector('[data-testid="icon"]')).not.toBeNull();
  });
});
