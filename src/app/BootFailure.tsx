import { Result } from 'antd';

/** Shown when config.json or the mock backend cannot start: a message, not a blank page. */
export function BootFailure({ message }: { message: string }) {
  return <Result status="error" title="控制台启动失败" subTitle={message} />;
}
