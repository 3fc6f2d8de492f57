// Hand-written: a set per package whose first member is the package's own application (rate 1) and the rest its related
// ones from a table keyed by that application; x-seed-per gives a set per package but no position or lookup inside it.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const VERSIONS: Record<string, string> = {
  VASP: '6.4.2', GROMACS: '2024.2', 'ANSYS Fluent': '2024 R1', 'COMSOL Multiphysics': '6.2', PyTorch: '2.3.0', Gaussian: '16 C.02', Abaqus: '2024', AlphaFold2: '2.3.2',
};
/** Applications a package of one application may also pay for (same field of work). */
const RELATED: Record<string, readonly string[]> = {
  VASP: ['Quantum ESPRESSO'], GROMACS: ['LAMMPS', 'NAMD'], 'ANSYS Fluent': ['OpenFOAM'], 'COMSOL Multiphysics': [],
  PyTorch: ['TensorFlow'], Gaussian: ['ORCA'], Abaqus: [], AlphaFold2: ['RoseTTAFold'],
};

/** 套餐适用应用: each package's own application (rate 1) and related ones, from the seeded packages. */
const appPackageAppSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const rows = get('crud.app-package').flatMap((pkg) => {
      const own = String(pkg.appName);
      const names = [own, ...(RELATED[own] ?? []).slice(0, 1 + (pkg.id % 2))];
      return names.map((appName, index) => ({
        packageId: pkg.id,
        appName,
        version: VERSIONS[appName] ?? `${faker.number.int({ min: 1, max: 9 })}.${faker.number.int({ min: 0, max: 9 })}`,
        deductRate: index === 0 ? 1 : faker.helpers.arrayElement([1.2, 1.5, 2]),
        status: index === 2 ? 0 : 1,
        createTime: formatBeijingTime(faker.date.past({ years: 1, refDate })),
      }));
    });
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default appPackageAppSeed;
