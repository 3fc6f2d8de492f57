import { useEffect } from 'react';
import { reportDeveloperDetail } from '../core/feedback/developerFault';
import { StatusPanel } from '../ui/StatusPanel';

/** What a user reads when the console cannot start; why (config.json, a chunk, the mock backend) is in the console. */
export const BOOT_FAILURE_MESSAGE = '系统配置或程序文件加载失败，请刷新页面重试；如仍失败请联系管理员';

/** Shown when config.json or the mock backend cannot start: a message, not a blank page. */
export function BootFailure({ error }: { error: unknown }) {
  useEffect(() => {
    reportDeveloperDetail(`控制台启动失败：${error instanceof Error ? error.message : String(error)}`, error);
  }, [error]);
  return <StatusPanel status="error" title="控制台启动失败" detail={BOOT_FAILURE_MESSAGE} />;
}
