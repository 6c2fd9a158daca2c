import { describe, expect, test } from 'vitest';
import { nextReviewsPage } from './doctor-reviews';

describe("the profile's 'Mostra altre'", () => {
  test('asks for the next page while published reviews remain, and stops at the last', () => {
    expect(nextReviewsPage({ page: 1, pageSize: 10, total: 11 })).toBe(2);
    expect(nextReviewsPage({ page: 2, pageSize: 10, total: 11 })).toBeUndefined();
    expect(nextReviewsPage({ page: 1, pageSize: 10, total: 10 })).toBeUndefined();
    expect(nextReviewsPage({ page: 1, pageSize: 10, total: 0 })).toBeUndefined();
  });
});
