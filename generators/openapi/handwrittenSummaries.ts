/**
 * What each hand-written mock handler does, for its OpenAPI operation: a Chinese summary and the
 * refusals the handler itself gives besides the access check's (401 without a session, 403
 * without the codes: handwrittenAccess.ts says which apply). Keyed exactly like HANDWRITTEN_ACCESS;
 * tests/integration/openapi/operations.test.ts fails on a hand-written route missing here, so a
 * new handler is documented when it is added.
 *
 * The refusals are those the handler answers with an HTTP 4xx status (the storage service answers
 * its refusals inside a 200 envelope, so its calls list none).
 */

/** A refusal, by the name of its answer under components.responses. */
export type HandwrittenRefusal =
  | 'BadRequest'
  | 'Forbidden'
  | 'NotFound'
  | 'TooManyRequests'
  | 'TokenBadRequest'
  | 'TokenUnauthorized'
  | 'TokenTooManyRequests';

export interface HandwrittenSummary {
  summary: string;
  refusals?: readonly HandwrittenRefusal[];
}

const OM = '*/api/operation-management/v1';
const STORAGE = `${OM}/starlight/api/storage`;
const AAM = '*/api/:aam/v1';

const s = (summary: string, ...refusals: HandwrittenRefusal[]): HandwrittenSummary => (refusals.length > 0 ? { summary, refusals } : { summary });
const BAD = 'BadRequest';
const MISSING = 'NotFound';
const REFUSED = 'Forbidden';

