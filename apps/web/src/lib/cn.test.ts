import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins classes and skips falsy values', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2')).toBe('flex gap-2');
  });

  it("lets a later utility override an earlier one of the same property (a component's default)", () => {
    expect(cn('border border-slate-300 bg-white text-slate-800 hover:bg-slate-50', 'border-red-300 text-red-800 hover:bg-red-50')).toBe(
      'border bg-white border-red-300 text-red-800 hover:bg-red-50',
    );
    expect(cn('h-10 px-4 text-sm', 'h-auto px-0')).toBe('text-sm h-auto px-0');
    expect(cn('text-slate-700', 'text-brand-800')).toBe('text-brand-800');
  });

  it("knows the app's own theme tokens (shadow-card, the animations)", () => {
    expect(cn('shadow-sm', 'shadow-card')).toBe('shadow-card');
    expect(cn('shadow-card', 'shadow-red-500')).toBe('shadow-card shadow-red-500');
    expect(cn('animate-fade-in', 'animate-sheet-up')).toBe('animate-sheet-up');
  });

  it('keeps utilities of different properties', () => {
    expect(cn('text-sm text-slate-600', 'text-base')).toBe('text-slate-600 text-base');
    expect(cn('p-5 sm:p-6', 'pt-0')).toBe('p-5 sm:p-6 pt-0');
  });
});
