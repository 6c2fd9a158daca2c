import { RuleTester } from 'eslint';
import { describe, expect, it, test } from 'vitest';
import { assertAcyclic, featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const srcDir = '/repo/apps/web/src';
const options = [{ srcDir, dependsOn: { doctors: ['booking', 'sectors'], booking: [], sectors: [] } }];
const file = (relative) => `${srcDir}/${relative}`;
const doctorsPage = file('features/doctors/pages/doctors-page.tsx');

new RuleTester().run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: doctorsPage, options, code: "import { useDoctors } from '../api/get-doctors';" },
    { filename: doctorsPage, options, code: "import { x } from '../doctor-search';" },
    { filename: doctorsPage, options, code: "import { useSectors } from '../../sectors/api/get-sectors';" },
    { filename: doctorsPage, options, code: "import { SectorMultiSelect } from '../../sectors/public/sector-multi-select';" },
    { filename: file('features/doctors/components/doctor-services.tsx'), options, code: "const D = () => import('../../booking/public/booking-dialog');" },
    { filename: file('app/route-guards.tsx'), options, code: "const p = () => import('../features/doctors/pages/doctors-page');" },
    { filename: file('app/shell/left-nav.tsx'), options, code: "import { LogoutButton } from '../../features/auth/public/logout-button';" },
    { filename: file('lib/format.ts'), options, code: "import { cn } from './cn';" },
    // Deeper inside its own feature, `../../` still stays in it.
    { filename: file('features/doctors/editor/components/x.tsx'), options, code: "import { y } from '../../components/doctor-card';" },
  ],
  invalid: [
    {
      filename: doctorsPage,
      options,
      code: "import { CategoryStrip } from '../../sectors/components/category-strip';",
      errors: [{ messageId: 'internal', data: { spec: '../../sectors/components/category-strip', target: 'sectors' } }],
    },
    {
      filename: doctorsPage,
      options,
      code: "export { x } from '../../sectors/sector-utils';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('features/doctors/components/doctor-services.tsx'),
      options,
      code: "const D = () => import('../../booking/components/booking-dialog');",
      errors: [{ messageId: 'internal' }],
    },
    {
      // A public file one level down only: public/ is a flat list of entry files.
      filename: doctorsPage,
      options,
      code: "import { x } from '../../sectors/public/deeper/thing';",
      errors: [{ messageId: 'internal' }],
    },
    {
      // api/ of a feature that doctors does not declare: the edge booking → doctors would close a cycle.
      filename: file('features/booking/api/get-availabilities.ts'),
      options,
      code: "import { doctorsQueryKey } from '../../doctors/api/get-doctor';",
      errors: [{ messageId: 'undeclared', data: { from: 'booking', target: 'doctors' } }],
    },
    {
      filename: file('features/newfeature/x.ts'),
      options,
      code: "import { y } from '../doctors/api/get-doctor';",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: file('lib/query-client.ts'),
      options,
      code: "import { meQueryKey } from '../features/auth/api/get-me';",
      errors: [{ messageId: 'neutral', data: { area: 'lib', target: 'auth', spec: '../features/auth/api/get-me' } }],
    },
    {
      filename: file('components/ui/x.tsx'),
      options,
      code: "import { SearchBox } from '../../features/search/public/search-box';",
      errors: [{ messageId: 'neutral' }],
    },
    {
      filename: file('app/shell/right-sidebar.tsx'),
      options,
      code: "import { UpcomingAppointments } from '../../features/appointments/components/upcoming-appointments';",
      errors: [{ messageId: 'appInternal' }],
    },
  ],
});

describe('assertAcyclic', () => {
  test('accepts a graph without cycles', () => {
    expect(() => assertAcyclic({ a: ['b', 'c'], b: ['c'], c: [] })).not.toThrow();
  });

  test('names the cycle of a graph that has one', () => {
    expect(() => assertAcyclic({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toThrow('a → b → c → a');
    expect(() => assertAcyclic({ doctors: ['users'], users: ['doctors'] })).toThrow('doctors → users → doctors');
  });
});
