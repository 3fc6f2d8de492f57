import { estimateJob, type JobEstimate, type JobFunds } from '../../../contract/jobCharge';
import { yuanToFen } from '../../../contract/money';
import type { OperationAnswer } from '../../../renderer/data/operationClient';

type AppForm = OperationAnswer<'starlight', 'get-app-forms'>;
type Funds = OperationAnswer<'app-start', 'get-funds'>;

/**
 * The estimate of the job being typed: its cores for its whole walltime at the chosen partition's
 * price (the 计时计费 rule's, as get-app-forms gives it), by src/contract/jobCharge.ts — the
 * function the bills charge with. Undefined until cores, walltime and partition are all chosen.
 */
export function estimateOfValues(form: AppForm, values: Readonly<Record<string, unknown>>): JobEstimate | undefined {
  const partition = form.partitions.find((p) => p.name === values.partition);
  const { ntasks: cores, walltime } = values;
  if (!partition || typeof cores !== 'number' || typeof walltime !== 'number' || cores <= 0 || walltime <= 0) return undefined;
  return estimateJob(cores, walltime, yuanToFen(partition.price));
}

/** The account's funds as the contract's pricing reads them (fen). */
export function fundsOf(funds: Funds): JobFunds {
  return {
    balanceFen: yuanToFen(funds.balance), debtLimitFen: yuanToFen(funds.debtLimit), arrearsFen: yuanToFen(funds.arrears), reservedFen: yuanToFen(funds.reserved),
  };
}
