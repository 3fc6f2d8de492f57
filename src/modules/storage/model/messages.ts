/**
 * User-facing texts of the storage module. Those the spec quotes in Chinese are word for word
 * (§5 Files, §8); those it paraphrases in English are rendered in the console's wording.
 */
export const StorageText = {
  // docs/behaviour §5 Files, quoted.
  selectToDownload: '请选中需要下载的文件',
  folderDownload: '不支持文件夹类型的下载',
  overwriteConfirm: '文件已存在,是否覆盖?',
  // docs/behaviour §5 Files, paraphrased: "double-click to view", "no files to paste", "zip and tar only", mode hint.
  folderView: '文件夹请双击查看',
  nothingToPaste: '没有可粘贴的文件',
  unpackFormats: '仅支持 zip 和 tar 格式的文件解压',
  modeHint: '请输入权限码，格式：755',
  modeInvalid: '权限码格式错误，请输入 3 位八进制数字，如 755',
  imageFormats: '仅支持 jpg、png、jpeg 格式的图片预览',
  // docs/behaviour §8, quoted.
  notBound: '当前未绑定HPC账号，请刷新页面或联系平台管理员',
  uploadFailed: '上传失败',
  uploadSucceeded: '上传成功',
  operationSucceeded: '操作成功',
  socketError: '服务器连接出错',
  // docs/behaviour §8 Confirm modal defaults, quoted.
  confirmTitle: '确认',
  confirmDelete: '是否继续进行删除操作？',
  confirmOk: '确认',
  confirmCancel: '取消',
  // docs/behaviour §2.8 execution details dialog, quoted.
  executionTitle: '执行详情',
  executionEnd: '结束',
  executionRefresh: '刷新',
} as const;
