import { describe, expect, test } from 'vitest';
import { criticalCss, markupOf, parseStylesheet } from './critical-css';

// Issue 27: a drawn page carries the rules its markup can match, not the whole stylesheet. A rule it
// drops must be one that cannot match the page; whatever is not a style rule stays as written.

const critical = (css: string, html: string) => criticalCss(parseStylesheet(css), html);

describe('the rules a drawn page needs', () => {
  test('a rule stays when the markup carries its classes; one for classes nowhere in the page goes', () => {
    const css = '.p-4{padding:1rem}.hidden{display:none}.flex.gap-2{gap:.5rem}.flex .gap-9{gap:9rem}';
    expect(critical(css, '<div class="p-4 flex gap-2"></div>')).toBe('.p-4{padding:1rem}.flex.gap-2{gap:.5rem}');
  });

  test('element, universal and attribute-free rules, @font-face, @keyframes, @property, statements and the licence stay (an @property that a kept rule reads)', () => {
    const css =
      '/*! tailwindcss | MIT */\n@layer theme,base;/* a note */@font-face{font-family:X;src:url(x.woff2)}@property --tw-x{syntax:"*";inherits:false}' +
      '@keyframes spin{to{transform:rotate(1turn)}}*,:before{box-sizing:border-box}html{color:var(--tw-x,#000)}';
    expect(critical(css, '<p></p>')).toBe(
      '/*! tailwindcss | MIT */\n@layer theme,base;@font-face{font-family:X;src:url(x.woff2)}@property --tw-x{syntax:"*";inherits:false}' +
        '@keyframes spin{to{transform:rotate(1turn)}}*,:before{box-sizing:border-box}html{color:var(--tw-x,#000)}',
    );
  });

  test('media queries and layers keep the rules inside that match, in order, and go when none does', () => {
    const css = '@layer utilities{.p-4{padding:1rem}@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}@media print{.print\\:hidden{display:none}}}';
    expect(critical(css, '<div class="p-4 md:flex"></div>')).toBe('@layer utilities{.p-4{padding:1rem}@media (width>=48rem){.md\\:flex{display:flex}}}');
  });

  test('escaped class names are matched as the markup writes them', () => {
    const css =
      '.hover\\:bg-brand-700:hover{color:red}.w-1\\/2{width:50%}.\\32 xl\\:p-4{padding:1rem}.aspect-\\[16\\/9\\]{aspect-ratio:16/9}' +
      '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.py-0\\.5{padding-block:.125rem}';
    const html = '<a class="hover:bg-brand-700 w-1/2 2xl:p-4 aspect-[16/9] [&amp;&gt;svg]:size-4 py-0.5"></a>';
    expect(critical(css, html)).toBe(css);
    expect(critical(css, '<a class="w-1"></a>')).toBe('');
  });

  test('a selector list stays when one of its selectors can match; what :not() or :where() names is not required', () => {
    const css = '.a,.b{color:red}.c:not(.d){color:blue}:where(.space-y-4>:not(:last-child)){margin:0}.e:is(.f){color:green}';
    expect(critical(css, '<i class="b c e"></i>')).toBe(css);
    expect(critical(css, '<i class="z"></i>')).toBe(':where(.space-y-4>:not(:last-child)){margin:0}');
  });

  test('an attribute selector needs an element with that attribute', () => {
    const css = '[data-sonner-toaster]{position:fixed}.btn[data-state=open]{color:red}[hidden]{display:none}';
    expect(critical(css, '<div class="btn" data-state="closed" hidden=""></div>')).toBe('.btn[data-state=open]{color:red}[hidden]{display:none}');
  });

  test('braces and commas inside strings and brackets do not confuse the reader', () => {
    const css = '.q:after{content:"}{,"}[data-x="a,{b"] .r{color:red}.s{color:blue}';
    expect(critical(css, '<p class="q s" data-x="a,{b"></p>')).toBe('.q:after{content:"}{,"}.s{color:blue}');
  });

  test('a custom property stays when something kept reads it, directly, through another one or from the markup', () => {
    const css =
      '@layer theme{:root,:host{--font-sans:Inter;--default-font:var(--font-sans);--color-red:red;--color-blue:blue;--color-teal:teal}}' +
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}' +
      'html{font-family:var(--default-font)}.shadow{box-shadow:var(--tw-shadow)}.ring{box-shadow:var(--tw-ring)}.text-blue{color:var(--color-blue)}';
    expect(critical(css, '<p class="shadow" style="color:var(--color-teal)"></p>')).toBe(
      '@layer theme{:root,:host{--font-sans:Inter;--default-font:var(--font-sans);--color-teal:teal}}' +
        '@layer properties{*,:before{--tw-shadow:0 0 #0000}}@property --tw-shadow{syntax:"*";inherits:false}' +
        'html{font-family:var(--default-font)}.shadow{box-shadow:var(--tw-shadow)}',
    );
  });

  test('the markup read: classes with entities decoded, and attribute names', () => {
    const markup = markupOf('<div class="a  b&amp;c" data-state="open"><svg class="lucide" aria-hidden="true"></svg></div>');
    expect([...markup.classes]).toEqual(['a', 'b&c', 'lucide']);
    expect([...markup.attributes]).toEqual(['class', 'data-state', 'aria-hidden']);
  });
});