export const HANDWRITTEN_SUMMARIES: Readonly<Record<string, HandwrittenSummary>> = {
  // Before sign-in
  'GET */api/oauth/v1/project/info': s('平台信息：名称与标题', MISSING),
  [`GET ${OM}/configs`]: s('系统配置：按配置键读取'),
  'GET */api/oauth/v1/project/realm': s('登录：认证域列表'),
  'POST */api/oauth/v1/pwd/authorize/token': s('登录：账号密码换取令牌', 'TokenBadRequest', 'TokenUnauthorized', 'TokenTooManyRequests'),
  'POST */api/oauth/v1/logout': s('退出登录'),
  [`GET ${OM}/files/:id/:name`]: s('文件：读取已上传文件的内容', MISSING),

  // The caller's own session and account
  'GET */api/oauth/v1/project/user/realm': s('当前用户：所属认证域'),
  [`GET ${AAM}/user/password/confirm`]: s('当前用户：是否须修改初始密码'),
  [`PUT ${AAM}/mgmt/user/password`]: s('当前用户：修改密码', BAD),
  [`GET ${AAM}/portal/user/resource`]: s('当前用户：权限编码'),
  [`GET ${AAM}/portal/user/info`]: s('当前用户：账号信息与所属组织'),
  [`GET ${OM}/starlight/account/list`]: s('当前用户：超算账号列表'),
  [`GET ${AAM}/portal/user/groups`]: s('当前用户：所属组织及角色'),
  [`PUT ${AAM}/portal/user/:userId/groups/:groupId/default`]: s('当前用户：设置默认组织', BAD, REFUSED, MISSING),
  [`PUT ${AAM}/portal/user/:userId/groups/:groupId/roles/:roleId/default`]: s('当前用户：设置默认角色', BAD, REFUSED, MISSING),
  [`GET ${OM}/user/attribute`]: s('当前用户：头像与主题', BAD, MISSING),
  [`PUT ${OM}/user/attribute/theme`]: s('当前用户：切换主题', BAD, REFUSED),
  [`GET ${OM}/message/page`]: s('消息中心：我的消息分页列表'),
  [`PUT ${OM}/message/read/:id`]: s('消息中心：标为已读', MISSING),
  [`DELETE ${OM}/message/:id`]: s('消息中心：删除消息', MISSING),
  [`POST ${OM}/files/upload`]: s('文件：上传（图片与附件字段）', BAD),

  [`PUT ${OM}/configs/theme`]: s('平台设置：默认主题', BAD),
  [`GET ${OM}/application-manage/stat/top10`]: s('应用管理：使用次数前十'),

  // Storage service
  [`GET ${STORAGE}/xg-token`]: s('存储服务：获取 xg-token'),
  [`GET ${STORAGE}/user_storage_path`]: s('存储服务：用户的存储根目录'),
  [`GET ${STORAGE}/accounts`]: s('存储服务：可浏览的超算账号（管理员）'),
  [`GET ${STORAGE}/dir_info`]: s('存储服务：目录内容'),
  [`GET ${STORAGE}/view`]: s('存储服务：查看文件内容'),
  [`GET ${STORAGE}/download`]: s('存储服务：下载文件'),
  [`POST ${STORAGE}/opt`]: s('存储服务：提交文件操作任务（复制、移动、删除、压缩、解压等）'),
  [`GET ${STORAGE}/opt`]: s('存储服务：文件操作任务列表'),
  [`DELETE ${STORAGE}/opt/:id`]: s('存储服务：删除任务记录'),
  [`PUT ${STORAGE}/upload`]: s('存储服务：分片上传文件'),

  // Public portal
  [`GET ${OM}/portal/list`]: s('门户：门户列表'),
  [`GET ${OM}/portal/info`]: s('门户：门户信息', MISSING),
  [`GET ${OM}/portal/page-menu`]: s('门户：页头菜单', MISSING),
  [`GET ${OM}/portal/home-page`]: s('门户：首页装修', MISSING),
  [`GET ${OM}/portal/page-config/:pageId`]: s('门户：页面装修内容', MISSING),
  [`GET ${OM}/portal/external/connect-link`]: s('门户：主平台登录链接'),
  [`GET ${OM}/application-classify/tree`]: s('应用商店：应用分类树（含应用数）'),
  [`GET ${OM}/application-classify/industries`]: s('应用商店：行业列表（含应用数）'),
  [`GET ${OM}/application-manage/store/display`]: s('应用商店：上架应用分页列表'),
  [`GET ${OM}/application-manage/market`]: s('应用市场：上架应用分页列表'),
  [`GET ${OM}/application-manage/cards`]: s('门户：应用卡片区块的应用', BAD),
  [`GET ${OM}/application-manage/introduction`]: s('应用商店：应用介绍（id 为应用编号）', MISSING),
  [`GET ${OM}/application-manage/icon/:id`]: s('应用管理：应用图标（已上传的图片，未上传时为按名称生成的徽标）', MISSING),
  // 应用管理 / 应用对接 beside their families
  [`PUT ${OM}/application-manage/bind/:id/:groupId`]: s('应用管理：将应用绑定到应用分组（两个分组的应用数随之更新）', BAD, MISSING),
  [`GET ${OM}/application-manage/classify`]: s('应用管理：可归入的应用分类（含层级路径与应用数），供应用表单选择分类'),
  [`GET ${OM}/application-manage/identifier-list`]: s('应用管理：已使用的应用标识（keyword 过滤），供按标识选择应用的表单'),
  [`GET ${OM}/application-manage/set-stat`]: s('应用管理：套餐统计（在售、售出、抵扣与退回核时，按套餐与应用）'),
  [`GET ${OM}/application-dock/client-info`]: s('应用对接：对接客户端信息（clientId 为客户端 ID；申请、通过、驳回、上线数）', BAD, MISSING),
  [`GET ${OM}/application-dock/url`]: s('应用对接：打开已通过且已同步的对接应用的地址（id 为对接记录编号）', BAD, MISSING),
  [`POST ${OM}/workorder/resource/apply`]: s('门户：提交资源申请', BAD, 'TooManyRequests'),
  'POST */api/sms-api/v1/common/send': s('短信：发送验证码', BAD, 'TooManyRequests'),
  [`POST ${OM}/personal-user/register`]: s('注册：个人用户注册', BAD),
  [`POST ${OM}/company-info/register`]: s('注册：企业用户注册', BAD),
  'POST */api/oauth/v1/forget/password': s('找回密码：短信验证后重设密码', BAD),
  'POST */api/oauth/v1/sms/code/authorize/token': s('登录：短信验证码换取令牌', 'TokenBadRequest', 'TokenTooManyRequests'),

  // Portal management (templates, menus, pages, decorations)
  [`GET ${OM}/portal/manage/info/page`]: s('门户模板：分页列表'),
  [`GET ${OM}/portal/manage/info`]: s('门户模板：详情（查询参数 id）', BAD, MISSING),
  [`POST ${OM}/portal/manage/info`]: s('门户模板：新增', BAD),
  [`PUT ${OM}/portal/manage/info`]: s('门户模板：修改', BAD, MISSING),
  [`DELETE ${OM}/portal/manage/info/:id`]: s('门户模板：删除', BAD, MISSING),
  [`POST ${OM}/portal/manage/copy/:id`]: s('门户模板：复制', MISSING),
  [`GET ${OM}/portal/domain/list`]: s('门户模板：可选域名'),
  [`GET ${OM}/portal/menu-info/tree`]: s('门户菜单：菜单树', MISSING),
  [`POST ${OM}/portal/menu-info`]: s('门户菜单：新增', BAD, MISSING),
  [`PUT ${OM}/portal/menu-info/order`]: s('门户菜单：排序', BAD),
  [`PUT ${OM}/portal/menu-info`]: s('门户菜单：修改', BAD, MISSING),
  [`DELETE ${OM}/portal/menu-info/:id`]: s('门户菜单：删除', MISSING),
  [`PUT ${OM}/portal/relation-page/:menuId/:pageId`]: s('门户菜单：关联页面', BAD, MISSING),
  [`GET ${OM}/portal/page/list`]: s('门户页面：列表', MISSING),
  [`POST ${OM}/portal/page`]: s('门户页面：新增', MISSING),
  [`PUT ${OM}/portal/page`]: s('门户页面：修改', MISSING),
  [`DELETE ${OM}/portal/page/:id`]: s('门户页面：删除', MISSING),
  [`POST ${OM}/portal/decoration/upload`]: s('门户装修：上传图片', BAD),
  [`GET ${OM}/portal/decoration`]: s('门户装修：读取页面装修（查询参数 pageId）', BAD, MISSING),
  [`POST ${OM}/portal/decoration/:pageId`]: s('门户装修：保存页面装修', BAD, MISSING),

  // Roles and permissions
  [`GET ${AAM}/mgmt/role/list`]: s('角色：列表'),
  [`POST ${AAM}/mgmt/role`]: s('角色：新增', BAD),
  [`PUT ${AAM}/mgmt/role`]: s('角色：修改', BAD, MISSING),
  [`DELETE ${AAM}/mgmt/role/:id`]: s('角色：删除', BAD, MISSING),
  [`GET ${AAM}/mgmt/role/:id/permissions`]: s('角色：读取权限', MISSING),
  [`PUT ${AAM}/mgmt/role/:id/permissions`]: s('角色：保存权限', BAD, MISSING),
  [`GET ${AAM}/mgmt/permission/tree`]: s('角色：权限树'),
  [`GET ${OM}/message/unread-count`]: s('消息中心：未读条数'),
  [`GET ${OM}/message/stat`]: s('消息中心：按类型统计'),

  // Workbench: expenses, recharge, orders and bills of the caller
  [`GET ${OM}/coin-account/my-account`]: s('费用中心：我的账户'),
  [`PUT ${OM}/coin-account/warn`]: s('费用中心：余额预警设置', BAD),
  [`GET ${OM}/coin-account/account-bills`]: s('费用中心：账户流水'),
  [`GET ${OM}/coin-account/job-bills`]: s('费用中心：作业账单'),
  [`GET ${OM}/bill/page`]: s('我的账单：分页列表'),
  [`GET ${OM}/bill/export`]: s('我的账单：导出'),
  [`GET ${OM}/bill/:id`]: s('我的账单：详情', MISSING),
  [`PUT ${OM}/bill/settle/:id`]: s('我的账单：结清', BAD, MISSING),
  [`GET ${OM}/purchase-record/packages`]: s('购买套餐：可购套餐'),
  [`POST ${OM}/purchase-record/summary`]: s('购买套餐：费用试算', BAD),
  [`POST ${OM}/purchase-record/buy`]: s('购买套餐：下单', BAD),
  [`POST ${OM}/purchase-record/pay`]: s('购买套餐：支付订单', BAD, MISSING),
  [`GET ${OM}/purchase-record/account/page`]: s('我的订单：本账号的购买记录分页列表'),
  [`GET ${OM}/purchase-record/account/export`]: s('我的订单：导出本账号的购买记录'),
  [`GET ${OM}/purchase-record/buy/top10`]: s('购买套餐：热销套餐前十（按已支付份数）'),
  [`GET ${OM}/purchase-record/partner/page`]: s('购买记录：合作伙伴账号的购买记录分页列表（组织范围内；暂无页面，供合作伙伴结算使用，订单管理的权限可读）'),
  [`GET ${OM}/purchase-record/partner/export`]: s('购买记录：导出合作伙伴账号的购买记录（暂无页面）'),
  [`GET ${OM}/purchase-record/customer/page`]: s('订单管理：客户购买记录分页列表（运营人员范围内）'),
  [`GET ${OM}/purchase-record/customer/export`]: s('订单管理：导出客户购买记录'),
  [`GET ${OM}/purchase-record/stats`]: s('订单管理：按状态统计购买记录（汇总条）'),
  [`PUT ${OM}/purchase-record/cancel`]: s('购买记录：取消待支付订单（本人，或范围内的运营人员）', BAD, MISSING),
  [`GET ${OM}/purchase-record/:id`]: s('购买记录：订单详情（本人，或范围内的运营人员）', MISSING),
  [`GET ${OM}/coin-account/account-info`]: s('账户充值：账户信息'),
  [`GET ${OM}/coin-account/invest/page`]: s('账户充值：充值记录分页列表'),
  [`POST ${OM}/coin-account/invest`]: s('账户充值：创建充值单', BAD),
  [`POST ${OM}/pay`]: s('支付：发起支付', BAD, MISSING),
  [`GET ${OM}/pay/result`]: s('支付：查询支付结果', MISSING),
  [`PUT ${OM}/coin-account/cancel`]: s('账户充值：取消充值单（reqsn 在请求体中）', BAD, MISSING),
  [`POST ${OM}/coin-account/invest/pay1`]: s('账户充值：生成支付请求（付款人、金额、支付方式，默认 W01）', BAD, MISSING),
  [`POST ${OM}/coin-account/invest/pay2`]: s('账户充值：等待付款时更换支付方式', BAD, MISSING),
  [`GET ${OM}/coin-account/pay-result`]: s('账户充值：到账结果（入账流水与余额）', MISSING),
  [`GET ${OM}/account-stat`]: s('工作台概览：本账号的作业、核时、存储与余额统计'),
  [`GET ${OM}/platform-should-money`]: s('平台概览：应收金额（组织范围内客户的账单，按账期；暂无页面，账单管理的权限可读）', BAD),
  [`GET ${OM}/platform-real-owe-money`]: s('平台概览：实际欠费（未结账单超出余额的客户；暂无页面，虚拟币管理的权限可读）'),
  [`GET ${OM}/allocation-bill-stat`]: s('平台概览：账单按分区分摊（暂无页面，账单管理的权限可读）', BAD),
  [`GET ${OM}/user-invest-stat`]: s('平台概览：用户充值统计（按月、按渠道；暂无页面，虚拟币管理的权限可读）'),
  [`GET ${OM}/set-surplus`]: s('套餐余量：读取一个套餐的余量与预警（id 在查询中）', MISSING),
  [`POST ${OM}/custom-set-surplus`]: s('套餐余量：设置一个套餐的余量预警（id 在请求体中）', BAD, MISSING),
  [`GET ${OM}/cost-set-surplus/data/app/:id`]: s('套餐余量：一个套餐有效期内各应用的核时用量（暂无页面；套餐余量页面的用量明细可用）', MISSING),
  [`GET ${OM}/coin-account/debt-setting`]: s('虚拟币账户：读取欠费设置（id 在查询中）', MISSING),
  [`PUT ${OM}/coin-account/debt-setting`]: s('虚拟币账户：保存欠费设置（id 在请求体中）', BAD, MISSING),

  // Workbench: applications and jobs
  [`GET ${OM}/application-manage/my-apps`]: s('我的应用：列表'),
  [`GET ${OM}/app-start/apps`]: s('启动应用：可启动的应用'),
  [`PUT ${OM}/application-manage/use-count/:id`]: s('我的应用：记录一次使用', MISSING),
  [`PUT ${OM}/application-workorder/subscription/unsubscription`]: s('我的应用：退订', MISSING),
  [`GET ${OM}/application-workorder/check-permission`]: s('启动应用：是否已开通'),
  [`GET ${OM}/starlight/desktop/url`]: s('我的应用：远程桌面地址', BAD, MISSING),
  [`GET ${OM}/starlight/app/forms`]: s('启动应用：应用的启动表单', MISSING),
  [`POST ${OM}/app-start/apply`]: s('启动应用：提交作业', BAD),
  [`GET ${OM}/app-start/page`]: s('作业详情：我的作业分页列表'),
  [`GET ${OM}/app-start/:id`]: s('作业详情：详情', MISSING),
  [`PUT ${OM}/app-start/cancel/:id`]: s('作业详情：取消作业', BAD, MISSING),
  [`GET ${OM}/application-manage/application-stat`]: s('统计分析：应用使用统计'),
  [`GET ${OM}/starlight/cpu-hour/curve`]: s('统计分析：核时曲线'),
  [`POST ${OM}/workorder/page`]: s('工单管理：分页列表'),
  [`POST ${OM}/workorder/create`]: s('工单管理：提交工单', BAD),
  [`POST ${OM}/workorder/confirm`]: s('工单管理：确认完成', BAD, MISSING),
  [`GET ${OM}/workorder/export`]: s('工单管理：导出'),
  [`GET ${OM}/workorder/detail`]: s('工单管理：详情（查询参数 id）', BAD, MISSING),
  [`GET ${OM}/industry-module/info`]: s('工作台：行业模块信息', MISSING),

  // Cost management answered from the ledger
  [`GET ${OM}/coin-account/page`]: s('虚拟币账户：分页列表'),
  [`GET ${OM}/coin-account/export`]: s('虚拟币账户：导出'),
  [`PUT ${OM}/coin-account/coin-switch/:id/:value`]: s('虚拟币账户：启停', BAD, MISSING),
  [`GET ${OM}/bill-manage/page`]: s('账单：分页列表'),
  [`GET ${OM}/bill-manage/export`]: s('账单：导出'),
  [`GET ${OM}/bill-manage/:id`]: s('账单：详情', MISSING),
  [`PUT ${OM}/bill-manage/settle/:id`]: s('账单：结算', BAD, MISSING),
  [`GET ${OM}/job-cost/page`]: s('作业费用：分页列表'),
  [`GET ${OM}/job-cost/export`]: s('作业费用：导出'),
  [`GET ${OM}/coin-account/manage-invest/customers`]: s('客户充值：可充值的客户'),
  [`GET ${OM}/coin-account/manage-invest/page`]: s('客户充值：充值记录分页列表'),
  [`POST ${OM}/coin-account/manage-invest`]: s('客户充值：登记充值', BAD),
  [`GET ${OM}/cost-set-surplus/page`]: s('套餐余量：分页列表'),
  [`GET ${OM}/cost-set-surplus/export`]: s('套餐余量：导出'),
  [`GET ${OM}/resource-manage/stat`]: s('资源统计：汇总', BAD),
  [`GET ${OM}/resource-manage/consume-time/page`]: s('核时消耗：分页列表'),
  [`GET ${OM}/resource-manage/consume-time/export`]: s('核时消耗：导出'),

  // Operation guide and GeoAI videos
  [`GET ${OM}/operation-guide/data`]: s('操作指南：读取'),
  [`PUT ${OM}/operation-guide/data`]: s('操作指南：保存', BAD),
  [`GET ${OM}/operation-guide/chunk-file`]: s('操作指南：查询已上传分片'),
  [`POST ${OM}/operation-guide/chunk-file`]: s('操作指南：上传文件分片'),
  [`GET ${OM}/geoai/task-type`]: s('GeoAI视频：任务类型'),
  [`GET ${OM}/geoai/video/tasks`]: s('GeoAI视频：任务列表'),
  [`GET ${OM}/geoai/video/list`]: s('GeoAI视频：任务的视频列表', MISSING),
  [`GET ${OM}/geoai/video/chunk-upload`]: s('GeoAI视频：查询已上传分片'),
  [`POST ${OM}/geoai/video/chunk-upload`]: s('GeoAI视频：上传视频分片', BAD, MISSING),
  [`DELETE ${OM}/geoai/video/:id`]: s('GeoAI视频：删除视频', MISSING),

  // Organisation: users, groups, personal centre
  [`GET ${AAM}/mgmt/user/page`]: s('用户配置：分页列表'),
  [`GET ${AAM}/mgmt/user/options`]: s('用户配置：可选组织与角色'),
  [`POST ${AAM}/mgmt/user`]: s('用户配置：新增', BAD),
  [`PUT ${AAM}/mgmt/user/:id`]: s('用户配置：修改', BAD, MISSING),
  [`PUT ${AAM}/mgmt/user/:id/status/:value`]: s('用户配置：启停', BAD, MISSING),
  [`PUT ${AAM}/mgmt/user/:id/password`]: s('用户配置：重置密码', BAD, MISSING),
  [`PUT ${AAM}/mgmt/user/:id/assign`]: s('用户配置：分配组织与角色', BAD, MISSING),
  [`GET ${AAM}/mgmt/groups/government/:id`]: s('组织管理：政府组织树', MISSING),
  [`GET ${AAM}/mgmt/groups/enterprise/:id`]: s('组织管理：企业组织树', MISSING),
  [`GET ${AAM}/portal/user/profile`]: s('个人中心：个人资料'),
  [`GET ${AAM}/mgmt/groups/tree-members/:id`]: s('微组织：组织树及成员', MISSING),
  [`POST ${AAM}/mgmt/groups`]: s('组织管理：新增组织', BAD),
  [`PUT ${AAM}/mgmt/groups/:id`]: s('组织管理：修改组织', BAD, MISSING),
  [`DELETE ${AAM}/mgmt/groups/:id`]: s('组织管理：删除组织', BAD, MISSING),
  [`PUT ${AAM}/portal/user/info`]: s('个人中心：修改姓名', BAD),
  [`PUT ${OM}/user/attribute/avatar`]: s('个人中心：修改头像', BAD, REFUSED),
  [`GET ${OM}/starlight/account/resources`]: s('个人中心：超算账号资源'),
  [`GET ${OM}/subcenter/group/:groupId`]: s('分中心信息：按组织读取', MISSING),

  // Issue 35, the remaining spec calls of 7.1 and the small 7.2 families.
  [`GET ${OM}/provinces`]: s('系统配置：省份列表（地区选择与企业、客户地址）'),
  [`GET ${OM}/cities`]: s('系统配置：某省的城市列表（查询参数 provinceCode）', BAD, MISSING),
  [`GET ${OM}/areas`]: s('系统配置：某城市的区县列表（查询参数 cityCode）', BAD, MISSING),
  [`GET ${OM}/area-tree`]: s('系统配置：省、市、区三级地区树（depth=2 只到城市）', BAD),
  [`GET ${AAM}/portal/user/roles`]: s('当前用户：在某组织中的角色（切换组织与角色）', BAD, MISSING),
  [`GET ${AAM}/portal/user/default`]: s('当前用户：是否已设默认组织和默认角色（登录后检查）'),
  [`GET ${AAM}/user/repeat/check`]: s('账号重复检查：企业名称（注册，无需登录）、登录账号或手机号（用户管理员）', BAD, REFUSED),
  'GET */api/oauth/v1/client/link': s('应用对接：按客户端编号取带一次性授权码的打开地址', BAD, MISSING),
  'POST */api/sms-api/v1/ali/sms': s('短信服务商（阿里云）直连发送：平台管理员测试或通知；没有页面调用，验证码经 common/send 由平台选择服务商', BAD, 'TooManyRequests'),
  'GET */api/sms-api/v1/tencent/sms': s('短信服务商（腾讯云）直连发送：平台管理员测试或通知；没有页面调用，验证码经 common/send 由平台选择服务商', BAD, 'TooManyRequests'),
  [`GET ${OM}/company/info/:id`]: s('企业：企业信息（含营业执照文件信息与资源、应用数量）', MISSING),
  [`POST ${OM}/company-info/permit/upload/:id`]: s('企业：上传营业执照（pdf、jpg、png，10MB 以内）', BAD, MISSING),
  [`GET ${OM}/company-info/permit/download/:id`]: s('企业：下载营业执照', MISSING),
  [`POST ${OM}/user/feedback`]: s('意见反馈：提交反馈', BAD),
  [`PUT ${OM}/user/feedback`]: s('意见反馈：修改自己尚未处理的反馈（请求体带 id）', BAD, MISSING),
  [`GET ${OM}/user/scope-groups`]: s('当前用户：组织范围内的组织（本组织及下级）'),
  [`GET ${OM}/warn-rule/page`]: s('预警规则：分页列表（系统管理；暂无页面列出，合同到期预警由 customer-contract/warning-rule 提供）', BAD),
  [`GET ${OM}/customer-contract/warning-rule`]: s('客户合同：到期预警规则与即将到期的合同数', MISSING),
  [`GET ${OM}/manual-template/page`]: s('手册模板：操作指南设置可选用的模板', BAD),
  [`GET ${OM}/starlight/api/account/valid`]: s('外部超算平台：超算账号是否可用', BAD, MISSING),
  [`GET ${OM}/starlight/api/count-application`]: s('外部超算平台：应用数量统计'),
  [`GET ${OM}/starlight/api/partition/params`]: s('外部超算平台：分区参数（核数、时长上限）', BAD, MISSING),
  [`GET ${OM}/starlight/api/:resource`]: s('外部超算平台（代理）：读取本人的资源记录', MISSING),
  [`POST ${OM}/starlight/api/:resource`]: s('外部超算平台（代理）：新增资源记录', BAD, MISSING),
  [`PUT ${OM}/starlight/api/:resource`]: s('外部超算平台（代理）：修改资源记录（请求体带 id）', BAD, MISSING),
  [`DELETE ${OM}/starlight/api/:resource/:id`]: s('外部超算平台（代理）：删除资源记录', MISSING),
  'POST */api/local-upload/v1/chunk': s('本地分片上传服务（回环地址）：GeoAI任务大文件分片', BAD, MISSING),
  [`GET ${STORAGE}/opt/:id`]: s('存储服务：任务进度 WebSocket 握手（携带 xg-token 以 WebSocket 连接；普通 HTTP 请求答 400）', BAD),
};
