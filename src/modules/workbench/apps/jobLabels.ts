import type { OperationAnswer } from '../../../renderer/data/operationClient';

type JobStatus = OperationAnswer<'app-start', 'get-page'>['records'][number]['status'];

export const JOB_STATUS_COLOR: Readonly<Record<JobStatus, string>> = {
  PENDING: 'warning', RUNNING: 'processing', COMPLETED: 'success', FAILED: 'error', CANCELLED: 'default',
};
