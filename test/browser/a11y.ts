// Checks run in the page on every dashboard view: each form control has a label, each
// button and link an accessible name, and text contrast meets WCAG AA (4.5:1; 3:1 for
// large text) against the first opaque background behind it.
import type { Page } from 'playwright-core';

export interface A11yProblem {
  what: string;
  text: string;
}

export function auditPage(page: Page): Promise<A11yProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; text: string }[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of document.querySelectorAll('input, select, textarea')) {
      const c = el as HTMLInputElement;
      if (visible(c) && c.labels?.length === 0 && !c.getAttribute('aria-label')) problems.push({ what: 'control without a label', text: c.outerHTML.slice(0, 80) });
    }
    for (const el of document.querySelectorAll('button, a[href]')) {
      if (visible(el) && !(el.textContent ?? '').trim() && !el.getAttribute('aria-label')) problems.push({ what: 'button or link without a name', text: el.outerHTML.slice(0, 80) });
    }
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el: Element | null): number[] => {
      for (; el; el = el.parentElement) {
        const c = rgb(getComputedStyle(el).backgroundColor);
        if (c.length >= 3 && (c.length === 3 || c[3] > 0.9)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !(n.textContent ?? '').trim() || !visible(el) || el.closest('.sr-only, .u-legend, .u-axis, canvas')) continue;
      const style = getComputedStyle(el);
      const fg = lum(rgb(style.color));
      const bg = lum(background(el));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) problems.push({ what: `contrast ${ratio.toFixed(2)}`, text: (n.textContent ?? '').trim().slice(0, 60) });
    }
    return problems;
  });
}
