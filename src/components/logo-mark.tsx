/**
 * The product's mark (public/logo.svg, which stays the favicon), drawn inline: the header, the
 * sign-in page and the footers show it in their first frame without a picture to fetch and
 * decode (a full load's first frame waited for that file). Decorative: the link or text beside
 * it names the product.
 */
import { useId } from 'react';

export function LogoMark({ className }: { className: string }) {
  // One gradient per mark: several marks on a page must not share an id.
  const gradient = `${useId()}logo`;
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4FC3F7" />
          <stop offset="1" stopColor="#5C6BC0" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" rx="28" fill={`url(#${gradient})`} />
      <path d="M34 88a18 18 0 0 1-2-36 26 26 0 0 1 50-6 20 20 0 0 1 8 42z" fill="#fff" />
      <path d="M50 58l-10 10 10 10M70 58l10 10-10 10" stroke="#5C6BC0" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="92" cy="32" r="6" fill="#FFD54F" />
    </svg>
  );
}
