import { StatusPanel } from '../ui/StatusPanel';

/** Shown when config.json or the mock backend cannot start: a message, not a blank page. */
export function BootFailure({ message }: { message: string }) {
  return <StatusPanel status="error" title="控制台启动失败" detail={message} />;
}
