import type { CollectionDefinition } from '../definition';
import { mobileNumber } from '../definition';
import { formatBeijingTime } from '../time';
import { DEMO_ACCOUNTS } from './demoAccounts';

/**
 * Hand-written: the accounts are the demo accounts and their organisations (demoAccounts.ts), with the passwords and sign-in facts the README and the tests rely on.
 */
export interface UserGroupInfo {
  orgLevel: number;
  groupId: string;
  groupName: string;
}

export interface UserRecord {
  id: string;
  userName: string;
  displayName: string;
  /** Plain text: the mock decrypts what the client sends and compares. */
  password: string;
  /** Id of the user's role in the `roles` collection, whose codes the user holds. */
  role: string;
  roleName: string;
  accountType: 'person' | 'enterprise';
  phone: string;
  email: string;
  enabled: boolean;
  /** docs/behaviour §4 First login: true until the password has been changed once. */
  firstLogin: boolean;
  realm: string;
  /** Account-service name returned by project/user/realm; the client rewrites /api/aam/ with it. */
  aamServerName: string;
  groupInfo: UserGroupInfo[];
  topGroup: { id: string }[];
  endTime: string;
  createTime: string;
}

export const DEFAULT_REALM = 'hpc';

export const usersDefinition: CollectionDefinition<UserRecord> = {
  idKind: 'string',
  // 3: no permission list of their own; a user holds the codes of their role (roles.ts).
  version: 3,
  seed: ({ faker, refDate }) => {
    // One company name per enterprise-like organisation, drawn once so members agree.
    const companyNames = new Map<string, string>();
    return DEMO_ACCOUNTS.map((account) => {
      const org = account.organisation;
      let groupName = org.groupName;
      if (groupName === null) {
        groupName = companyNames.get(org.groupId) ?? faker.company.name();
        companyNames.set(org.groupId, groupName);
      }
      const created = faker.date.past({ years: 2, refDate });
      const expires = faker.date.future({ years: 3, refDate });
      return {
        id: faker.string.uuid(),
        userName: account.userName,
        displayName: faker.person.fullName(),
        password: account.password,
        role: account.role,
        roleName: account.roleName,
        accountType: account.accountType,
        phone: mobileNumber(faker),
        email: `${account.userName}@hpc-demo.cn`,
        enabled: !account.disabled,
        firstLogin: account.firstLogin,
        realm: DEFAULT_REALM,
        aamServerName: 'aam',
        groupInfo: [{ orgLevel: org.orgLevel, groupId: org.groupId, groupName }],
        topGroup: [{ id: org.topGroupId }],
        endTime: formatBeijingTime(expires),
        createTime: formatBeijingTime(created),
      };
    });
  },
};
