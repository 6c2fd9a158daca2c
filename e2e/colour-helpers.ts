import { expect, type Locator } from '@playwright/test';

/**
 * A danger action's text as the person sees it: red, and readable on what lies behind it (WCAG AA,
 * 4.5:1). A red class laid over a Button variant's slate one used to lose silently and the button
 * rendered grey (issue 23; `cn` now merges them, apps/web/src/lib/cn.ts): only the computed colour
 * tells. A 1×1 canvas turns whatever colour syntax the browser computes
 * (Tailwind 4 gives oklch) into sRGB bytes.
 */
export async function expectRedText(button: Locator): Promise<void> {
  const { text, behind } = await button.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data);
    };
    // The first opaque background from the button outwards (a ghost button has none of its own).
    let node: Element | null = el;
    let background = [255, 255, 255, 255];
    while (node) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if (bg[3]! > 0) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    return { text: rgba(getComputedStyle(el).color), behind: background };
  });
  const [r, g, b] = text as [number, number, number];
  expect(r - Math.max(g, b), `text colour rgb(${r}, ${g}, ${b}) is not red`).toBeGreaterThan(100);
  const luminance = ([cr, cg, cb]: number[]) => {
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(cr!) + 0.7152 * lin(cg!) + 0.0722 * lin(cb!);
  };
  const [lt, lb] = [luminance(text), luminance(behind)];
  const contrast = (Math.max(lt, lb) + 0.05) / (Math.min(lt, lb) + 0.05);
  expect(contrast, `contrast ${contrast.toFixed(2)}:1 of rgb(${r}, ${g}, ${b}) on rgb(${behind.slice(0, 3).join(', ')})`).toBeGreaterThanOrEqual(4.5);
}
