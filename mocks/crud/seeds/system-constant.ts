import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/** The business constants and limits of spec §9, as the platform keeps them (常量管理). */
const CONSTANTS: readonly (readonly [string, string, string, string, string])[] = [
  ['HTTP_TIMEOUT', '接口超时', '30000', 'network', '毫秒'],
  ['CHUNK_LOAD_TIMEOUT', '页面分块加载超时', '120', 'network', '秒'],
  ['HEARTBEAT_INTERVAL', '心跳间隔', '30000', 'network', '毫秒，消息推送连接'],
  ['RECONNECT_DELAY', '重连间隔', '30000', 'network', '毫秒'],
  ['UPLOAD_CHUNK_SIZE', '上传分片大小', '5242880', 'upload', '字节（5 MB）'],
  ['UPLOAD_DEFAULT_LIMIT', '默认上传大小', '2048', 'upload', 'KB'],
  ['UPLOAD_FILE_TYPES', '默认文件类型', 'xls,xlsx', 'upload', '文件助手默认允许的表格类型'],
  ['UPLOAD_FILE_COUNT', '默认文件个数', '9', 'upload', ''],
  ['RICH_TEXT_INLINE_IMAGE', '富文本内联图片上限', '1048576', 'upload', '字节，超过的文件分片上传'],
  ['PASSWORD_MIN_LENGTH', '密码最小长度', '6', 'account', ''],
  ['PASSWORD_MAX_LENGTH', '密码最大长度', '12', 'account', ''],
  ['SMS_REGISTER_TYPE', '注册短信类型', '2', 'account', '注册模板'],
  ['TABLE_PAGE_SIZE', '表格默认每页条数', '20', 'display', '可选 10、20、50、100'],
  ['TAG_LIMIT', '标签栏上限', '9', 'display', ''],
  ['MOBILE_BREAKPOINT', '移动端断点', '1000', 'display', '像素'],
  ['EDITOR_PLACEHOLDER', '编辑器占位文字', '请在这里输入', 'display', ''],
  ['SECONDS_PER_YEAR', '一年秒数', '31536000', 'billing', '时间换算'],
  ['SECONDS_PER_MONTH', '一月秒数', '2592000', 'billing', '时间换算'],
];

/** Constants waiting for review (a proposed change of limits), and one a reviewer sent back. */
const PENDING = new Set(['UPLOAD_FILE_COUNT', 'TAG_LIMIT']);
const REJECTED = new Set(['RICH_TEXT_INLINE_IMAGE']);

const systemConstantSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ refDate }) => CONSTANTS.map(([constKey, name, constValue, category, remark], index) => {
    const created = refDate.getTime() - (300 - index) * 86_400_000;
    const review = PENDING.has(constKey)
      ? { checkStatus: 0 }
      : REJECTED.has(constKey)
        ? { checkStatus: 2, checkOpinion: '上限过大会拖慢编辑器，请调整为 512 KB 后重新提交', checkTime: formatBeijingTime(created + 86_400_000) }
        : { checkStatus: 1, checkOpinion: '同意', checkTime: formatBeijingTime(created + 3_600_000) };
    return {
      id: index + 1, constKey, name, constValue, category,
      ...(remark ? { remark } : {}),
      ...review,
      createTime: formatBeijingTime(created),
    };
  }),
};

export default systemConstantSeed;
