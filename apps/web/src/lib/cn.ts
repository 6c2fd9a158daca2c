import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge told this app's own theme tokens (index.css `@theme`): without them `shadow-card`
 * would read as a shadow colour and `animate-sheet-in` as nothing it knows, so they would not
 * replace `shadow-sm` or another animation. Colours need nothing: any `text-brand-800` is a colour.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ['card', 'raised'],
      animate: ['press', 'fade-in', 'dialog-in', 'sheet-in', 'sheet-up'],
    },
  },
});

/**
 * Joins class names, skipping falsy values; of two utilities that set the same property the later
 * one wins, so a `className` given to a component overrides the component's own default (a red
 * text on an 'outline' button is red, whatever order Tailwind writes its rules in).
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(classes.filter(Boolean).join(' '));
}
