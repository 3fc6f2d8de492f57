// Hand-written, not x-seed hints: one enterprise per enterprise customer of crud.customer (the same name,
// contact, phone and e-mail, served by the customer's organisation, serviceOrgOf(customer.id)), so an
// enterprise's detail lists that customer's resources and apps; hints draw referenced records at random and
// cannot walk a collection one to one.
import type { CollectionDefinition } from '../../store/definition';
import type { CrudRecord } from '../crudRecord';
import { serviceOrgOf } from './support/serviceOrgs';

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const INDUSTRIES = new Set(['manufacturing', 'meteorology', 'medicine', 'geo', 'energy', 'ai', 'education']);

/**
 * The enterprises (企业管理, spec §2.3 serve-information): the enterprise customers of the
 * operation centre (crud.customer, customerType 1), with the same names, so an enterprise's
 * detail lists that customer's resources and applications (matched by name). Each is served by
 * the organisation serving that customer (support/serviceOrgs.ts), as its resources and apps are.
 */
const companySeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 3,
  seed: ({ faker, get }) => {
    const customers = get('crud.customer').filter((c) => c.customerType === 1 && INDUSTRIES.has(String(c.industry)));
    return customers.slice(0, 80).map((customer, index) => {
      const region = String(customer.region ?? '440000');
      const creditCode = `91${region}${Array.from({ length: 10 }, () => faker.helpers.arrayElement([...CODE_CHARS])).join('')}`;
      const authStatus = faker.helpers.weightedArrayElement([{ weight: 7, value: 2 }, { weight: 2, value: 1 }, { weight: 1, value: 3 }]);
      return {
        id: index + 1,
        companyName: String(customer.name),
        creditCode,
        industry: String(customer.industry),
        contact: String(customer.contact),
        phone: String(customer.phone),
        email: String(customer.email),
        address: `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`,
        authStatus,
        remark: authStatus === 3 ? '营业执照照片模糊，请重新上传' : '',
        groupId: serviceOrgOf(Number(customer.id)),
        createTime: String(customer.createTime),
      };
    });
  },
};

export default companySeed;
