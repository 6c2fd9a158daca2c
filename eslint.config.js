import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { assertAcyclic, featureBoundaries } from './apps/web/eslint/feature-boundaries.js';

/**
 * The web's feature graph (docs/architecture.md, Web): which feature may use which, through its
 * api/ and public/ only. Adding an edge is a design decision; a cycle fails when this file loads.
 */
const featureDependsOn = {
  account: ['auth', 'doctors', 'sectors', 'users'],
  'api-access': [],
  admin: ['api-access', 'notifications', 'reviews', 'schedule'],
  appointments: ['auth', 'calendar', 'documents', 'family', 'reschedule', 'reviews', 'staff', 'video', 'waitlist'],
  articles: ['auth', 'sectors'],
  assistant: [],
  auth: ['memberships', 'sectors'],
  booking: ['auth', 'family', 'video'],
  calendar: [],
  'contact-claims': [],
  crm: ['appointments', 'auth', 'documents', 'family', 'video'],
  dashboard: ['articles', 'auth', 'contact-claims', 'practice', 'search', 'sectors', 'staff'],
  doctors: ['articles', 'auth', 'booking', 'practice', 'reviews', 'sectors', 'users', 'video', 'waitlist'],
  documents: ['family'],
  family: ['auth'],
  landing: [],
  legal: [],
  materials: ['articles'],
  memberships: [],
  notifications: ['auth', 'contact-claims'],
  practice: ['sectors', 'video'],
  reschedule: ['auth', 'booking'],
  reviews: ['auth'],
  schedule: ['appointments', 'auth'],
  search: ['articles', 'sectors'],
  sectors: [],
  settings: ['api-access', 'auth', 'calendar', 'family', 'notifications', 'practice', 'schedule', 'sectors', 'staff', 'users', 'video'],
  staff: ['auth', 'booking', 'doctors'],
  users: ['auth'],
  video: [],
  waitlist: ['auth', 'booking', 'family'],
};
assertAcyclic(featureDependsOn);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/migrations/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.d.mts', 'e2e/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { sanity: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'sanity/feature-boundaries': ['error', { srcDir: path.join(import.meta.dirname, 'apps/web/src'), dependsOn: featureDependsOn }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
