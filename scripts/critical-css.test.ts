import { describe, expect, it } from 'vitest';
import { criticalCss, selectorApplies } from './critical-css.mjs';

const page = '<div class="card card--wide"><button class="btn btn-primary">Go</button></div>';

describe('critical CSS of the prerendered sign-in page', () => {
  it('keeps a selector only when the page has every class it requires (not those inside :not())', () => {
    const classes = new Set(['card', 'btn', 'btn-primary']);
    expect(selectorApplies('.card .btn', classes)).toBe(true);
    expect(selectorApplies('.btn-primary:hover', classes)).toBe(true);
    expect(selectorApplies('.btn:not(.btn-disabled)', classes)).toBe(true);
    expect(selectorApplies('.btn.btn-disabled', classes)).toBe(false);
    expect(selectorApplies('html, body', classes)).toBe(true);
  });

  it('drops unused rules, selectors, media blocks and keyframes, in cascade order', () => {
    const css = criticalCss(
      [
        'body{margin:0}.modal{display:none}.btn,.menu{color:red}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}',
        '@media (max-width:600px){.menu{display:none}.card{padding:0}}@media print{.modal{display:block}}.btn-primary{animation:spin 1s}',
      ],
      [page],
    );
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.btn{color:red}');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('@media print');
    expect(css).toContain('@media (max-width:600px){.card{padding:0}}');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('fade');
    expect(css.indexOf('body{')).toBeLessThan(css.indexOf('.btn-primary'));
  });

  it('keeps the custom properties that kept declarations or the HTML read, through other properties too', () => {
    const css = criticalCss(
      ['.theme{--primary:var(--blue);--blue:#1677ff;--radius:6px;--unused:1px;--gap:8px}.btn{color:var(--primary)}.menu{margin:var(--radius)}.card{}'],
      [`${page}<div class="theme" style="padding:var(--gap)"></div>`],
    );
    expect(css).toContain('--primary:var(--blue)');
    expect(css).toContain('--blue:#1677ff');
    expect(css).toContain('--gap:8px');
    // only .menu read --radius, and .menu is not on the page
    expect(css).not.toContain('--radius');
    expect(css).not.toContain('--unused');
    // a rule left without declarations goes
    expect(css).not.toContain('.card');
  });
});
