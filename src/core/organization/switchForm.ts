import { createForm, onFieldValueChange, type Form } from '@formily/core';
import type { OrganizationOption, OrganizationRole } from './organizationApi';
import { defaultRoleOf, defaultSelection, organizationProblem, SWITCH_ORG_MESSAGES } from './switchRules';

export interface SwitchValues {
  groupId?: string;
  roleId?: string;
}

export interface SelectItem {
  label: string;
  value: string;
}

/**
 * The switch-organisation form (formily): the organisation field's choices, and the role
 * field's choices and value following the chosen organisation. Kept free of React so the rules
 * can be driven directly; the dialog renders it.
 */
export class SwitchOrganizationForm {
  readonly form: Form<SwitchValues>;
  /** Every organisation seen in any answer (a search narrows the list, not what is known). */
  private readonly known = new Map<string, OrganizationOption>();

  /**
   * `loadRoles` fetches the chosen organisation's roles (the user-role fetch, userRoles.ts); its
   * answer replaces the roles the organisation list carried. Without it the list's roles are used.
   */
  constructor(private readonly loadRoles?: (groupId: string) => Promise<OrganizationRole[]>) {
    this.form = createForm<SwitchValues>({
      effects: () => {
        // The role list is the chosen organisation's; its default role is preselected (docs/behaviour §3).
        onFieldValueChange('groupId', (field) => {
          const groupId = field.value as string | undefined;
          const organization = this.organization(groupId);
          this.form.setFieldState('roleId', (state) => {
            state.dataSource = roleItems(organization);
            state.value = defaultRoleOf(organization);
            state.selfErrors = [];
          });
          if (groupId !== undefined && this.loadRoles) void this.fetchRoles(groupId);
        });
      },
    });
  }

  /** Replaces the role choices with the fetched ones, unless another organisation was chosen meanwhile. */
  private async fetchRoles(groupId: string): Promise<void> {
    this.form.setFieldState('roleId', (state) => { state.loading = true; });
    try {
      const roles = await this.loadRoles!(groupId);
      const organization = this.known.get(groupId);
      if (this.form.values.groupId !== groupId || !organization) return;
      const updated = { ...organization, roles };
      this.known.set(groupId, updated);
      this.form.setFieldState('roleId', (state) => {
        state.dataSource = roleItems(updated);
        const kept = roles.some((role) => role.roleId === state.value);
        if (!kept) state.value = defaultRoleOf(updated);
      });
    } catch {
      // The client showed why; the roles the organisation list carried stay offered.
    } finally {
      if (this.form.values.groupId === groupId) this.form.setFieldState('roleId', (state) => { state.loading = false; });
    }
  }

  organization(groupId: string | undefined): OrganizationOption | undefined {
    return groupId === undefined ? undefined : this.known.get(groupId);
  }

  /** Validators for the organisation field: required, then the no-parent-department rule. */
  readonly organizationRules = [
    { required: true, message: SWITCH_ORG_MESSAGES.organizationRequired },
    (value: unknown): string | undefined => {
      if (value === undefined || value === null || value === '') return undefined; // the rule above speaks
      const organization = this.organization(String(value));
      return organization ? organizationProblem(organization) : undefined;
    },
  ];

  readonly roleRules = [{ required: true, message: SWITCH_ORG_MESSAGES.roleRequired }];

  /** First load: the full list, with the defaults preselected (defaultGroup 1, defaultRole 1). */
  loadAll(options: readonly OrganizationOption[]): void {
    this.remember(options);
    this.showOrganizations(options);
    const selection = defaultSelection(options);
    if (selection.groupId !== undefined) this.form.setFieldState('groupId', (state) => { state.value = selection.groupId; });
    // The value-change effect set the role list and default; an explicit default keeps it exact.
    if (selection.roleId !== undefined) this.form.setFieldState('roleId', (state) => { state.value = selection.roleId; });
  }

  /** A search answer: offer its organisations, keeping the chosen one so its label still shows. */
  showSearchResult(options: readonly OrganizationOption[]): void {
    this.remember(options);
    const chosen = this.organization(this.form.values.groupId);
    const shown = chosen && !options.some((o) => o.groupId === chosen.groupId) ? [...options, chosen] : options;
    this.showOrganizations(shown);
  }

  setLoading(loading: boolean): void {
    this.form.setFieldState('groupId', (state) => { state.loading = loading; });
  }

  private remember(options: readonly OrganizationOption[]): void {
    for (const option of options) this.known.set(option.groupId, option);
  }

  private showOrganizations(options: readonly OrganizationOption[]): void {
    this.form.setFieldState('groupId', (state) => {
      state.dataSource = options.map((o): SelectItem => ({ label: o.groupName, value: o.groupId }));
    });
  }
}

function roleItems(organization: OrganizationOption | undefined): SelectItem[] {
  return (organization?.roles ?? []).map((role) => ({ label: role.roleName, value: role.roleId }));
}
